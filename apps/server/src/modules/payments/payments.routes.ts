import {
  freeTrialAnswer,
  orderDetailQuery,
  orderIdParams,
  orderPaymentDetail,
  paymentCreateAnswer,
  paymentCreateBody,
  paymentIdParams,
  paymentMethodsAnswer,
  paymentSubmitAnswer,
  paymentSubmitQuery,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.js';
import { envelopeOf } from '../../plugins/openapi.js';
import { sessionOf } from '../../plugins/request-context.js';
import { requireSession } from '../../plugins/session.js';
import type { PaymentService } from './payment.service.js';

export function paymentsRoutes(app: FastifyInstance, options: { payments: PaymentService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { payments } = options;
  const authed = { preHandler: requireSession };

  r.get(
    '/order/detail/:id',
    {
      ...authed,
      schema: {
        tags: ['payments'],
        params: orderIdParams,
        querystring: orderDetailQuery,
        response: { 200: envelopeOf(orderPaymentDetail) },
      },
    },
    async (request) =>
      ok(await payments.orderDetail(sessionOf(request), request.params.id, request.query, request.lang)),
  );
  r.get(
    '/payment/methods',
    { ...authed, schema: { tags: ['payments'], response: { 200: envelopeOf(paymentMethodsAnswer) } } },
    async (request) => ok(payments.methods(sessionOf(request), request.lang)),
  );
  r.post(
    '/orders/payment/create',
    {
      ...authed,
      schema: {
        tags: ['payments'],
        body: paymentCreateBody,
        response: { 200: envelopeOf(paymentCreateAnswer) },
      },
    },
    async (request) => ok(await payments.create(sessionOf(request), request.body)),
  );
  r.post(
    '/payment/submit/:paymentId',
    {
      ...authed,
      schema: {
        tags: ['payments'],
        params: paymentIdParams,
        querystring: paymentSubmitQuery,
        response: { 200: envelopeOf(paymentSubmitAnswer) },
      },
    },
    async (request) =>
      ok(await payments.submit(sessionOf(request), request.params.paymentId, request.query.channel)),
  );
  r.put(
    '/order/free_trial/:id',
    {
      ...authed,
      schema: { tags: ['payments'], params: orderIdParams, response: { 200: envelopeOf(freeTrialAnswer) } },
    },
    async (request) => ok(await payments.startTrial(sessionOf(request), request.params.id)),
  );
}
