import { createHash, timingSafeEqual } from 'node:crypto';
import type { UpstreamWebhookAnswer } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { pollOrderNow } from '../orders/order-records.js';
import { openUpstreamSecrets } from './upstream-secrets.js';
import { createUpstreamsRepository } from './upstreams.repository.js';

/** DigiCert's header carrying the webhook's secret (Create webhook, `secret`). */
export const WEBHOOK_KEY_HEADER = 'x-webhook-key';

/** Equal in constant time (both sides hashed first, so their lengths say nothing either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export interface UpstreamWebhookEvent {
  name: string;
  headers: Record<string, string | string[] | undefined>;
  body: { event?: string | undefined; data?: Record<string, unknown> | undefined };
}

/**
 * An upstream's notifications (docs/domain/upstreams.md "Webhooks"). CertCentral sends `{event, data: {order_id,
 * …}}` with `X-WEBHOOK-KEY: <the webhook's secret>`; the call is taken only when that header equals the upstream's
 * sealed webhook secret. The payload is never believed: an event naming an order of this upstream only makes that
 * order due now and asks for a recheck run (`pollSoon`), which asks the upstream itself. Idempotent (a repeated
 * event makes the same order due again), and quick (one UPDATE and a queued job).
 */
export function createUpstreamWebhookService(deps: {
  db: Database;
  secretKey: string;
  clock: { now(): Date };
  log: { info(obj: object, msg: string): void };
}) {
  return {
    async receive(
      event: UpstreamWebhookEvent,
      pollSoon: () => Promise<unknown>,
    ): Promise<UpstreamWebhookAnswer> {
      const row = await createUpstreamsRepository(deps.db).find(event.name);
      const secret =
        row?.type === 'certcentral'
          ? openUpstreamSecrets(deps.secretKey, row.secretsSealed).webhookSecret
          : undefined;
      const header = event.headers[WEBHOOK_KEY_HEADER];
      const given = Array.isArray(header) ? header[0] : header;
      // One answer for an unknown upstream, one without a secret and a wrong key: nothing to tell them apart.
      if (!secret || !given || !sameSecret(given, secret)) {
        deps.log.info({ upstream: event.name }, 'upstream webhook refused: not verified');
        throw new AppError('webhookUnverified');
      }
      const data = event.body.data ?? {};
      if (event.body.event === 'challenge_webhook_endpoint') {
        // CertCentral's verification challenge: the operator enters this token in CertCentral (30 minutes).
        deps.log.info(
          { upstream: event.name, token: String(data.token ?? ''), webhookId: String(data.webhook_id ?? '') },
          'upstream webhook challenge token: enter it in CertCentral to verify the webhook',
        );
        return { outcome: 'challenge' };
      }
      const orderId = data.order_id;
      if (typeof orderId !== 'number' && typeof orderId !== 'string') return { outcome: 'ignored' };
      const order = await pollOrderNow(deps.db, event.name, String(orderId), deps.clock.now());
      if (!order) return { outcome: 'ignored' };
      // The run also takes the order's reissues waiting at status 1 (the same upstream order id).
      await pollSoon();
      deps.log.info(
        { upstream: event.name, event: event.body.event, orderId: order.id },
        'upstream webhook: order polled now',
      );
      return { outcome: 'polling' };
    },
  };
}
export type UpstreamWebhookService = ReturnType<typeof createUpstreamWebhookService>;
