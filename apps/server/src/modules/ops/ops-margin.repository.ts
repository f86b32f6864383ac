import { ORDER_STATUS } from '@portal/contract';
import { and, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { SETTLEMENT_CURRENCY } from '../upstreams/wholesale.js';

/**
 * The margin report's one statement (docs/domain/upstreams.md "Wholesale cost"): paid orders submitted to an
 * upstream, by the UTC month they were paid and their upstream. Read-only, across accounts.
 */
export function createOpsMarginRepository(db: Executor) {
  return {
    async perMonth(from: Date) {
      const month = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM')`;
      const known = sql`${orders.upstreamCostCents} is not null and ${orders.upstreamCostCurrency} = ${SETTLEMENT_CURRENCY}`;
      return db
        .select({
          month,
          upstream: sql<string>`${orders.caName}`,
          orders: sql<number>`count(*)`.mapWith(Number),
          revenueCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)`.mapWith(Number),
          costCents:
            sql<number>`coalesce(sum(${orders.upstreamCostCents}) filter (where ${known}), 0)`.mapWith(
              Number,
            ),
          knownRevenueCents:
            sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${known}), 0)`.mapWith(Number),
          costUnknown: sql<number>`count(*) filter (where not (${known}))`.mapWith(Number),
        })
        .from(orders)
        .where(
          and(
            eq(orders.paid, true),
            ne(orders.status, ORDER_STATUS.refunded),
            isNotNull(orders.caName),
            isNotNull(orders.paidAt),
            gte(orders.paidAt, from),
          ),
        )
        .groupBy(month, orders.caName)
        .orderBy(sql`1 desc`, sql`2 asc`);
    },
  };
}
