import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { ServedCertificatesService } from './served-certificates.service.js';

/** "Check now" of one order: a few per order and hour (each call may probe up to ten hosts). */
export const CHECK_NOW_LIMIT = { max: 10, windowMs: 60 * 60_000 };

/** The served-certificate checks of an order (the order detail page's "Served certificate" section). */
export function servedCertificatesRoutes(
  app: FastifyInstance,
  options: { served: ServedCertificatesService },
) {
  const { served } = options;
  const tags = ['orders'];
  route(app, ROUTES.servedCertificates, { tags }, async (request) =>
    ok(await served.list(sessionOf(request), request.query.orderID)),
  );
  route(app, ROUTES.servedHistory, { tags }, async (request) =>
    ok(await served.history(sessionOf(request), request.query)),
  );
  route(app, ROUTES.servedHostSet, { tags }, async (request) =>
    ok(await served.setHost(sessionOf(request), request.body)),
  );
  route(
    app,
    ROUTES.servedCheck,
    {
      tags,
      // Counted in the database store (shared by every process), per account and order; after the body is read.
      config: {
        rateLimit: {
          max: CHECK_NOW_LIMIT.max,
          timeWindow: CHECK_NOW_LIMIT.windowMs,
          hook: 'preHandler',
          keyGenerator: (request: { body: unknown; session: { ownerAccountId: number } | null }) =>
            `served-check:${request.session?.ownerAccountId ?? 0}:${String((request.body as { orderID?: unknown } | undefined)?.orderID)}`,
        },
      },
    },
    async (request) => ok(await served.checkNow(sessionOf(request), request.body)),
  );
}
