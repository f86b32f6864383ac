// SQL pieces the lifecycle's statements share: the subscription's end, day intervals, lifecycle marks.
import { OPEN_ORDER_STATUSES } from '@portal/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { lifecycleMarks, orders } from '../../db/schema/index.js';

/** Whole days as hours: exact whatever the session's time zone (a `days` interval follows its DST). */
export const DAY_INTERVAL = (days: number) => sql`make_interval(hours => ${days * 24}::int)`;

/** The end of a paid order's subscription: paid_at + validity months, counted in UTC (see subscription.ts). */
export const subscriptionEnd = sql`((${orders.paidAt} at time zone 'UTC' + make_interval(months => ${orders.validity})) at time zone 'UTC')`;
/** The step key suffix of that end (YYYY-MM-DD in UTC), the same text as `endKey` in subscription.ts. */
export const endKey = sql`to_char(${subscriptionEnd} at time zone 'UTC', 'YYYY-MM-DD')`;

export function markExists(step: SQL): SQL {
  return sql`exists (select 1 from ${lifecycleMarks} where ${lifecycleMarks.orderId} = ${orders.id} and ${lifecycleMarks.step} = ${step})`;
}

/** A paid renewal of the order exists (bought by hand or by auto-renewal). */
export const paidRenewalExists = sql`exists (select 1 from ${orders} as r where r.renewal_of = ${orders.id} and r.paid)`;

export const unpaidTrial = and(
  eq(orders.freeTrial, true),
  eq(orders.paid, false),
  inArray(orders.status, [...OPEN_ORDER_STATUSES]),
);

/** Limits a run to one account (support, tests sharing one database); the jobs look at every account. */
export interface LifecycleScope {
  accountId?: number;
}
