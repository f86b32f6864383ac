import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PayoutStatus } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import {
  accounts,
  ledgerEntries,
  operatorConfirmations,
  orders,
  payments,
  payouts,
  refunds,
  reviewDecisions,
} from '../../db/schema/index.js';

const parents = alias(accounts, 'parents');
/** An account row with its main account's uid and the balance it spends (a sub-user's is the main account's). */
const userColumns = {
  account: accounts,
  parentUid: parents.uid,
  balanceCents: sql<number>`coalesce(${parents.balanceCents}, ${accounts.balanceCents})`.mapWith(Number),
};

/** `%text%` for ILIKE, its own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

export interface OpsOrderFilter {
  status?: number | undefined;
  id?: number | undefined;
  email?: string | undefined;
  domain?: string | undefined;
  /** Created at or after / before (the service's day window of UTC days). */
  from?: Date | undefined;
  to?: Date | undefined;
}

/**
 * The console's own tables (review claims, confirmations) and its read-only views across accounts: users, their
 * orders and ledger, the refund, payout and offline-payment queues. Every change goes through the owning service.
 */
export function createOpsRepository(db: Executor) {
  function orderCondition(filter: OpsOrderFilter): SQL | undefined {
    const parts: (SQL | undefined)[] = [];
    if (filter.status !== undefined) parts.push(eq(orders.status, filter.status));
    if (filter.id !== undefined) parts.push(eq(orders.id, filter.id));
    if (filter.email) parts.push(ilike(accounts.email, containing(filter.email)));
    if (filter.domain) {
      const pattern = containing(filter.domain);
      parts.push(or(ilike(orders.commonName, pattern), sql`${orders.dnsNames}::text ilike ${pattern}`));
    }
    if (filter.from) parts.push(gte(orders.createdAt, filter.from));
    if (filter.to) parts.push(lt(orders.createdAt, filter.to));
    return and(...parts);
  }

  return {
    /** Orders of every account with the owner's e-mail, newest first. */
    async ordersPage(filter: OpsOrderFilter, limit: number, offset: number) {
      const where = orderCondition(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select({ order: orders, email: accounts.email, uid: accounts.uid })
          .from(orders)
          .innerJoin(accounts, eq(accounts.id, orders.accountId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(orders)
          .innerJoin(accounts, eq(accounts.id, orders.accountId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * The claim of a review decision: true for the one request whose row went in. The primary key decides
     * between concurrent requests on any process (the loser waits for the winner's commit and inserts nothing).
     */
    async claimDecision(claim: {
      orderId: number;
      decision: 'approved' | 'rejected';
      operatorEmail: string;
      note: string;
      at: Date;
    }): Promise<boolean> {
      const rows = await db
        .insert(reviewDecisions)
        .values({
          orderId: claim.orderId,
          decision: claim.decision,
          operatorEmail: claim.operatorEmail,
          note: claim.note,
          createdAt: claim.at,
        })
        .onConflictDoNothing()
        .returning({ orderId: reviewDecisions.orderId });
      return rows.length === 1;
    },

    /** The owner of an order and the review decision made on it, if any (the operator's order detail). */
    async orderContext(orderId: number) {
      const [row] = await db
        .select({
          uid: accounts.uid,
          email: accounts.email,
          review: reviewDecisions,
          // The wholesale side (upstreams/wholesale.ts).
          paid: orders.paid,
          status: orders.status,
          totalCents: orders.totalCents,
          caName: orders.caName,
          upstreamCostCents: orders.upstreamCostCents,
          upstreamCostCurrency: orders.upstreamCostCurrency,
        })
        .from(orders)
        .innerJoin(accounts, eq(accounts.id, orders.accountId))
        .leftJoin(reviewDecisions, eq(reviewDecisions.orderId, orders.id))
        .where(eq(orders.id, orderId));
      return row;
    },

    async decisionOf(orderId: number): Promise<'approved' | 'rejected' | undefined> {
      const [row] = await db
        .select({ decision: reviewDecisions.decision })
        .from(reviewDecisions)
        .where(eq(reviewDecisions.orderId, orderId));
      return row?.decision;
    },

    /** Accounts whose e-mail, uid or contact name contains `search`, newest first. */
    async usersPage(search: string | undefined, limit: number, offset: number) {
      const pattern = search ? containing(search) : undefined;
      const where = pattern
        ? or(
            ilike(accounts.email, pattern),
            ilike(accounts.uid, pattern),
            ilike(sql`${accounts.contactFirstName} || ' ' || ${accounts.contactLastName}`, pattern),
          )
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(userColumns)
          .from(accounts)
          .leftJoin(parents, eq(parents.id, accounts.parentId))
          .where(where)
          .orderBy(desc(accounts.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(accounts).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async user(uid: string) {
      const [row] = await db
        .select(userColumns)
        .from(accounts)
        .leftJoin(parents, eq(parents.id, accounts.parentId))
        .where(eq(accounts.uid, uid));
      return row;
    },

    /** The main account and its sub-users (the team), main account first. */
    async team(mainId: number) {
      return db
        .select(userColumns)
        .from(accounts)
        .leftJoin(parents, eq(parents.id, accounts.parentId))
        .where(or(eq(accounts.id, mainId), eq(accounts.parentId, mainId)))
        .orderBy(sql`${accounts.parentId} is not null`, asc(accounts.id))
        .limit(200);
    },

    /** The newest orders of an account (the team's orders are the main account's) and how many it has. */
    async recentOrders(accountId: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db.select().from(orders).where(eq(orders.accountId, accountId)).orderBy(desc(orders.id)).limit(limit),
        db.select({ n: count() }).from(orders).where(eq(orders.accountId, accountId)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async recentLedger(accountId: number, limit: number) {
      return db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.accountId, accountId))
        .orderBy(desc(ledgerEntries.id))
        .limit(limit);
    },

    /** Refund applications (null: every state) with their order and account; the pending queue oldest first. */
    async refundsPage(status: 'pending' | 'approved' | 'rejected' | null, limit: number, offset: number) {
      const where = status ? eq(refunds.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ refund: refunds, order: orders, email: accounts.email, uid: accounts.uid })
          .from(refunds)
          .innerJoin(orders, eq(orders.id, refunds.orderId))
          .innerJoin(accounts, eq(accounts.id, refunds.accountId))
          .where(where)
          .orderBy(status === 'pending' ? asc(refunds.id) : desc(refunds.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(refunds).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Payout requests in these states (null: all) with the affiliate's account; open ones oldest first. */
    async payoutsPage(
      statuses: readonly PayoutStatus[] | null,
      oldestFirst: boolean,
      limit: number,
      offset: number,
    ) {
      const where = statuses ? inArray(payouts.status, [...statuses]) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ payout: payouts, email: accounts.email, uid: accounts.uid })
          .from(payouts)
          .innerJoin(accounts, eq(accounts.id, payouts.accountId))
          .where(where)
          .orderBy(oldestFirst ? asc(payouts.id) : desc(payouts.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(payouts).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Unpaid payments waiting for money sent outside the portal (channel offline), oldest first. */
    async offlinePaymentsPage(limit: number, offset: number) {
      const where = and(eq(payments.status, 'unpaid'), eq(payments.channel, 'offline'));
      const [rows, [total]] = await Promise.all([
        db
          .select({ payment: payments, email: accounts.email, uid: accounts.uid })
          .from(payments)
          .innerJoin(accounts, eq(accounts.id, payments.accountId))
          .where(where)
          .orderBy(asc(payments.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(payments).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async saveConfirmation(sessionIdHash: string, accountId: number, at: Date): Promise<void> {
      await db
        .insert(operatorConfirmations)
        .values({ sessionIdHash, accountId, confirmedAt: at })
        .onConflictDoUpdate({ target: operatorConfirmations.sessionIdHash, set: { confirmedAt: at } });
    },

    async confirmedAt(sessionIdHash: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: operatorConfirmations.confirmedAt })
        .from(operatorConfirmations)
        .where(eq(operatorConfirmations.sessionIdHash, sessionIdHash));
      return row?.at;
    },
  };
}
