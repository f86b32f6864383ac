import { ORDER_STATUS, type CommissionStatus } from '@portal/contract';
import { and, asc, count, desc, eq, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, commissions, orders, type CommissionDbRow } from '../../db/schema/index.js';

export type NewCommission = typeof commissions.$inferInsert;

/** A commission row as the affiliate's list shows it: the customer's address (masked later) and the product. */
export interface ListedCommission extends CommissionDbRow {
  customerEmail: string;
  productName: string | null;
  validity: number | null;
}

/** Sums of the affiliate's rows per state, US cents. */
export type CommissionTotals = Record<CommissionStatus, number>;

/** The affiliate's commission rows; the only place that touches `commissions`. */
export function createCommissionsRepository(db: Executor) {
  return {
    /** Writes rows a unique index does not already hold (a payment's item once, one standing bonus). */
    async insertNew(values: NewCommission[]): Promise<CommissionDbRow[]> {
      if (values.length === 0) return [];
      return db.insert(commissions).values(values).onConflictDoNothing().returning();
    },

    /**
     * Clears what is due: awaiting rows whose clearance time has come, except those of an order being refunded
     * right now (status 10: they wait for the operator's decision). Answers how many cleared.
     */
    async clearDue(now: Date, affiliateAccountId?: number): Promise<number> {
      const where: SQL[] = [
        eq(commissions.status, 'awaiting'),
        lte(commissions.clearsAt, now),
        sql`not exists (select 1 from ${orders} where ${orders.id} = ${commissions.orderId} and ${orders.status} = ${ORDER_STATUS.refunding})`,
      ];
      if (affiliateAccountId !== undefined)
        where.push(eq(commissions.affiliateAccountId, affiliateAccountId));
      const rows = await db
        .update(commissions)
        .set({ status: 'cleared', clearedAt: now, updatedAt: now })
        .where(and(...where))
        .returning({ id: commissions.id });
      return rows.length;
    },

    /** The affiliate's cleared rows, locked (in id order, as every locker here) for a payout request. */
    lockCleared(affiliateAccountId: number): Promise<CommissionDbRow[]> {
      return db
        .select()
        .from(commissions)
        .where(and(eq(commissions.affiliateAccountId, affiliateAccountId), eq(commissions.status, 'cleared')))
        .orderBy(asc(commissions.id))
        .for('update');
    },

    /** The rows of a payout, locked in id order. */
    lockOfPayout(payoutId: number): Promise<CommissionDbRow[]> {
      return db
        .select()
        .from(commissions)
        .where(eq(commissions.payoutId, payoutId))
        .orderBy(asc(commissions.id))
        .for('update');
    },

    /** The standing commission and bonus rows an order's refund takes back, locked in id order. */
    lockOfOrder(orderId: number): Promise<CommissionDbRow[]> {
      return db
        .select()
        .from(commissions)
        .where(
          and(
            eq(commissions.orderId, orderId),
            eq(commissions.item, String(orderId)),
            inArray(commissions.kind, ['commission', 'bonus']),
            ne(commissions.status, 'cancelled'),
            isNull(commissions.reversedAt),
          ),
        )
        .orderBy(asc(commissions.id))
        .for('update');
    },

    async update(ids: number[], values: Partial<NewCommission>, now: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(commissions)
        .set({ ...values, updatedAt: now })
        .where(inArray(commissions.id, ids));
    },

    async insert(values: NewCommission): Promise<CommissionDbRow> {
      const [row] = await db.insert(commissions).values(values).returning();
      if (!row) throw new Error('commission row not written');
      return row;
    },

    async totals(affiliateAccountId: number): Promise<CommissionTotals> {
      const rows = await db
        .select({
          status: commissions.status,
          sum: sql<string>`coalesce(sum(${commissions.amountCents}), 0)`,
        })
        .from(commissions)
        .where(eq(commissions.affiliateAccountId, affiliateAccountId))
        .groupBy(commissions.status);
      const totals: CommissionTotals = { awaiting: 0, cleared: 0, requested: 0, paid: 0, cancelled: 0 };
      for (const row of rows) totals[row.status] = Number(row.sum);
      return totals;
    },

    /** One page of the affiliate's rows (or of its reversals only), newest first, and how many there are. */
    async page(
      affiliateAccountId: number,
      limit: number,
      offset: number,
      onlyReversals = false,
    ): Promise<{ rows: ListedCommission[]; total: number }> {
      const where = and(
        eq(commissions.affiliateAccountId, affiliateAccountId),
        onlyReversals ? eq(commissions.kind, 'reversal') : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            row: commissions,
            customerEmail: accounts.email,
            productName: orders.productName,
            validity: orders.validity,
          })
          .from(commissions)
          .innerJoin(accounts, eq(accounts.id, commissions.referredAccountId))
          .leftJoin(orders, eq(orders.id, commissions.orderId))
          .where(where)
          .orderBy(desc(commissions.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(commissions).where(where),
      ]);
      return {
        rows: rows.map((r) => ({
          ...r.row,
          customerEmail: r.customerEmail,
          productName: r.productName,
          validity: r.validity,
        })),
        total: counted?.n ?? 0,
      };
    },
  };
}
