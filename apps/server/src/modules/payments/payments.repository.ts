import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { payments, type PaymentRow } from '../../db/schema/index.js';
import { businessMetrics } from '../../lib/metrics.js';

export function createPaymentsRepository(db: Executor) {
  return {
    async insert(values: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).returning();
      if (!row) throw new Error('payment not written');
      return row;
    },
    async findOwned(id: number, accountId: number): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.id, id), eq(payments.accountId, accountId)));
      return row;
    },
    async lockOwned(id: number, accountId: number): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.id, id), eq(payments.accountId, accountId)))
        .for('update');
      return row;
    },
    /** The newest unpaid purchase payment that covers exactly this one order. */
    async openFor(orderId: number, accountId: number): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.accountId, accountId),
            eq(payments.status, 'unpaid'),
            eq(payments.type, 'purchase'),
            sql`${payments.ordersId} = ${JSON.stringify([orderId])}::jsonb`,
          ),
        )
        .orderBy(desc(payments.id))
        .limit(1);
      return row;
    },
    /** The paid purchase payment that covered this order. */
    async paidFor(orderId: number, accountId: number): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.accountId, accountId),
            eq(payments.status, 'paid'),
            eq(payments.type, 'purchase'),
            sql`${payments.ordersId} @> ${JSON.stringify([orderId])}::jsonb`,
          ),
        )
        .orderBy(desc(payments.id))
        .limit(1);
      return row;
    },
    async update(id: number, values: Partial<typeof payments.$inferInsert>, now: Date): Promise<void> {
      await db
        .update(payments)
        .set({ ...values, updatedAt: now })
        .where(eq(payments.id, id));
    },
    /** unpaid → paid exactly once; false when another request got there first. */
    async markPaid(id: number, channel: PaymentRow['channel'], now: Date): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ status: 'paid', channel, paidAt: now, updatedAt: now })
        .where(and(eq(payments.id, id), eq(payments.status, 'unpaid')))
        .returning({ id: payments.id });
      if (rows.length === 1) businessMetrics.paymentsCaptured.inc({ channel: channel ?? 'fund' });
      return rows.length === 1;
    },
  };
}
