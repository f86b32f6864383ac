import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { coupons, payments, type PaymentRow } from '../../db/schema/index.js';
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
    /**
     * The purchase that paid the order (the newest paid one naming it): list amount, discount, charged amount and
     * the coupon or promo code used, for every screen that shows what was charged.
     */
    async paidPurchaseFor(orderId: number) {
      const [row] = await db
        .select({
          id: payments.id,
          subtotalCents: payments.subtotalCents,
          discountCents: payments.discountCents,
          totalCents: payments.totalCents,
          ordersId: payments.ordersId,
          promoCode: payments.promoCode,
          couponCode: coupons.code,
        })
        .from(payments)
        .leftJoin(coupons, eq(coupons.id, payments.couponId))
        .where(
          and(
            eq(payments.type, 'purchase'),
            eq(payments.status, 'paid'),
            sql`${payments.ordersId} @> ${JSON.stringify([orderId])}::jsonb`,
          ),
        )
        .orderBy(desc(payments.paidAt))
        .limit(1);
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
