import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import type { OpsOverviewService } from './ops-overview.service.js';

/** GET ops/overview: the console's landing page. */
export function opsOverviewRoutes(app: FastifyInstance, overview: OpsOverviewService): void {
  route(app, ROUTES.opsOverview, { tags: ['ops'] }, async (request) =>
    ok(await overview.overview(request.query)),
  );
}
