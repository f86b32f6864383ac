import { ROUTES } from '@portal/contract';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { hookRoutes, methodsOf } from '../../plugins/route-hooks.js';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { OpsTotpService } from './ops-totp.service.js';
import { actorOf } from './ops.service.js';

/** The calls a session may make while compulsory TOTP blocks the rest of the console (enrolment, confirmation). */
const OPEN_WHILE_TOTP_REQUIRED = new Set<string>(
  [ROUTES.opsTotp, ROUTES.opsTotpEnrol, ROUTES.opsTotpActivate, ROUTES.opsConfirm].map(
    (entry) => `${entry.method} /api${entry.path}`,
  ),
);

/**
 * The operator's TOTP (GET ops/totp, enrol, activate, disable) and the compulsory-TOTP gate: with the setting
 * opsTotpRequired on, every other /api/ops call of an operator's session answers 403 code 1032 until the session
 * confirmed a code. The gate runs after the session hook and before the routes' own guard (customers and
 * visitors pass it untouched and are refused by the guard).
 */
export function opsTotpRoutes(
  app: FastifyInstance,
  totp: OpsTotpService,
  limit: { max: number; windowMs: number },
): void {
  const tags = ['ops'];
  // Code guesses: limited like the login.
  const config = { rateLimit: { max: limit.max, timeWindow: limit.windowMs } };

  // On the console's routes only (registered after this: ops.module.ts calls this first), so no other call pays it.
  const gated = (entry: RouteOptions) =>
    entry.url.startsWith('/api/ops/') &&
    !methodsOf(entry).every((method) => OPEN_WHILE_TOTP_REQUIRED.has(`${method} ${entry.url}`));
  hookRoutes(app, 'preValidation', gated, (request: FastifyRequest, _reply, done) => {
    if (!request.session?.capabilities.has('ops')) return done();
    totp.requireTotpIfCompulsory(request.session).then(() => done(), done);
  });

  route(app, ROUTES.opsTotp, { tags }, async (request) => ok(await totp.status(sessionOf(request))));
  route(app, ROUTES.opsTotpEnrol, { tags, config }, async (request) =>
    ok(await totp.enrol(sessionOf(request), actorOf(sessionOf(request), request.ip))),
  );
  route(app, ROUTES.opsTotpActivate, { tags, config }, async (request) =>
    ok(await totp.activate(sessionOf(request), request.body.code, actorOf(sessionOf(request), request.ip))),
  );
  route(app, ROUTES.opsTotpDisable, { tags, config }, async (request) =>
    ok(await totp.disable(sessionOf(request), request.body, actorOf(sessionOf(request), request.ip))),
  );
}
