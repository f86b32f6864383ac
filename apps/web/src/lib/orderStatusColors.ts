import { ORDER_STATUS } from '@portal/contract';

const S = ORDER_STATUS;

/** The tag colour of each order status (orders and their reissues share the numbers): the one map of the app. */
const ORDER_STATUS_COLORS: Readonly<Record<number, string>> = {
  [S.needAuth]: 'orange',
  [S.pending]: 'gold',
  [S.issued]: 'green',
  [S.complete]: 'green',
  [S.invalid]: 'default',
  [S.cancel]: 'default',
  [S.refunded]: 'purple',
  [S.revoking]: 'volcano',
  [S.revoked]: 'red',
  [S.expired]: 'default',
  [S.refunding]: 'purple',
  [S.underReview]: 'blue',
  [S.waitingSubmit]: 'cyan',
  [S.failed]: 'red',
};

/** The antd Tag colour of an order or reissue status (`default` for a number outside 0-13). */
export function orderStatusColor(status: number): string {
  return ORDER_STATUS_COLORS[status] ?? 'default';
}
