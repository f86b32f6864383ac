import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { RenewalPreferencesService } from './renewal-preferences.service.js';

/**
 * Renewal preferences of an order (the order area's auto-renewal and do-not-renew modals) and the expiry notices
 * (My Account's list, an order's own).
 */
export function lifecycleRoutes(app: FastifyInstance, options: { preferences: RenewalPreferencesService }) {
  const notices = options.preferences.expiryNotices;
  route(app, ROUTES.orderRenewal, { tags: ['orders'] }, async (request) =>
    ok(await options.preferences.set(sessionOf(request), request.body)),
  );
  route(app, ROUTES.accountExpiryNotices, { tags: ['account'] }, async (request) =>
    ok(await notices.account(sessionOf(request))),
  );
  route(app, ROUTES.accountExpiryNoticesSave, { tags: ['account'] }, async (request) =>
    ok(await notices.setAccount(sessionOf(request), request.body)),
  );
  route(app, ROUTES.orderExpiryNotices, { tags: ['orders'] }, async (request) =>
    ok(await notices.order(sessionOf(request), request.query.orderID)),
  );
  route(app, ROUTES.orderExpiryNoticesSave, { tags: ['orders'] }, async (request) =>
    ok(await notices.setOrder(sessionOf(request), request.body)),
  );
}
