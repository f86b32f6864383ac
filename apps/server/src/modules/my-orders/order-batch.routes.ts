import {
  bulkCertAnswer,
  bulkCertQuery,
  bulkOrderAnswer,
  bulkOrderBody,
  orderIdParams,
  paymentInfoAnswer,
  paymentInfoQuery,
  renewAnswer,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { ok } from '../../plugins/envelope.js';
import { envelopeOf } from '../../plugins/openapi.js';
import { sessionOf } from '../../plugins/request-context.js';
import { requireSession } from '../../plugins/session.js';
import type { PaymentService } from '../payments/payment.service.js';
import type { BulkOrderService } from './bulk-order.service.js';
import type { OrderActionsService } from './order-actions.service.js';

/** A bulk file upload (multipart orderFile) or the bulk-order form; checked here so each gets its own messages. */
const bulkCreateBody = z.record(z.string(), z.unknown());

export function orderBatchRoutes(
  app: FastifyInstance,
  options: { payments: PaymentService; actions: OrderActionsService; bulk: BulkOrderService },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const authed = { preHandler: requireSession };
  const tags = ['orders'];

  r.get(
    '/orders/payment/info',
    {
      ...authed,
      schema: { tags, querystring: paymentInfoQuery, response: { 200: envelopeOf(paymentInfoAnswer) } },
    },
    async (request) => ok(await options.payments.info(sessionOf(request), request.query.ordersID)),
  );
  r.get(
    '/orders/cert',
    {
      ...authed,
      // It may run validation checks and issue: state-changing, so the CSRF header is required.
      config: { csrf: true },
      schema: { tags, querystring: bulkCertQuery, response: { 200: envelopeOf(bulkCertAnswer) } },
    },
    async (request) =>
      ok(await options.actions.bulkCertificates(sessionOf(request), request.query.ordersID, request.lang)),
  );
  r.put(
    '/orders/renew/:id',
    { ...authed, schema: { tags, params: orderIdParams, response: { 200: envelopeOf(renewAnswer) } } },
    async (request) => ok(await options.actions.renew(sessionOf(request), request.params.id)),
  );
  r.post(
    '/orders/create',
    { ...authed, schema: { tags, body: bulkCreateBody, response: { 200: envelopeOf(bulkOrderAnswer) } } },
    async (request) => {
      const session = sessionOf(request);
      const file = request.body.orderFile;
      if (file !== undefined) {
        if (!(file instanceof Uint8Array) && typeof file !== 'string')
          throw new AppError('invalidParams', 'validation.fileRequired', {}, [
            { field: 'orderFile', message: 'validation.fileRequired' },
          ]);
        if ((typeof file === 'string' ? file.length : file.byteLength) === 0)
          throw new AppError('invalidParams', 'validation.fileRequired', {}, [
            { field: 'orderFile', message: 'validation.fileRequired' },
          ]);
        return ok(await options.bulk.fromFile(session, file, request.lang));
      }
      const parsed = bulkOrderBody.safeParse(request.body);
      if (!parsed.success) {
        const fields = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
        throw new AppError('invalidParams', fields[0]?.message ?? 'errors.invalidParams', {}, fields);
      }
      return ok(await options.bulk.fromForm(session, parsed.data, request.lang));
    },
  );
}
