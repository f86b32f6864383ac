import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { AuditService } from '../audit/audit.service.js';
import type { OrderService } from './order.service.js';

export function ordersRoutes(
  app: FastifyInstance,
  options: { orders: OrderService; audit: AuditService },
): void {
  const { orders } = options;
  const authed = { tags: ['orders'] };
  route(
    app,
    ROUTES.orderCommit,
    // A state-changing GET of the spec: it needs the CSRF header like any write.
    authed,
    async (request) => ok(await orders.commit(sessionOf(request), request.query.id)),
  );
  route(app, ROUTES.orderAuthInfo, authed, async (request) =>
    ok(await orders.authInfo(sessionOf(request), request.params.id)),
  );
  route(app, ROUTES.orderCancel, authed, async (request) => {
    const session = sessionOf(request);
    const cancelled = await orders.cancel(session, request.params.id);
    await options.audit.record(session, request.ip, 'order.cancel', { orderId: cancelled.id });
    return ok(cancelled);
  });
  route(app, ROUTES.orderCaOrderId, authed, async (request) =>
    ok(await orders.caOrderId(sessionOf(request), request.params.id)),
  );
  route(app, ROUTES.orderInfo, authed, async (request) =>
    ok(await orders.info(sessionOf(request), request.params.id, request.lang)),
  );
}
