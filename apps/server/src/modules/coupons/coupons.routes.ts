import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { CouponService } from './coupon.service.js';

export function couponsRoutes(app: FastifyInstance, options: { coupons: CouponService }): void {
  route(
    app,
    ROUTES.couponLatest,
    // It may grant a gift: `changes` in the table, so it needs the CSRF header although it is a GET.
    { tags: ['coupons'] },
    async (request) => {
      const coupon = await options.coupons.latest(sessionOf(request).ownerAccountId);
      return ok(coupon ? options.coupons.describe(coupon, request.lang) : null);
    },
  );
}
