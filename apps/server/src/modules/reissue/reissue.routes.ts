import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { AccountService } from '../account/account.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { OrderService } from '../my-orders/order.service.js';
import type { SessionContext } from '../../lib/session-context.js';
import { checkAnswer } from '../validation/check-answer.js';
import type { ReissueService } from './reissue.service.js';

export function reissueRoutes(
  app: FastifyInstance,
  options: { reissues: ReissueService; audit: AuditService; orders: OrderService; accounts: AccountService },
): void {
  const { reissues } = options;
  const authed = { tags: ['reissue'] };
  // The service records a view of the key; a certificate without one is recorded as a download here (not on the
  // detail page, which shows the same answer).
  const reissueCert = async (session: SessionContext, id: string, ip: string) => {
    const found = await reissues.cert(session, id, ip);
    if (!found.key)
      await options.audit.record(session, ip, 'certificate.download', { reissueId: id, sha1: found.sha1 });
    return found;
  };

  route(app, ROUTES.reissueCreate, authed, async (request) => {
    const session = sessionOf(request);
    const reissue = await reissues.create(session, request.params.id, request.body, request.lang);
    await options.audit.record(session, request.ip, 'order.reissue', {
      orderId: request.params.id,
      reissueId: reissue.id,
    });
    return ok(reissue);
  });
  route(app, ROUTES.reissueList, authed, async (request) =>
    ok(await reissues.list(sessionOf(request), request.query.orderID)),
  );
  // An issued reissue's answer carries its private key: only the portal's own page (CSRF header) may ask.
  route(app, ROUTES.reissueDetail, authed, async (request) => {
    const session = sessionOf(request);
    const detail = await reissues.detail(session, request.params.id, request.ip);
    // The spec's answer: the order's detail and the refund data (the profile's) besides the reissue's own.
    const [order, profile] = await Promise.all([
      options.orders.info(session, detail.orderID, request.lang),
      options.accounts.profile(session),
    ]);
    return ok({
      ...detail,
      orderDetail: order.orderDetail,
      profile: { email: profile.contactInfo.email, telephone: profile.enterpriseInfo.telephone },
    });
  });
  route(app, ROUTES.reissueCert, authed, async (request) =>
    ok(await reissueCert(sessionOf(request), request.params.id, request.ip)),
  );
  route(app, ROUTES.reissueCommit, authed, async (request) =>
    ok(await reissues.commit(sessionOf(request), request.params.id, request.lang)),
  );
  route(app, ROUTES.reissueAuthInfo, authed, async (request) =>
    ok(await reissues.authInfo(sessionOf(request), request.params.id)),
  );
  route(app, ROUTES.reissueAuthz, authed, async (request) => {
    const result = await reissues.authorize(sessionOf(request), request.params.id);
    return ok(
      checkAnswer(result, { id: result.reissue.orderId, status: result.reissue.status }, request.lang),
    );
  });
}
