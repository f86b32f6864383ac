import { ROUTES } from '@portal/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { hookRoutes, takesBody } from '../../plugins/route-hooks.js';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { AuditService } from './audit.service.js';

/** GET log: the team's audit log (capability audit.read, guarded by route()). */
export function auditRoutes(app: FastifyInstance, options: { audit: AuditService }): void {
  route(app, ROUTES.auditLog, { tags: ['audit'] }, async (request) =>
    ok(await options.audit.list(sessionOf(request), request.query, request.lang)),
  );
}

/**
 * Every state-changing call made with an API key (a write method, or a GET the route table marks `changes`) that
 * succeeded is recorded as `apiKey.call` with its method and route. Browser sessions are left out (their actions
 * are recorded by name where they happen), and so are reads: nothing is written on a plain GET, and a GET route
 * does not even carry the hook (registered before the routes: auditModule.prepare).
 */
export function recordKeyCalls(app: FastifyInstance, options: { audit: AuditService }): void {
  const changing = (route: RouteOptions) => takesBody(route) || route.config?.changes === true;
  hookRoutes(app, 'onResponse', changing, (request, reply, done) => {
    const session = request.session;
    if (session?.via !== 'key' || reply.statusCode >= 400) return done();
    options.audit
      .record(session, request.ip, 'apiKey.call', {
        method: request.method,
        route: request.routeOptions.url ?? request.url.split('?')[0]!,
      })
      .catch((error: unknown) => {
        // The answer is already sent: a failed write is logged, never turned into an error for the caller.
        request.log.error({ err: error }, 'audit of an API key call failed');
      })
      .finally(() => done());
  });
}
