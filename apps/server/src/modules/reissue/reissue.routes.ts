import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import { checkAnswer } from '../validation/check-answer.js';
import type { ReissueService } from './reissue.service.js';

export function reissueRoutes(app: FastifyInstance, options: { reissues: ReissueService }): void {
  const { reissues } = options;
  const authed = { tags: ['reissue'] };
  const withCsrf = { ...authed, config: { csrf: true } };

  route(app, ROUTES.reissueCreate, authed, async (request) =>
    ok(await reissues.create(sessionOf(request), request.params.id, request.body, request.lang)),
  );
  route(app, ROUTES.reissueList, authed, async (request) =>
    ok(await reissues.list(sessionOf(request), request.query.orderID)),
  );
  // An issued reissue's answer carries its private key: only the portal's own page (CSRF header) may ask.
  route(app, ROUTES.reissueDetail, withCsrf, async (request) =>
    ok(await reissues.detail(sessionOf(request), request.params.id, request.ip)),
  );
  route(app, ROUTES.reissueCert, withCsrf, async (request) =>
    ok(await reissues.cert(sessionOf(request), request.params.id, request.ip)),
  );
  route(app, ROUTES.reissueCommit, withCsrf, async (request) =>
    ok(await reissues.commit(sessionOf(request), request.params.id, request.lang)),
  );
  route(app, ROUTES.reissueAuthInfo, authed, async (request) =>
    ok(await reissues.authInfo(sessionOf(request), request.params.id)),
  );
  route(app, ROUTES.reissueAuthz, withCsrf, async (request) => {
    const result = await reissues.authorize(sessionOf(request), request.params.id);
    return ok(
      checkAnswer(result, { id: result.reissue.orderId, status: result.reissue.status }, request.lang),
    );
  });
}
