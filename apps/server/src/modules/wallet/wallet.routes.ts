import {
  offlineCancelAnswer,
  offlineFundsAnswer,
  offlineTopupAnswer,
  offlineTopupBody,
  paymentIdParams,
  paymentQueryAnswer,
  paymentQueryQuery,
  topupAnswer,
  topupBody,
  walletWebhookAnswer,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.js';
import { envelopeOf } from '../../plugins/openapi.js';
import { sessionOf } from '../../plugins/request-context.js';
import { requireSession } from '../../plugins/session.js';
import type { OfflineTopupService } from './offline-topup.service.js';
import type { WalletWebhookService } from './wallet-webhook.service.js';
import type { WalletService } from './wallet.service.js';

export function walletRoutes(
  app: FastifyInstance,
  options: { wallet: WalletService; webhooks: WalletWebhookService; offlineTopups: OfflineTopupService },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { wallet } = options;
  const authed = { preHandler: requireSession };

  r.post(
    '/payments/topup',
    { ...authed, schema: { tags: ['wallet'], body: topupBody, response: { 200: envelopeOf(topupAnswer) } } },
    async (request) => ok(await wallet.topup(sessionOf(request), request.body.charge)),
  );
  // Bank transfer: the operator's instructions, the caller's open transfers, a new one, withdrawing one.
  r.get(
    '/payments/offline',
    { ...authed, schema: { tags: ['wallet'], response: { 200: envelopeOf(offlineFundsAnswer) } } },
    async (request) => ok(await options.offlineTopups.overview(sessionOf(request), request.lang)),
  );
  r.post(
    '/payments/topup/offline',
    {
      ...authed,
      schema: {
        tags: ['wallet'],
        body: offlineTopupBody,
        response: { 200: envelopeOf(offlineTopupAnswer) },
      },
    },
    async (request) =>
      ok(await options.offlineTopups.create(sessionOf(request), request.body.charge, request.lang)),
  );
  r.post(
    '/payments/offline/:paymentId/cancel',
    {
      ...authed,
      schema: {
        tags: ['wallet'],
        params: paymentIdParams,
        response: { 200: envelopeOf(offlineCancelAnswer) },
      },
    },
    async (request) => ok(await options.offlineTopups.cancel(sessionOf(request), request.params.paymentId)),
  );
  r.get(
    '/payment/query/:paymentId',
    {
      ...authed,
      // A GET that captures money and settles the payment: state-changing, so the CSRF header is required.
      config: { csrf: true },
      schema: {
        tags: ['wallet'],
        params: paymentIdParams,
        querystring: paymentQueryQuery,
        response: { 200: envelopeOf(paymentQueryAnswer) },
      },
    },
    async (request) =>
      ok(await wallet.query(sessionOf(request), request.params.paymentId, request.query.payID)),
  );

  // The provider's notifications: no session and no CSRF header (verified with the provider instead), and
  // the body kept as the exact text that was signed.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/payment/webhook/paypal',
      {
        config: { csrf: false },
        schema: { tags: ['wallet'], response: { 200: envelopeOf(walletWebhookAnswer) } },
      },
      async (request) =>
        ok(
          await options.webhooks.receive({
            headers: request.headers,
            rawBody: typeof request.body === 'string' ? request.body : '',
          }),
        ),
    );
  });
}
