import { ORDER_STATUS } from '@portal/contract';
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders, payments, payouts, pricingRequests, refunds } from '../../db/schema/index.js';
import { inboxStateWhere } from '../pricing-requests/inbox-state.js';

/** What the queue pages list: the conditions of ops.repository's pages (ops-overview.test.ts compares the totals). */
export const QUEUE_CONDITIONS = {
  review: eq(orders.status, ORDER_STATUS.underReview),
  refunds: eq(refunds.status, 'pending'),
  payouts: inArray(payouts.status, ['requested', 'processing']),
  offlinePayments: and(eq(payments.status, 'unpaid'), eq(payments.channel, 'offline')),
  /** The pricing-request inbox's `state=new` tab. */
  requests: inboxStateWhere('new'),
};

/**
 * The console's overview (docs/domain/operator-console.md "Overview"): three read-only statements across
 * accounts. Indexes: sales by payments_paid_purchases_idx (paid purchases by paid_at), the status counts by an
 * index-only scan of orders_status_idx, the queues by their partial or leading indexes.
 */
export function createOpsOverviewRepository(db: Executor) {
  return {
    /** Paid purchase payments per UTC day (YYYY-MM-DD) from `from` on; days without sales are absent. */
    async salesPerDay(from: Date) {
      const day = sql<string>`to_char(${payments.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      return db
        .select({
          day,
          cents: sql<number>`sum(${payments.totalCents})`.mapWith(Number),
          payments: count(),
        })
        .from(payments)
        .where(and(eq(payments.status, 'paid'), eq(payments.type, 'purchase'), gte(payments.paidAt, from)))
        .groupBy(day);
    },

    /** Orders of every account per status (statuses without orders are absent). */
    async ordersByStatus() {
      return db.select({ status: orders.status, orders: count() }).from(orders).groupBy(orders.status);
    },

    /** The queues' lengths in one statement. */
    async queueLengths() {
      const [row] = await db
        .select({
          review:
            sql<number>`(${db.select({ n: count() }).from(orders).where(QUEUE_CONDITIONS.review)})`.mapWith(
              Number,
            ),
          refunds:
            sql<number>`(${db.select({ n: count() }).from(refunds).where(QUEUE_CONDITIONS.refunds)})`.mapWith(
              Number,
            ),
          payouts:
            sql<number>`(${db.select({ n: count() }).from(payouts).where(QUEUE_CONDITIONS.payouts)})`.mapWith(
              Number,
            ),
          offlinePayments: sql<number>`(${db
            .select({ n: count() })
            .from(payments)
            .where(QUEUE_CONDITIONS.offlinePayments)})`.mapWith(Number),
          requests: sql<number>`(${db
            .select({ n: count() })
            .from(pricingRequests)
            .where(QUEUE_CONDITIONS.requests)})`.mapWith(Number),
        })
        .from(sql`(select 1) as one`);
      return row!;
    },
  };
}
