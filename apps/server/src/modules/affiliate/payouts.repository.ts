import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { payouts, type PayoutRow } from '../../db/schema/index.js';
import type { PayoutStatus } from '@portal/contract';

/** Payout requests; the only place that touches `payouts`. */
export function createPayoutsRepository(db: Executor) {
  return {
    async insert(values: typeof payouts.$inferInsert): Promise<PayoutRow> {
      const [row] = await db.insert(payouts).values(values).returning();
      if (!row) throw new Error('payout not written');
      return row;
    },

    async find(id: number): Promise<PayoutRow | undefined> {
      const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).limit(1);
      return row;
    },

    /**
     * Moves the payout from one of `from` to `to` in one statement (with `extra` columns): two deciders racing
     * (the CLI twice, the job and the CLI) cannot both move it. Undefined when it was not in `from`.
     */
    async move(
      id: number,
      from: readonly PayoutStatus[],
      to: PayoutStatus,
      now: Date,
      extra: Partial<typeof payouts.$inferInsert> = {},
    ): Promise<PayoutRow | undefined> {
      const [row] = await db
        .update(payouts)
        .set({ ...extra, status: to, updatedAt: now })
        .where(and(eq(payouts.id, id), inArray(payouts.status, [...from])))
        .returning();
      return row;
    },

    async update(id: number, values: Partial<typeof payouts.$inferInsert>, now: Date): Promise<void> {
      await db
        .update(payouts)
        .set({ ...values, updatedAt: now })
        .where(eq(payouts.id, id));
    },

    /** One page of the account's payout requests, newest first, and how many there are. */
    async page(accountId: number, limit: number, offset: number) {
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(payouts)
          .where(eq(payouts.accountId, accountId))
          .orderBy(desc(payouts.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(payouts).where(eq(payouts.accountId, accountId)),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    /** The PayPal id the account used last ('' before its first request). */
    async lastPayPalId(accountId: number): Promise<string> {
      const [row] = await db
        .select({ payPalId: payouts.payPalId })
        .from(payouts)
        .where(eq(payouts.accountId, accountId))
        .orderBy(desc(payouts.id))
        .limit(1);
      return row?.payPalId ?? '';
    },

    /** Payouts in these states, oldest first (the operator's list, the job's work). */
    list(statuses: readonly PayoutStatus[], accountId?: number): Promise<PayoutRow[]> {
      const where: SQL[] = [inArray(payouts.status, [...statuses])];
      if (accountId !== undefined) where.push(eq(payouts.accountId, accountId));
      return db
        .select()
        .from(payouts)
        .where(and(...where))
        .orderBy(asc(payouts.id));
    },
  };
}
