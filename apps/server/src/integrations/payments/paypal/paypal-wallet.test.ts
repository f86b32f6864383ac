import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, ManualClock } from '../../../lib/clock.js';
import { startPayPalEmulator, type PayPalEmulator } from '@portal/test-doubles/paypal-emulator';
import { CardWalletError, type CardWallet } from '../card-wallet.js';
import { createPayPalWallet } from './paypal-wallet.js';

let emulator: PayPalEmulator;
let clock: ManualClock;
let wallet: CardWallet;

const settings = () => ({
  apiBase: emulator.url,
  clientId: emulator.clientId,
  clientSecret: emulator.clientSecret,
  webhookId: emulator.webhookId,
  sdkUrl: emulator.sdkUrl,
});
const noWait = { sleep: async () => {} };

beforeAll(async () => {
  emulator = await startPayPalEmulator({ tokenTtlSeconds: 3600 });
  clock = new ManualClock();
  wallet = createPayPalWallet(settings(), { clock, ...noWait });
});
afterAll(() => emulator.close());

const order = (paymentId: string, amountCents = 1234, requestId = `order-${paymentId}-${Math.random()}`) =>
  wallet.createOrder({
    requestId,
    paymentId,
    amountCents,
    description: `payment ${paymentId}`,
    returnUrl: `http://portal.test/back?paymentID=${paymentId}`,
    cancelUrl: `http://portal.test/back?paymentID=${paymentId}&cancel=1`,
  });

async function failure(promise: Promise<unknown>): Promise<CardWalletError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CardWalletError);
  return error as CardWalletError;
}

describe('PayPal Orders v2 adapter (against the local emulator)', () => {
  it('creates an order for the exact amount, with our payment id and the return pages', async () => {
    const created = await order('501', 1999);
    expect(created).toMatchObject({
      status: 'PAYER_ACTION_REQUIRED',
      amount: { currency: 'USD', value: '19.99' },
      customId: '501',
      approveUrl: `${emulator.url}/checkoutnow?token=${created.id}`,
      captures: [],
    });
    const sent = JSON.parse(emulator.requests.findLast((r) => r.path === '/v2/checkout/orders')!.body);
    expect(sent).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        { custom_id: '501', invoice_id: '501', amount: { currency_code: 'USD', value: '19.99' } },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: 'http://portal.test/back?paymentID=501',
            cancel_url: 'http://portal.test/back?paymentID=501&cancel=1',
            shipping_preference: 'NO_SHIPPING',
          },
        },
      },
    });
  });

  it('answers a repeated request id with the same order (safe retries)', async () => {
    const first = await order('502', 500, 'order-502');
    const again = await order('502', 500, 'order-502');
    expect(again.id).toBe(first.id);
    expect([...emulator.orders.values()].filter((o) => o.customId === '502')).toHaveLength(1);
  });

  it('captures only after approval, once', async () => {
    const created = await order('503', 4200);
    expect((await failure(wallet.captureOrder(created.id, 'capture-503-a'))).kind).toBe('notApproved');
    emulator.approve(created.id);
    expect((await wallet.getOrder(created.id)).status).toBe('APPROVED');
    const captured = await wallet.captureOrder(created.id, 'capture-503-b');
    expect(captured.status).toBe('COMPLETED');
    expect(captured.captures).toEqual([
      {
        id: expect.any(String),
        status: 'COMPLETED',
        amount: { currency: 'USD', value: '42.00' },
        customId: '503',
        orderId: created.id,
      },
    ]);
    // The same request id replays the first answer; a new one is refused by the wallet.
    expect((await wallet.captureOrder(created.id, 'capture-503-b')).captures[0]!.id).toBe(
      captured.captures[0]!.id,
    );
    expect((await failure(wallet.captureOrder(created.id, 'capture-503-c'))).kind).toBe('alreadyCaptured');
    expect((await wallet.getOrder(created.id)).captures).toHaveLength(1);
  });

  it('maps declines and unknown orders', async () => {
    const created = await order('504');
    emulator.approve(created.id);
    emulator.setNextCapture({ outcome: 'declined' });
    const declined = await failure(wallet.captureOrder(created.id, 'capture-504'));
    expect(declined.kind).toBe('declined');
    expect(declined.detail).toContain('INSTRUMENT_DECLINED');
    expect(declined.debugId).toMatch(/\w+/);
    expect((await failure(wallet.getOrder('NOSUCHORDER'))).kind).toBe('notFound');
  });

  it('sends PayPal-Request-Id on every mutating call and retries 5xx with the same one', async () => {
    const before = emulator.requests.length;
    emulator.failNext('/v2/checkout/orders', 2, 503);
    const created = await order('505', 100, 'order-505');
    const attempts = emulator.requests.slice(before).filter((r) => r.path === '/v2/checkout/orders');
    expect(attempts.map((r) => r.requestId)).toEqual(['order-505', 'order-505', 'order-505']);
    expect(created.customId).toBe('505');
    for (const r of emulator.requests.filter((q) => q.method === 'POST' && q.path.startsWith('/v2/')))
      expect(r.requestId).toBeTruthy();
    emulator.failNext('/v2/checkout/orders', 3, 502);
    expect((await failure(order('506'))).kind).toBe('unavailable');
  });

  it('caches the access token until shortly before it expires, and renews a revoked one once', async () => {
    const start = emulator.tokensIssued();
    await order('507');
    await order('508');
    expect(emulator.tokensIssued()).toBe(start);
    const cached = emulator.tokensIssued();
    clock.advance(HOUR);
    await order('509');
    expect(emulator.tokensIssued()).toBe(cached + 1);
    emulator.revokeTokens();
    await order('510');
    expect(emulator.tokensIssued()).toBe(cached + 2);
  });

  it('reports refused credentials as unavailable (a setting to fix, not the buyer’s fault)', async () => {
    const wrong = createPayPalWallet({ ...settings(), clientSecret: 'wrong' }, noWait);
    const error = await failure(wrong.getOrder('X'));
    expect(error.kind).toBe('unavailable');
    expect(error.detail).toContain('Client Authentication failed');
  });

  it('verifies notifications with verify-webhook-signature and reads capture and refund events', async () => {
    const created = await order('511', 700);
    emulator.approve(created.id);
    emulator.capture(created.id);
    const completed = emulator.notification('PAYMENT.CAPTURE.COMPLETED', created.id);
    const event = await wallet.verifyNotification(completed);
    expect(event).toMatchObject({
      type: 'PAYMENT.CAPTURE.COMPLETED',
      capture: { status: 'COMPLETED', customId: '511', orderId: created.id, amount: { value: '7.00' } },
    });
    const verifyCall = emulator.requests.findLast(
      (r) => r.path === '/v1/notifications/verify-webhook-signature',
    )!;
    // The event is sent back exactly as received.
    expect(verifyCall.body).toContain(`"webhook_event":${completed.rawBody}}`);
    expect(JSON.parse(verifyCall.body)).toMatchObject({ webhook_id: emulator.webhookId });

    const refunded = await wallet.verifyNotification(
      emulator.notification('PAYMENT.CAPTURE.REFUNDED', created.id),
    );
    expect(refunded!.refund).toMatchObject({ captureId: event!.capture!.id, customId: '511' });
    const approved = await wallet.verifyNotification(
      emulator.notification('CHECKOUT.ORDER.APPROVED', created.id),
    );
    expect(approved).toMatchObject({ type: 'CHECKOUT.ORDER.APPROVED', orderId: created.id });

    expect(await wallet.verifyNotification(emulator.forged(completed))).toBeNull();
    const { 'paypal-cert-url': _dropped, ...partial } = completed.headers;
    expect(await wallet.verifyNotification({ headers: partial, rawBody: completed.rawBody })).toBeNull();
    const noHook = createPayPalWallet({ ...settings(), webhookId: undefined }, noWait);
    const before = emulator.requests.length;
    expect(await noHook.verifyNotification(completed)).toBeNull();
    expect(emulator.requests.length).toBe(before);
  });
});
