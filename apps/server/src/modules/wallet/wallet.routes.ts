import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { AuditService } from '../audit/audit.service.js';
import type { OfflineTopupService } from './offline-topup.service.js';
import type { WalletWebhookService } from './wallet-webhook.service.js';
import type { WalletService } from './wallet.service.js';

export function walletRoutes(
  app: FastifyInstance,
  options: {
    wallet: WalletService;
    webhooks: WalletWebhookService;
    offlineTopups: OfflineTopupService;
    audit: AuditService;
  },
): void {
  const { wallet } = options;
  const tags = ['wallet'];
  const authed = { tags };

  route(app, ROUTES.topup, authed, async (request) =>
    ok(await wallet.topup(sessionOf(request), request.body.charge)),
  );
  // Bank transfer: the operator's instructions, the caller's open transfers, a new one, withdrawing one.
  route(app, ROUTES.offlineFunds, authed, async (request) =>
    ok(await options.offlineTopups.overview(sessionOf(request), request.lang)),
  );
  route(app, ROUTES.offlineTopup, authed, async (request) => {
    const session = sessionOf(request);
    const transfer = await options.offlineTopups.create(session, request.body.charge, request.lang);
    await options.audit.record(session, request.ip, 'funds.topup', {
      paymentId: transfer.paymentID,
      channel: 'offline',
      amount: transfer.charge,
      reference: transfer.reference,
    });
    return ok(transfer);
  });
  route(app, ROUTES.offlineCancel, authed, async (request) =>
    ok(await options.offlineTopups.cancel(sessionOf(request), request.params.paymentId)),
  );
  route(
    app,
    ROUTES.paymentQuery,
    // A GET that captures money and settles the payment: state-changing, so the CSRF header is required.
    authed,
    async (request) => {
      const session = sessionOf(request);
      const found = await wallet.query(session, request.params.paymentId, request.query.payID);
      // Recorded once per payment, when the browser learns it went through (whether this call captured it or
      // the provider's notification did first: a notification has no session to name).
      if (found.status !== 'pending')
        await options.audit.recordOnce(
          session,
          request.ip,
          found.type === 'addFunds' || found.status === 'credited' ? 'funds.topup' : 'payment.pay',
          {
            paymentId: found.paymentID,
            channel: found.channel ?? 'paypal',
            amount: found.totalAmount.toFixed(2),
            ...(found.ordersID.length ? { orders: found.ordersID.join(', ') } : {}),
          },
          'paymentId',
        );
      return ok(found);
    },
  );

  // The provider's notifications: no session and no CSRF header (verified with the provider instead), and
  // the body kept as the exact text that was signed.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    route(scope, ROUTES.paypalWebhook, { tags, config: { csrf: false } }, async (request) =>
      ok(
        await options.webhooks.receive({
          headers: request.headers,
          rawBody: typeof request.body === 'string' ? request.body : '',
        }),
      ),
    );
  });
}
