// My Orders' filter tags as SQL conditions on `orders` (DESIGN section 3): the one definition the order list, its
// CSV export and the dashboard's counts share, so a tag means the same on every screen.
import { and, eq, lte, notInArray, type SQL, type SQLWrapper } from 'drizzle-orm';
import { CLOSED_ORDER_STATUSES, ORDER_STATUS, type OrderTag } from '@portal/contract';
import { orders } from './schema/index.js';

/** Statuses after which an unpaid order is no longer "unpaid" but closed. */
const CLOSED = [...CLOSED_ORDER_STATUSES];

/** Tags that are one status each. */
export const STATUS_OF_TAG: Partial<Record<OrderTag, number>> = {
  unauthz: ORDER_STATUS.needAuth,
  waitCommit: ORDER_STATUS.waitingSubmit,
  issued: ORDER_STATUS.issued,
  complete: ORDER_STATUS.complete,
  refunded: ORDER_STATUS.refunded,
  cancel: ORDER_STATUS.cancel,
  revoking: ORDER_STATUS.revoking,
  revoked: ORDER_STATUS.revoked,
  failed: ORDER_STATUS.failed,
};

/**
 * The condition of `tag` (undefined: no condition). `payBy` is the instant a needPay order's trial ends by at the
 * latest (now + the pay window); only needPay reads it.
 */
export function orderTagCondition(tag: OrderTag, payBy?: SQLWrapper): SQL | undefined {
  const status = STATUS_OF_TAG[tag];
  if (status !== undefined) return eq(orders.status, status);
  switch (tag) {
    case 'paid':
      return eq(orders.paid, true);
    case 'unpaid':
      return and(eq(orders.paid, false), notInArray(orders.status, CLOSED));
    case 'freeTrial':
      return and(eq(orders.freeTrial, true), eq(orders.paid, false));
    case 'needPay':
      if (!payBy) throw new Error('the needPay tag needs the end of the pay window');
      // The trial ends within the pay window (or has ended) and the order is still unpaid and open.
      return and(
        eq(orders.freeTrial, true),
        eq(orders.paid, false),
        notInArray(orders.status, CLOSED),
        lte(orders.trialEndsAt, payBy),
      );
    default:
      return undefined;
  }
}
