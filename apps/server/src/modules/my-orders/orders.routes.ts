import {
  authInfoAnswer,
  orderCommitQuery,
  orderIdParams,
  orderInfoAnswer,
  orderStateAnswer,
} from '@portal/contract';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.js';
import { envelopeOf } from '../../plugins/openapi.js';
import { sessionOf } from '../../plugins/request-context.js';
import { requireSession } from '../../plugins/session.js';
import type { OrderService } from './order.service.js';

export function ordersRoutes(app: FastifyInstance, options: { orders: OrderService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { orders } = options;
  r.get(
    '/order/commit',
    {
      preHandler: requireSession,
      // A state-changing GET of the spec: it needs the CSRF header like any write.
      config: { csrf: true },
      schema: {
        tags: ['orders'],
        querystring: orderCommitQuery,
        response: { 200: envelopeOf(orderStateAnswer) },
      },
    },
    async (request) => ok(await orders.commit(sessionOf(request), request.query.id)),
  );
  r.get(
    '/order/authInfo/:id',
    {
      preHandler: requireSession,
      schema: { tags: ['orders'], params: orderIdParams, response: { 200: envelopeOf(authInfoAnswer) } },
    },
    async (request) => ok(await orders.authInfo(sessionOf(request), request.params.id)),
  );
  r.get(
    '/order/cancel/:id',
    {
      preHandler: requireSession,
      config: { csrf: true },
      schema: { tags: ['orders'], params: orderIdParams, response: { 200: envelopeOf(orderStateAnswer) } },
    },
    async (request) => ok(await orders.cancel(sessionOf(request), request.params.id)),
  );
  r.get(
    '/order/caOrderID/:id',
    {
      preHandler: requireSession,
      schema: { tags: ['orders'], params: orderIdParams, response: { 200: envelopeOf(z.string()) } },
    },
    async (request) => ok(await orders.caOrderId(sessionOf(request), request.params.id)),
  );
  r.get(
    '/order/info/:id',
    {
      preHandler: requireSession,
      schema: { tags: ['orders'], params: orderIdParams, response: { 200: envelopeOf(orderInfoAnswer) } },
    },
    async (request) => ok(await orders.info(sessionOf(request), request.params.id, request.lang)),
  );
}
