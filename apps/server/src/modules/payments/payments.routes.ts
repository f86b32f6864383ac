import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { PaymentService } from './payment.service.js';

export function paymentsRoutes(app: FastifyInstance, options: { payments: PaymentService }): void {
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
  route(app, ROUTES.paymentSubmit, authed, async (request) =>
    ok(await payments.submit(sessionOf(request), request.params.paymentId, request.query.channel)),
  );
  route(app, ROUTES.freeTrial, authed, async (request) =>
    ok(await payments.startTrial(sessionOf(request), request.params.id)),
  );
}
