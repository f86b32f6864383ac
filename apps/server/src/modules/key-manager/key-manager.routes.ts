import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { KeyManagerService } from './key-manager.service.js';

export function keyManagerRoutes(app: FastifyInstance, options: { keyManager: KeyManagerService }): void {
  const tags = ['key manager'];
  // Packs the chosen orders' certificates and keys: not bound by API_REQUEST_TIMEOUT_MS.
  route(app, ROUTES.keyManagerExport, { tags, config: { longRunning: true } }, async (request) =>
    ok(await options.keyManager.create(sessionOf(request), request.query.ordersID, request.lang, request.ip)),
  );
  // The key manager's own fetch: authorised by the one-time token, not a browser session.
  route(app, ROUTES.keyManagerFetch, { tags, config: { csrf: false } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await options.keyManager.fetch(request.params.id, request.query.token));
  });
}
