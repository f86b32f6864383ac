// Method and path of the operator console's catalogue, rates, coupon and promo-code calls (issue 18). Kept out of
// ROUTE_PATHS on purpose: that table is in the web app's entry (the login page's JS budget), and these calls are
// only made by the console's own lazily loaded pages, which import this table (through the contract's index, so it
// lands in their chunk). routes.ts spreads each entry into ROUTES like the others: the server registers them, the
// permission matrix and the security suites cover them.
import type { Capability } from './permissions.js';
import type { RouteMethod } from './route-paths.js';

export const OPS_CATALOGUE_PATHS = {
  opsProducts: { method: 'GET', path: '/ops/products', can: 'ops' },
  opsProductUpdate: { method: 'PUT', path: '/ops/products/:shortName', can: 'ops' },
  opsCategories: { method: 'GET', path: '/ops/categories', can: 'ops' },
  opsCategoriesUpdate: { method: 'PUT', path: '/ops/categories', can: 'ops' },
  opsRates: { method: 'GET', path: '/ops/rates', can: 'ops' },
  opsRateUpdate: { method: 'PUT', path: '/ops/rates/:currency', can: 'ops' },
  opsCoupons: { method: 'GET', path: '/ops/coupons', can: 'ops' },
  opsCouponCreate: { method: 'POST', path: '/ops/coupons', can: 'ops' },
  opsCouponExpire: { method: 'POST', path: '/ops/coupons/:id/expire', can: 'ops' },
  opsPromoCodes: { method: 'GET', path: '/ops/promo-codes', can: 'ops' },
  opsPromoCreate: { method: 'POST', path: '/ops/promo-codes', can: 'ops' },
  opsPromoExpire: { method: 'POST', path: '/ops/promo-codes/:code/expire', can: 'ops' },
  opsCampaigns: { method: 'GET', path: '/ops/campaigns', can: 'ops' },
  opsCampaignCreate: { method: 'POST', path: '/ops/campaigns', can: 'ops' },
  opsCampaignEnd: { method: 'POST', path: '/ops/campaigns/:id/end', can: 'ops' },
} as const satisfies Record<string, { method: RouteMethod; path: string; can: Capability }>;
