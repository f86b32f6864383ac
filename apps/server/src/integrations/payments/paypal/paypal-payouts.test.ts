import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock.js';
import { startPayPalEmulator, type PayPalEmulator } from '@portal/test-doubles/paypal-emulator';
import { CardWalletError } from '../card-wallet.js';
import type { PayoutInstruction, PayoutSender } from '../payout-sender.js';
import { createPayPalPayouts } from './paypal-payouts.js';

let emulator: PayPalEmulator;
let payouts: PayoutSender;

const settings = () => ({
  apiBase: emulator.url,
  clientId: emulator.clientId,
  clientSecret: emulator.clientSecret,
});
const noWait = { sleep: async () => {} };

beforeAll(async () => {
  emulator = await startPayPalEmulator();
  payouts = createPayPalPayouts(settings(), { clock: new ManualClock(), ...noWait });
});
afterAll(() => emulator.close());

let counter = 0;
const instruction = (overrides: Partial<PayoutInstruction> = {}): PayoutInstruction => ({
  senderBatchId: `payout-test-${process.pid}-${++counter}`,
  receiver: 'affiliate@example.com',
  amountCents: 5000,
  note: 'Affiliate commission payout',
  emailSubject: 'You have a payout',
  ...overrides,
});

describe('PayPal Payouts adapter (against the local emulator)', () => {
  it('sends one item in USD to an e-mail address or a payer id, and reads the finished batch', async () => {
    const sent = instruction({ amountCents: 5012 });
    const state = await payouts.send(sent);
    expect(state).toMatchObject({
      batchStatus: 'SUCCESS',
      itemStatus: 'SUCCESS',
      outcome: 'paid',
      failure: null,
    });
    expect(state.transactionId).toMatch(/^[A-Z0-9]{17}$/);
    const request = emulator.requests.findLast(
      (r) => r.method === 'POST' && r.path === '/v1/payments/payouts',
    )!;
    expect(request.requestId).toBe(sent.senderBatchId);
    expect(JSON.parse(request.body)).toMatchObject({
      sender_batch_header: { sender_batch_id: sent.senderBatchId, email_subject: 'You have a payout' },
      items: [
        {
          recipient_type: 'EMAIL',
          receiver: 'affiliate@example.com',
          amount: { value: '50.12', currency: 'USD' },
          sender_item_id: sent.senderBatchId,
        },
      ],
    });
    await payouts.send(instruction({ receiver: 'ABCDEFGHJK234' }));
    const byId = JSON.parse(
      emulator.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/payments/payouts')!.body,
    );
    expect(byId.items[0]).toMatchObject({ recipient_type: 'PAYPAL_ID', receiver: 'ABCDEFGHJK234' });
  });

  it('tells pending (unclaimed) from paid and failed, and follows a batch by its id', async () => {
    emulator.payouts.setNextPayout('unclaimed');
    const pending = await payouts.send(instruction());
    expect(pending).toMatchObject({ itemStatus: 'UNCLAIMED', outcome: 'pending' });
    emulator.payouts.settle(pending.batchId, 'RETURNED');
    expect(await payouts.status(pending.batchId)).toMatchObject({
      outcome: 'failed',
      failure: 'RECEIVER_UNREGISTERED',
    });
    emulator.payouts.setNextPayout('failed');
    expect(await payouts.send(instruction())).toMatchObject({ itemStatus: 'FAILED', outcome: 'failed' });
    emulator.payouts.setNextPayout('denied');
    expect(await payouts.send(instruction())).toMatchObject({ batchStatus: 'DENIED', outcome: 'failed' });
  });

  it('never pays twice for one sender_batch_id: a retry answers the first batch', async () => {
    const sent = instruction();
    const first = await payouts.send(sent);
    // The same call again (PayPal-Request-Id answers the first result) …
    expect((await payouts.send(sent)).batchId).toBe(first.batchId);
    // … and without the request id PayPal refuses the repeated sender_batch_id, naming the original batch.
    const withoutRequestId = createPayPalPayouts(settings(), {
      ...noWait,
      fetch: (url, init) => {
        const headers = { ...(init?.headers as Record<string, string>) };
        delete headers['paypal-request-id'];
        return fetch(url, { ...init, headers });
      },
    });
    expect((await withoutRequestId.send(sent)).batchId).toBe(first.batchId);
    const batches = [...emulator.payouts.batches.values()].filter(
      (b) => b.senderBatchId === sent.senderBatchId,
    );
    expect(batches).toHaveLength(1);
  });

  it('retries 5xx with the same key and reports an outage as unavailable; refusals as refused', async () => {
    emulator.failNext('/v1/payments/payouts', 1, 503);
    const sent = instruction();
    expect((await payouts.send(sent)).outcome).toBe('paid');
    emulator.failNext('/v1/payments/payouts', 3, 503);
    const down = await payouts.send(instruction()).catch((e: unknown) => e);
    expect(down).toBeInstanceOf(CardWalletError);
    expect((down as CardWalletError).kind).toBe('unavailable');
    const refused = await payouts.send(instruction({ receiver: 'not-an-address@' })).catch((e: unknown) => e);
    expect((refused as CardWalletError).kind).toBe('refused');
    const missing = await payouts.status('NOSUCHBATCH1').catch((e: unknown) => e);
    expect((missing as CardWalletError).kind).toBe('notFound');
  });
});
