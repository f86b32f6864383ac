import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { AuditService } from '../audit/audit.service.js';
import type { PurchaseService } from './purchase.service.js';

/** The purchase wizard's calls (spec 000 section 7, event/*). */
export function purchaseRoutes(
  app: FastifyInstance,
  options: { purchase: PurchaseService; audit: AuditService },
): void {
  const { purchase } = options;
  const authed = { tags: ['purchase'] };

  route(app, ROUTES.eventCreate, authed, async (request) => {
    await purchase.start(sessionOf(request), request.body);
    return ok(true);
  });

  route(app, ROUTES.eventContactSave, authed, async (request) => {
    await purchase.saveContact(sessionOf(request), request.body);
    return ok(true);
  });
  route(app, ROUTES.csrInfoSave, authed, async (request) =>
    ok(await purchase.saveCsr(sessionOf(request), request.body)),
  );
  route(app, ROUTES.eventInfo, authed, async (request) => ok(await purchase.info(sessionOf(request))));
  route(
    app,
    ROUTES.privateKeyDownload,
    // It hands out key material and records the download: only the portal's own page (with the CSRF header) may ask.
    { ...authed, config: { csrf: true } },
    async (request, reply) => {
      const key = await purchase.privateKey(sessionOf(request), request.ip);
      return reply
        .header('content-type', 'application/x-pem-file')
        .header('content-disposition', `attachment; filename="${key.fileName}"`)
        .header('cache-control', 'no-store')
        .send(key.pem);
    },
  );
  route(app, ROUTES.approverEmail, authed, async (request) =>
    ok(await purchase.approverEmails(sessionOf(request))),
  );
  route(app, ROUTES.orderCreate, authed, async (request) => {
    const session = sessionOf(request);
    const created = await purchase.createOrder(session, request.body);
    // Written right after the order exists (docs/domain/audit.md).
    await options.audit.record(session, request.ip, 'order.create', { orderId: created.id });
    return ok(created);
  });
}
