import type { PortalModule } from '../portal-module.js';
import type { CouponService } from './coupon.service.js';
import { couponsRoutes } from './coupons.routes.js';

/** The caller's coupons. */
export const couponsModule: PortalModule<{ coupons: CouponService }> = {
  name: 'coupons',
  register: (api, s) => couponsRoutes(api, { coupons: s.coupons }),
};
