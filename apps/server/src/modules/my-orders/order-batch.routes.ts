import { bulkOrderBody, ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { AuditService } from '../audit/audit.service.js';
import type { PaymentService } from '../payments/payment.service.js';
import type { BulkOrderService } from './bulk-order.service.js';
import type { OrderActionsService } from './order-actions.service.js';

export function orderBatchRoutes(
  app: FastifyInstance,
  options: {
    payments: PaymentService;
    actions: OrderActionsService;
    bulk: BulkOrderService;
    audit: AuditService;
  },
): void {
  const authed = { tags: ['orders'] };

  route(app, ROUTES.ordersPaymentInfo, authed, async (request) =>
    ok(await options.payments.info(sessionOf(request), request.query.ordersID)),
  );
  route(
    app,
    ROUTES.ordersCert,
    // It may run validation checks and issue: state-changing, so the CSRF header is required.
    authed,
    async (request) =>
      ok(await options.actions.bulkCertificates(sessionOf(request), request.query.ordersID, request.lang)),
  );
  route(app, ROUTES.orderRenew, authed, async (request) => {
    const session = sessionOf(request);
    const renewal = await options.actions.renew(session, request.params.id, request.body ?? {});
    await options.audit.record(session, request.ip, 'order.create', {
      orderId: renewal.id,
      renewalOf: request.params.id,
    });
    return ok(renewal);
  });
  // A bulk file upload (multipart orderFile) or the bulk-order form; checked here so each gets its own messages.
  route(app, ROUTES.ordersCreate, authed, async (request) => {
    const session = sessionOf(request);
    const recordBulk = async (created: { ids: number[] }) => {
      await options.audit.record(session, request.ip, 'order.create', {
        count: created.ids.length,
        orders: created.ids.join(', '),
      });
      return created;
    };
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
      return ok(await recordBulk(await options.bulk.fromFile(session, file, request.lang)));
    }
    const parsed = bulkOrderBody.safeParse(request.body);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
      throw new AppError('invalidParams', fields[0]?.message ?? 'errors.invalidParams', {}, fields);
    }
    return ok(await recordBulk(await options.bulk.fromForm(session, parsed.data, request.lang)));
  });
}
