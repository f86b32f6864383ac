import { ANY_STATUS, REVIEW_STATUS } from './logic/opsOrdersQuery';

/** The console's addresses; the review queue and the orders list are one page with another status. */
export const OPS_PATHS = {
  queue: `/ops/orders?status=${REVIEW_STATUS}`,
  orders: `/ops/orders?status=${ANY_STATUS}`,
  credit: '/ops/credit',
  audit: '/ops/audit',
} as const;

/** The menu entry of the page shown: /ops/orders is the queue unless another status is chosen. */
export function opsMenuKey(pathname: string, search: string): string {
  if (pathname.startsWith('/ops/credit')) return OPS_PATHS.credit;
  if (pathname.startsWith('/ops/audit')) return OPS_PATHS.audit;
  const status = new URLSearchParams(search).get('status');
  return status === null || status === String(REVIEW_STATUS) ? OPS_PATHS.queue : OPS_PATHS.orders;
}
