import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { DcvManageService } from './dcv-manage.service.js';

export function dcvManageRoutes(app: FastifyInstance, options: { dcv: DcvManageService }): void {
  const { dcv } = options;
  const authed = { tags: ['validation'] };

  route(app, ROUTES.dcvStatus, authed, async (request) =>
    ok(await dcv.status(sessionOf(request), request.params.id)),
  );
  route(app, ROUTES.verifyEmail, authed, async (request) => ok(dcv.verifyEmails(request.query.domain)));
  route(app, ROUTES.authMethod, authed, async (request) =>
    ok(await dcv.replaceMethod(sessionOf(request), request.body, request.lang)),
  );
  route(
    app,
    ROUTES.resendDcvEmail,
    {
      ...authed,
      // Sends mail (`changes` in the table: the CSRF header is needed) to an address the customer does not own, so
      // it is limited per order (a few resends per hour).
      config: {
        rateLimit: {
          max: 5,
          timeWindow: 60 * 60_000,
          keyGenerator: (request: { params: unknown; session: { ownerAccountId: number } | null }) =>
            `resend-dcv:${request.session?.ownerAccountId ?? 0}:${String((request.params as { id?: string }).id)}`,
        },
      },
    },
    async (request) =>
      ok(await dcv.resend(sessionOf(request), request.params.id, request.query.email, request.lang)),
  );
  route(app, ROUTES.removeDomain, authed, async (request) =>
    ok(await dcv.removeDomain(sessionOf(request), request.params.id, request.query.domain)),
  );
}
