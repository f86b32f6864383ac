import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import type { OpsOverviewService } from './ops-overview.service.js';

/** GET ops/overview: the console's landing page. */
export function opsOverviewRoutes(app: FastifyInstance, overview: OpsOverviewService): void {
  // The console's report over every account: not bound by API_REQUEST_TIMEOUT_MS.
  route(app, ROUTES.opsOverview, { tags: ['ops'], config: { longRunning: true } }, async (request) =>
    ok(await overview.overview(request.query)),
  );
}
