import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { AuditService } from '../audit/audit.service.js';
import type { RefundService } from '../refunds/refund.service.js';
import type { OrderListService } from '../orders/order-list.service.js';
import type { OrderService } from './order.service.js';

/** My Orders: the list, its CSV export, notes, auto-payment and refund applications. */
export function orderListRoutes(
  app: FastifyInstance,
  options: { list: OrderListService; orders: OrderService; refunds: RefundService; audit: AuditService },
): void {
  const authed = { tags: ['orders'] };

  route(app, ROUTES.orders, authed, async (request) =>
    ok(await options.list.list(sessionOf(request), request.query)),
  );
  // A streamed export of every order: not bound by API_REQUEST_TIMEOUT_MS.
  route(app, ROUTES.ordersCsv, { ...authed, config: { longRunning: true } }, async (request, reply) => {
    const stamp = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${stamp}.csv"`)
      .header('cache-control', 'no-store')
      .send(options.list.csv(sessionOf(request), request.query));
  });

  route(app, ROUTES.orderNoteCreate, authed, async (request) =>
    ok(await options.orders.setNote(sessionOf(request), request.body.orderID, request.body.note)),
  );
  route(app, ROUTES.orderNoteUpdate, authed, async (request) =>
    ok(await options.orders.setNote(sessionOf(request), request.body.orderID, request.body.note)),
  );
  route(app, ROUTES.orderNoteDelete, authed, async (request) =>
    ok(await options.orders.setNote(sessionOf(request), request.body.orderID, '')),
  );
  route(app, ROUTES.orderSubscribe, authed, async (request) =>
    ok(
      await options.orders.subscribe(
        sessionOf(request),
        request.body.orderID,
        request.body.subscribeAutoPayment,
      ),
    ),
  );
  route(app, ROUTES.refund, authed, async (request) => {
    const session = sessionOf(request);
    const refund = await options.refunds.apply(session, request.params.id, request.body, request.lang);
    await options.audit.record(session, request.ip, 'refund.apply', { orderId: request.params.id });
    return ok(refund);
  });
}
