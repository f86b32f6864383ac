import { couponLatestAnswer } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.js';
import { envelopeOf } from '../../plugins/openapi.js';
import { sessionOf } from '../../plugins/request-context.js';
import { requireSession } from '../../plugins/session.js';
import type { CouponService } from './coupon.service.js';

export function couponsRoutes(app: FastifyInstance, options: { coupons: CouponService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/coupon/latest',
    {
      preHandler: requireSession,
      // It may grant a gift: state-changing, so it needs the CSRF header although it is a GET.
      config: { csrf: true },
      schema: { tags: ['coupons'], response: { 200: envelopeOf(couponLatestAnswer) } },
    },
    async (request) => {
      const coupon = await options.coupons.latest(sessionOf(request).ownerAccountId);
      return ok(coupon ? options.coupons.describe(coupon, request.lang) : null);
    },
  );
}
