import { ROUTES } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MINUTE } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { PricingRequestLimits } from './pricing-request-limits.js';
import type { CheckedRequest, PricingRequestsService } from './pricing-requests.service.js';

/**
 * Spec 002 section 7: POST promote/create?table=… and POST promote/email. A request is checked completely first;
 * only a request that would be stored counts against the limits (a form sent back with a missing field costs
 * nothing), and one over a limit is refused before anything is written or mailed.
 */
export function pricingRequestsRoutes(
  app: FastifyInstance,
  requests: PricingRequestsService,
  limits: PricingRequestLimits,
): void {
  const tags = ['pricing requests'];
  // Counted by @fastify/rate-limit's store: in the database, so every process on one PostgreSQL shares the counts.
  const perAccount = app.createRateLimit({
    max: limits.perAccount,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `pricingRequests|account|${sessionOf(request).accountId}`,
  });
  const perIp = app.createRateLimit({
    max: limits.perIp,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `pricingRequests|ip|${request.ip}`,
  });

  async function storeWithinLimits(request: FastifyRequest, checked: CheckedRequest) {
    for (const limit of [perAccount, perIp]) {
      const counted = await limit(request);
      if (!counted.isAllowed && counted.isExceeded)
        throw new AppError('tooManyRequests', 'pricingRequests.errors.tooMany', {
          minutes: Math.max(1, Math.ceil(counted.ttl / MINUTE)),
        });
    }
    return requests.store(sessionOf(request), { ip: request.ip, lang: request.lang }, checked);
  }

  route(app, ROUTES.promoteCreate, { tags }, async (request) =>
    ok(await storeWithinLimits(request, await requests.checkTable(request.query.table, request.body))),
  );

  route(app, ROUTES.promoteEmail, { tags }, async (request) => {
    const { salesVoucher, ...fields } = request.body;
    // The body schema let only one non-empty file part through.
    const checked = await requests.checkGuarantee(fields, salesVoucher as Uint8Array);
    return ok(await storeWithinLimits(request, checked));
  });
}
