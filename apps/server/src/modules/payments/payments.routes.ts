import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { AuditService } from '../audit/audit.service.js';
import type { PaymentService } from './payment.service.js';

export function paymentsRoutes(
  app: FastifyInstance,
  options: { payments: PaymentService; audit: AuditService },
): void {
  const { payments } = options;
  const authed = { tags: ['payments'] };

  route(app, ROUTES.orderDetail, authed, async (request) =>
    ok(await payments.orderDetail(sessionOf(request), request.params.id, request.query, request.lang)),
  );
  route(app, ROUTES.paymentMethods, authed, async (request) =>
    ok(payments.methods(sessionOf(request), request.lang)),
  );
  route(app, ROUTES.paymentCreate, authed, async (request) =>
    ok(await payments.create(sessionOf(request), request.body)),
  );
  // Audit entries are written right after the action succeeded (docs/domain/audit.md).
  route(app, ROUTES.paymentSubmit, authed, async (request) => {
    const session = sessionOf(request);
    const paid = await payments.submit(session, request.params.paymentId, request.query.channel);
    // Paid by balance now; a card-wallet payment is recorded when it is captured (payment/query).
    if (paid.status === 'paid')
      await options.audit.recordOnce(
        session,
        request.ip,
        'payment.pay',
        {
          paymentId: paid.paymentID,
          channel: paid.channel,
          amount: paid.totalAmount.toFixed(2),
          orders: paid.ordersID.join(', '),
        },
        'paymentId',
      );
    return ok(paid);
  });
  route(app, ROUTES.freeTrial, authed, async (request) => {
    const session = sessionOf(request);
    const trial = await payments.startTrial(session, request.params.id);
    await options.audit.record(session, request.ip, 'order.trial', { orderId: trial.id });
    return ok(trial);
  });
}
