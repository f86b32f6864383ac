import type { PaymentQueryAnswer, PaymentSubmitAnswer } from '@portal/contract';
import { afterAll, beforeAll } from 'vitest';
import type { AppDeps } from '../app.js';
import { createPayPalWallet } from '../integrations/payments/paypal/index.js';
import type { Clock } from '../lib/clock.js';
import { createTestContext, type TestClient, type TestContext } from './harness.js';
import {
  startPayPalEmulator,
  type PayPalEmulator,
  type WebhookDelivery,
} from '@portal/test-doubles/paypal-emulator';
import { okMsg } from './purchase.js';

/** The PayPal adapter pointed at a local emulator (`fetch`: a stand-in that may alter the emulator's answers). */
export function emulatedWallet(
  emulator: PayPalEmulator,
  runtime: { clock?: Clock; fetch?: typeof fetch } = {},
) {
  return createPayPalWallet(
    {
      apiBase: emulator.url,
      clientId: emulator.clientId,
      clientSecret: emulator.clientSecret,
      webhookId: emulator.webhookId,
      sdkUrl: emulator.sdkUrl,
      brandName: 'Portal tests',
    },
    { ...runtime, sleep: async () => {} },
  );
}

/** A test app whose card wallet is the emulator. */
export async function createWalletTestContext(
  overrides: Partial<AppDeps> = {},
  runtime: { fetch?: typeof fetch } = {},
): Promise<{ ctx: TestContext; emulator: PayPalEmulator; close(): Promise<void> }> {
  const emulator = await startPayPalEmulator();
  const ctx = await createTestContext({ cardWallet: emulatedWallet(emulator, runtime), ...overrides });
  return {
    ctx,
    emulator,
    async close() {
      await ctx.close();
      await emulator.close();
    },
  };
}

export interface WalletSuite {
  readonly ctx: TestContext;
  readonly emulator: PayPalEmulator;
}

/**
 * The test file's app whose card wallet is the emulator: started before its tests, closed after them. Read
 * `ctx` and `emulator` inside tests and hooks (they exist once the file's beforeAll has run).
 */
export function walletSuite(overrides: Partial<AppDeps> = {}): WalletSuite {
  let started: Awaited<ReturnType<typeof createWalletTestContext>> | undefined;
  beforeAll(async () => {
    started = await createWalletTestContext(overrides);
  });
  afterAll(() => started?.close());
  const get = () => {
    if (!started) throw new Error('the wallet test app is not started yet (read it inside a test)');
    return started;
  };
  return {
    get ctx() {
      return get().ctx;
    },
    get emulator() {
      return get().emulator;
    },
  };
}

export async function topUp(client: TestClient, charge: string): Promise<string> {
  return okMsg<{ paymentID: string }>(await client.post('/api/payments/topup', { json: { charge } }))
    .paymentID;
}

export async function submitToWallet(client: TestClient, paymentId: string): Promise<PaymentSubmitAnswer> {
  return okMsg<PaymentSubmitAnswer>(await client.post(`/api/payment/submit/${paymentId}?channel=paypal`));
}

/** The buyer follows the approval link (redirect fallback): the wallet approves and sends them back. */
export async function approveByLink(approveUrl: string): Promise<URL> {
  const response = await fetch(approveUrl, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`approval answered ${response.status}`);
  return new URL(location);
}

export function queryPayment(client: TestClient, paymentId: string, payId?: string) {
  return client.get<PaymentQueryAnswer>(
    `/api/payment/query/${paymentId}${payId ? `?payID=${encodeURIComponent(payId)}` : ''}`,
  );
}

/** Submit → approve → query: a whole card payment of an existing payment. */
export async function payByWallet(client: TestClient, paymentId: string): Promise<PaymentQueryAnswer> {
  const submitted = await submitToWallet(client, paymentId);
  await approveByLink(submitted.approveUrl!);
  return okMsg(await queryPayment(client, paymentId, submitted.payID));
}

/** Delivers a provider notification to the app as PayPal would (no cookies, no CSRF header). */
export async function deliverNotification(ctx: TestContext, delivery: WebhookDelivery) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/payment/webhook/paypal',
    headers: delivery.headers,
    payload: delivery.rawBody,
  });
  return { status: response.statusCode, body: response.json() as { code: number; msg: unknown } };
}
