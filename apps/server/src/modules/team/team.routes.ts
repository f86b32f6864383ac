import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { TeamService } from './team.service.js';

/** Spec 001 section 7: sub-account, sub-accounts, sub-accounts/{uid}, sub-accounts/{uid}/passwd. */
export function teamRoutes(app: FastifyInstance, team: TeamService): void {
  const tags = ['team'];

  route(app, ROUTES.subAccountCreate, { tags }, async (request) =>
    ok(await team.create(sessionOf(request), request.ip, request.body, request.lang)),
  );

  route(app, ROUTES.subAccounts, { tags }, async (request) =>
    ok(await team.list(sessionOf(request), request.query)),
  );

  route(app, ROUTES.subAccountUpdate, { tags }, async (request) =>
    ok(await team.update(sessionOf(request), request.ip, request.params.uid, request.body)),
  );

  route(app, ROUTES.subAccountResend, { tags }, async (request) => {
    await team.resend(sessionOf(request), request.ip, request.params.uid, request.lang);
    return ok(true);
  });
}
