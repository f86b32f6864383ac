import { OPS_CONTENT_PATHS } from './content/contentPaths';
import { ANY_STATUS, REVIEW_STATUS } from './logic/opsOrdersQuery';

/** The console's addresses; the review queue and the orders list are one page with another status. */
export const OPS_PATHS = {
  overview: '/ops/overview',
  security: '/ops/security',
  queue: `/ops/orders?status=${REVIEW_STATUS}`,
  orders: `/ops/orders?status=${ANY_STATUS}`,
  users: '/ops/users',
  refunds: '/ops/refunds',
  payouts: '/ops/payouts',
  offline: '/ops/payments/offline',
  credit: '/ops/credit',
  audit: '/ops/audit',
  products: '/ops/catalogue/products',
  tabs: '/ops/catalogue/tabs',
  rates: '/ops/catalogue/rates',
  coupons: '/ops/catalogue/coupons',
  upstreams: '/ops/upstreams',
} as const;

/** One user's page (profile, team, orders, ledger and the actions). */
export const opsUserPath = (uid: string) => `${OPS_PATHS.users}/${encodeURIComponent(uid)}`;

/** The menu entry of the page shown: /ops/orders is the queue unless another status is chosen. */
export function opsMenuKey(pathname: string, search: string): string {
  for (const key of [
    'overview',
    'security',
    'users',
    'refunds',
    'payouts',
    'offline',
    'credit',
    'audit',
    'products',
    'tabs',
    'rates',
    'coupons',
    'upstreams',
  ] as const)
    if (pathname.startsWith(OPS_PATHS[key])) return OPS_PATHS[key];
  for (const path of Object.values(OPS_CONTENT_PATHS)) if (pathname.startsWith(path)) return path;
  const status = new URLSearchParams(search).get('status');
  return status === null || status === String(REVIEW_STATUS) ? OPS_PATHS.queue : OPS_PATHS.orders;
}
