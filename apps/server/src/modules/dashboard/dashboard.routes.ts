import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { DashboardService } from './dashboard.service.js';

/** Spec 001 section 7: GET dashboard (capability orders.read). */
export function dashboardRoutes(app: FastifyInstance, dashboard: DashboardService): void {
  route(app, ROUTES.dashboard, { tags: ['dashboard'] }, async (request) =>
    ok(await dashboard.summary(sessionOf(request))),
  );
}
