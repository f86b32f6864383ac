import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { RenewalPreferencesService } from './renewal-preferences.service.js';

/** Renewal preferences of an order (the order area's auto-renewal and do-not-renew modals). */
export function lifecycleRoutes(app: FastifyInstance, options: { preferences: RenewalPreferencesService }) {
  route(app, ROUTES.orderRenewal, { tags: ['orders'] }, async (request) =>
    ok(await options.preferences.set(sessionOf(request), request.body)),
  );
}
