import {
  listOf,
  orderListRow,
  orderNoteBody,
  orderNoteDeleteBody,
  ordersCsvQuery,
  ordersQuery,
  orderSubscribeBody,
  orderIdParams,
  refundAnswer,
  refundBody,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../plugins/envelope.js';
import { envelopeOf } from '../../plugins/openapi.js';
import { sessionOf } from '../../plugins/request-context.js';
import { requireSession } from '../../plugins/session.js';
import type { RefundService } from '../refunds/refund.service.js';
import type { OrderListService } from '../orders/order-list.service.js';
import type { OrderService } from './order.service.js';

/** My Orders: the list, its CSV export, notes, auto-payment and refund applications. */
export function orderListRoutes(
  app: FastifyInstance,
  options: { list: OrderListService; orders: OrderService; refunds: RefundService },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const authed = { preHandler: requireSession };
  const tags = ['orders'];

  r.get(
    '/orders',
    {
      ...authed,
      schema: { tags, querystring: ordersQuery, response: { 200: envelopeOf(listOf(orderListRow)) } },
    },
    async (request) => ok(await options.list.list(sessionOf(request), request.query)),
  );
  r.get(
    '/orders/csv',
    { ...authed, schema: { tags, querystring: ordersCsvQuery } },
    async (request, reply) => {
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${stamp}.csv"`)
        .header('cache-control', 'no-store')
        .send(options.list.csv(sessionOf(request), request.query));
    },
  );

  const noteAnswer = envelopeOf(z.object({ id: z.number().int(), note: z.string() }));
  r.post(
    '/order/note',
    { ...authed, schema: { tags, body: orderNoteBody, response: { 200: noteAnswer } } },
    async (request) =>
      ok(await options.orders.setNote(sessionOf(request), request.body.orderID, request.body.note)),
  );
  r.put(
    '/order/note',
    { ...authed, schema: { tags, body: orderNoteBody, response: { 200: noteAnswer } } },
    async (request) =>
      ok(await options.orders.setNote(sessionOf(request), request.body.orderID, request.body.note)),
  );
  r.delete(
    '/order/note',
    { ...authed, schema: { tags, body: orderNoteDeleteBody, response: { 200: noteAnswer } } },
    async (request) => ok(await options.orders.setNote(sessionOf(request), request.body.orderID, '')),
  );
  r.put(
    '/order/subscribe',
    {
      ...authed,
      schema: {
        tags,
        body: orderSubscribeBody,
        response: { 200: envelopeOf(z.object({ id: z.number().int(), subscribeAutoPayment: z.boolean() })) },
      },
    },
    async (request) =>
      ok(
        await options.orders.subscribe(
          sessionOf(request),
          request.body.orderID,
          request.body.subscribeAutoPayment,
        ),
      ),
  );
  r.post(
    '/payment/refund/:id',
    {
      ...authed,
      schema: { tags, params: orderIdParams, body: refundBody, response: { 200: envelopeOf(refundAnswer) } },
    },
    async (request) =>
      ok(await options.refunds.apply(sessionOf(request), request.params.id, request.body, request.lang)),
  );
}
