import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { CommissionsService } from './commissions.service.js';

/**
 * Spec 001 section 7: GET commission/orders, GET commission/extract, GET commission/extract/detail,
 * POST commission/extract; and GET commission/summary, GET commission/history (the affiliate page's tabs).
 */
export function affiliateRoutes(app: FastifyInstance, commissions: CommissionsService): void {
  const tags = ['affiliate'];

  route(app, ROUTES.commissionOrders, { tags }, async (request) =>
    ok(await commissions.orders(sessionOf(request), request.query, request.lang)),
  );
  route(app, ROUTES.commissionExtracts, { tags }, async (request) =>
    ok(await commissions.extracts(sessionOf(request), request.query)),
  );
  route(app, ROUTES.commissionExtractDetail, { tags }, async (request) =>
    ok(await commissions.extractDetail(sessionOf(request))),
  );
  route(app, ROUTES.commissionExtractCreate, { tags }, async (request) =>
    ok(await commissions.requestPayout(sessionOf(request), request.body, request.ip)),
  );
  route(app, ROUTES.commissionSummary, { tags }, async (request) =>
    ok(await commissions.summary(sessionOf(request))),
  );
  route(app, ROUTES.commissionHistory, { tags }, async (request) =>
    ok(await commissions.history(sessionOf(request), request.query, request.lang)),
  );
}
