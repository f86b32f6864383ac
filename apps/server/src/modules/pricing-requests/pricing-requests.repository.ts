import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inboxStateWhere, type InboxState } from './inbox-state.js';
import { accounts, pricingRequests, type PricingRequestRow } from '../../db/schema/index.js';

/** A request as the inbox lists it: without the image bytes, with who sent it. */
export interface InboxRow {
  id: number;
  kind: PricingRequestRow['kind'];
  email: string;
  details: PricingRequestRow['details'];
  voucherType: PricingRequestRow['voucherType'];
  voucherBytes: number | null;
  ip: string;
  createdAt: Date;
  confirmationMailedAt: Date | null;
  salesMailedAt: Date | null;
  mailAttempts: number;
  accountEmail: string;
  accountUid: string;
  answeredAt: Date | null;
  answeredBy: string | null;
  answer: string | null;
}

export type { InboxState };
const stateWhere = (state: InboxState | undefined) =>
  state === undefined ? undefined : inboxStateWhere(state);

/** A request and its sender, everything the two mails need. */
export type MailableRequest = PricingRequestRow & { accountEmail: string; accountUid: string };

const pendingMail = or(isNull(pricingRequests.confirmationMailedAt), isNull(pricingRequests.salesMailedAt));

/** The only place that touches `pricing_requests`. */
export function createPricingRequestsRepository(db: Executor) {
  return {
    async insert(values: typeof pricingRequests.$inferInsert): Promise<number> {
      const [row] = await db.insert(pricingRequests).values(values).returning({ id: pricingRequests.id });
      return row!.id;
    },

    /**
     * Takes the request for one delivery try: only while a mail is still missing, fewer than `maxAttempts` tries
     * were made and no other try began after `staleBefore` (a try in another process holds it until then).
     */
    async claimForMail(
      id: number,
      now: Date,
      staleBefore: Date,
      maxAttempts: number,
    ): Promise<MailableRequest | undefined> {
      const [claimed] = await db
        .update(pricingRequests)
        .set({ mailAttempts: sql`${pricingRequests.mailAttempts} + 1`, mailAttemptedAt: now })
        .where(
          and(
            eq(pricingRequests.id, id),
            pendingMail,
            lt(pricingRequests.mailAttempts, maxAttempts),
            or(isNull(pricingRequests.mailAttemptedAt), lt(pricingRequests.mailAttemptedAt, staleBefore)),
          ),
        )
        .returning();
      if (!claimed) return undefined;
      const [sender] = await db
        .select({ email: accounts.email, uid: accounts.uid })
        .from(accounts)
        .where(eq(accounts.id, claimed.accountId));
      return { ...claimed, accountEmail: sender?.email ?? '', accountUid: sender?.uid ?? '' };
    },

    async markMailed(id: number, which: 'confirmation' | 'sales', at: Date): Promise<void> {
      await db
        .update(pricingRequests)
        .set(which === 'confirmation' ? { confirmationMailedAt: at } : { salesMailedAt: at })
        .where(eq(pricingRequests.id, id));
    },

    /** Requests a mail of which is still missing, whose last try began before `staleBefore`, oldest first. */
    async pendingMail(staleBefore: Date, maxAttempts: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: pricingRequests.id })
        .from(pricingRequests)
        .where(
          and(
            pendingMail,
            lt(pricingRequests.mailAttempts, maxAttempts),
            or(isNull(pricingRequests.mailAttemptedAt), lt(pricingRequests.mailAttemptedAt, staleBefore)),
          ),
        )
        .orderBy(pricingRequests.id)
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** One page of the inbox, newest first (`state`: only new or only answered ones; `id`: that one only). */
    inboxPage(limit: number, offset: number, state?: InboxState, id?: number): Promise<InboxRow[]> {
      return db
        .select({
          id: pricingRequests.id,
          kind: pricingRequests.kind,
          email: pricingRequests.email,
          details: pricingRequests.details,
          voucherType: pricingRequests.voucherType,
          voucherBytes: sql<number | null>`octet_length(${pricingRequests.voucher})`.mapWith((v) =>
            v === null ? null : Number(v),
          ),
          ip: pricingRequests.ip,
          createdAt: pricingRequests.createdAt,
          confirmationMailedAt: pricingRequests.confirmationMailedAt,
          salesMailedAt: pricingRequests.salesMailedAt,
          mailAttempts: pricingRequests.mailAttempts,
          accountEmail: accounts.email,
          accountUid: accounts.uid,
          answeredAt: pricingRequests.answeredAt,
          answeredBy: pricingRequests.answeredBy,
          answer: pricingRequests.answer,
        })
        .from(pricingRequests)
        .innerJoin(accounts, eq(accounts.id, pricingRequests.accountId))
        .where(and(stateWhere(state), id === undefined ? undefined : eq(pricingRequests.id, id)))
        .orderBy(desc(pricingRequests.id))
        .limit(limit)
        .offset(offset);
    },

    async total(state?: InboxState): Promise<number> {
      const [row] = await db.select({ n: count() }).from(pricingRequests).where(stateWhere(state));
      return row?.n ?? 0;
    },

    /**
     * Marks a new request answered (the guarded update: of two replies exactly one claims it); undefined when it
     * is unknown or answered already.
     */
    async claimAnswer(
      id: number,
      values: { answeredAt: Date; answeredByAccountId: number | null; answeredBy: string; answer: string },
    ): Promise<PricingRequestRow | undefined> {
      const [row] = await db
        .update(pricingRequests)
        .set(values)
        .where(and(eq(pricingRequests.id, id), isNull(pricingRequests.answeredAt)))
        .returning();
      return row;
    },

    /** Makes a claimed answer new again (its mail could not be sent): only the claim made at `answeredAt`. */
    async releaseAnswer(id: number, answeredAt: Date): Promise<void> {
      await db
        .update(pricingRequests)
        .set({ answeredAt: null, answeredByAccountId: null, answeredBy: null, answer: null })
        .where(and(eq(pricingRequests.id, id), eq(pricingRequests.answeredAt, answeredAt)));
    },

    async voucher(id: number): Promise<{ type: string; bytes: Buffer } | undefined> {
      const [row] = await db
        .select({ type: pricingRequests.voucherType, bytes: pricingRequests.voucher })
        .from(pricingRequests)
        .where(eq(pricingRequests.id, id));
      return row?.type && row.bytes ? { type: row.type, bytes: row.bytes } : undefined;
    },
  };
}
