import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import type { OpsMarginService } from './ops-margin.service.js';
import type { OpsOverviewService } from './ops-overview.service.js';

/** GET ops/overview: the console's landing page; GET ops/upstream-margin: the monthly margin report. */
export function opsOverviewRoutes(
  app: FastifyInstance,
  overview: OpsOverviewService,
  margin: OpsMarginService,
): void {
  // The console's report over every account: not bound by API_REQUEST_TIMEOUT_MS.
  route(app, ROUTES.opsOverview, { tags: ['ops'], config: { longRunning: true } }, async (request) =>
    ok(await overview.overview(request.query)),
  );
  route(app, ROUTES.opsUpstreamMargin, { tags: ['ops'], config: { longRunning: true } }, async (request) =>
    ok(await margin.report(request.query)),
  );
}
