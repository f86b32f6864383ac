// Payouts through PayPal's Payouts API (the local emulator) and the affiliate jobs on pg-boss (issue 16): the
// operator's approval sends the frozen amount once, the payout-status job follows what PayPal has not finished,
// and the clearance job clears on the injectable clock. A card-wallet purchase earns commission like any other.
import { COMMISSION_CLEARANCE_DAYS, type ExtractDetail } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letters } from '../../db/schema/index.js';
import { createPayPalPayouts } from '../../integrations/payments/paypal/index.js';
import { DAY } from '../../lib/clock.js';
import {
  buy,
  commissionRowsOf,
  extractDetailOf,
  later,
  payoutRowsOf,
  referredMember,
  registerMember,
  run,
  type Member,
} from '../../test/affiliate.js';
import { testDatabaseKind } from '../../test/database.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { okMsg, placeOrder } from '../../test/purchase.js';
import { emulatedWallet, payByWallet } from '../../test/wallet.js';
import { startPayPalEmulator, type PayPalEmulator } from '@portal/test-doubles/paypal-emulator';

let emulator: PayPalEmulator;
let ctx: TestContext;
/** While true, every call to the Payouts API fails on the network (PayPal unreachable). */
let payPalDown = false;

beforeAll(async () => {
  emulator = await startPayPalEmulator();
  const payoutFetch: typeof fetch = async (url, init) => {
    if (payPalDown && String(url).includes('/v1/payments/payouts')) throw new TypeError('fetch failed');
    return fetch(url, init);
  };
  ctx = await createTestContext({
    cardWallet: emulatedWallet(emulator),
    payoutSender: createPayPalPayouts(
      { apiBase: emulator.url, clientId: emulator.clientId, clientSecret: emulator.clientSecret },
      { fetch: payoutFetch, sleep: async () => {} },
    ),
    // The crons only on this file's own in-memory database (on the shared PostgreSQL database a cron-fired run
    // would sweep the other files' rows with this file's clock).
    jobs: { pollingIntervalSeconds: 0.5, schedule: testDatabaseKind === 'pglite' },
  });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await emulator?.close();
});

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** An affiliate with two referred sales cleared through the clearance job ($69.60 cleared). */
async function clearedAffiliate(): Promise<{ affiliate: Member; customer: Member }> {
  const affiliate = await registerMember(ctx);
  const customer = await referredMember(ctx, affiliate.uid);
  await buy(ctx, customer);
  await buy(ctx, customer);
  await later(ctx, (COMMISSION_CLEARANCE_DAYS + 1) * DAY, affiliate, customer);
  await ctx.app.portal.jobs!.trigger('affiliate-clearance', { accountId: affiliate.id });
  await waitFor(
    () => extractDetailOf(affiliate.client),
    (d) => d.extractAmount > 0,
  );
  return { affiliate, customer };
}

const request = async (affiliate: Member, extractAmount = '50', payPalID = 'affiliate@example.com') =>
  okMsg<{ ID: number }>(
    await affiliate.client.post('/api/commission/extract', { json: { payPalID, extractAmount } }),
  ).ID;

describe(`payouts through PayPal and the affiliate jobs (${testDatabaseKind})`, () => {
  it('clears with the pg-boss job on the moved clock, pays through PayPal once on approval', async () => {
    if (testDatabaseKind === 'pglite')
      expect(await ctx.app.portal.jobs!.schedules()).toEqual(
        expect.arrayContaining([
          { name: 'affiliate-clearance', cron: '*/15 * * * *' },
          { name: 'affiliate-payouts', cron: '*/5 * * * *' },
        ]),
      );
    const { affiliate } = await clearedAffiliate();
    expect((await extractDetailOf(affiliate.client)).extractAmount).toBe(69.6);
    const id = await request(affiliate);
    const output = await run(ctx, 'payout:approve', '--id', String(id));
    expect(output).toContain('paid (PayPal ');
    const [batch, ...others] = [...emulator.payouts.batches.values()].filter(
      (b) => b.senderBatchId === `payout-${id}`,
    );
    expect(others).toEqual([]);
    expect(batch!.items[0]).toMatchObject({
      receiver: 'affiliate@example.com',
      recipientType: 'EMAIL',
      amount: { value: '50.00', currency: 'USD' },
    });
    const [payout] = await payoutRowsOf(ctx, affiliate.id);
    expect(payout).toMatchObject({
      status: 'paid',
      method: 'paypal',
      providerBatchId: batch!.id,
      reference: `PayPal ${batch!.items[0]!.transactionId}`,
    });
    expect(await extractDetailOf(affiliate.client)).toEqual<ExtractDetail>({
      extractAmount: 19.6,
      freezeAmount: 0,
      totalAmount: 69.6,
    });
    expect(ctx.outbox().some((m) => m.includes(`Affiliate payout ${id} paid`))).toBe(true);
    // Approving again sends nothing more.
    await expect(run(ctx, 'payout:approve', '--id', String(id))).rejects.toThrow(/cannot be decided now/);
    expect(
      [...emulator.payouts.batches.values()].filter((b) => b.senderBatchId === `payout-${id}`),
    ).toHaveLength(1);
  });

  it('follows an unclaimed payout with the payout-status job until PayPal pays it', async () => {
    const { affiliate } = await clearedAffiliate();
    const id = await request(affiliate);
    emulator.payouts.setNextPayout('unclaimed');
    expect(await run(ctx, 'payout:approve', '--id', String(id))).toContain('sent to PayPal');
    expect((await payoutRowsOf(ctx, affiliate.id))[0]).toMatchObject({ status: 'processing' });
    expect(await extractDetailOf(affiliate.client)).toMatchObject({ freezeAmount: 50 });
    expect(await ctx.app.portal.payouts.followProcessing(affiliate.id)).toEqual({
      paid: 0,
      failed: 0,
      pending: 1,
    });

    const batchId = (await payoutRowsOf(ctx, affiliate.id))[0]!.providerBatchId!;
    emulator.payouts.settle(batchId, 'SUCCESS');
    await ctx.app.portal.jobs!.trigger('affiliate-payouts', { accountId: affiliate.id });
    const [paid] = await waitFor(
      () => payoutRowsOf(ctx, affiliate.id),
      (rows) => rows[0]?.status === 'paid',
    );
    expect(paid).toMatchObject({ status: 'paid' });
    expect(await extractDetailOf(affiliate.client)).toMatchObject({ freezeAmount: 0 });
  });

  it('unfreezes a payout PayPal fails and tells the affiliate', async () => {
    const { affiliate } = await clearedAffiliate();
    const before = await extractDetailOf(affiliate.client);
    const id = await request(affiliate, '60', 'ABCDEFGHJK234');
    emulator.payouts.setNextPayout('failed');
    expect(await run(ctx, 'payout:approve', '--id', String(id))).toContain('PayPal refused it');
    expect(await extractDetailOf(affiliate.client)).toEqual(before);
    const rows = await commissionRowsOf(ctx, affiliate.id);
    expect(rows.every((r) => r.status === 'cleared' && r.payoutId === null)).toBe(true);
    const titles = (
      await ctx.handle.db.select().from(letters).where(eq(letters.accountId, affiliate.id))
    ).map((l) => l.title);
    expect(titles).toContain(`Payout ${id} failed`);
    expect((await payoutRowsOf(ctx, affiliate.id))[0]!.reason).toContain('RECEIVER_ACCOUNT_LOCKED');
  });

  it('keeps a payout sent while PayPal is unreachable processing, and sends it once when it is back', async () => {
    const { affiliate } = await clearedAffiliate();
    const id = await request(affiliate);
    payPalDown = true;
    try {
      expect(await run(ctx, 'payout:approve', '--id', String(id))).toContain('sent to PayPal');
      expect(await ctx.app.portal.payouts.followProcessing(affiliate.id)).toMatchObject({ pending: 1 });
    } finally {
      payPalDown = false;
    }
    expect((await payoutRowsOf(ctx, affiliate.id))[0]).toMatchObject({
      status: 'processing',
      providerBatchId: null,
    });
    expect(await ctx.app.portal.payouts.followProcessing(affiliate.id)).toMatchObject({ paid: 1 });
    expect(
      [...emulator.payouts.batches.values()].filter((b) => b.senderBatchId === `payout-${id}`),
    ).toHaveLength(1);
    await expect(run(ctx, 'payout:reject', '--id', String(id), '--reason', 'late')).rejects.toThrow(
      /cannot be decided now/,
    );
  });

  it('applies the payout callbacks once under 10 deliveries at the same time (approval, status follow-up)', async () => {
    const { affiliate } = await clearedAffiliate();
    const id = await request(affiliate);
    emulator.payouts.setNextPayout('unclaimed');
    // Ten approvals at once (ten operators' clicks, or one retried): one claim, one batch sent to PayPal.
    const approvals = await Promise.allSettled(
      Array.from({ length: 10 }, () => run(ctx, 'payout:approve', '--id', String(id))),
    );
    expect(approvals.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    for (const refused of approvals.filter((a) => a.status === 'rejected'))
      expect(String(refused.reason)).toMatch(/cannot be decided now/);
    const sent = () =>
      [...emulator.payouts.batches.values()].filter((b) => b.senderBatchId === `payout-${id}`);
    expect(sent()).toHaveLength(1);

    // PayPal finishes it; the status follow-up then arrives ten times at once: paid once, unfrozen once, told once.
    emulator.payouts.settle(sent()[0]!.id, 'SUCCESS');
    const follows = await Promise.all(
      Array.from({ length: 10 }, () => ctx.app.portal.payouts.followProcessing(affiliate.id)),
    );
    expect(follows.reduce((sum, f) => sum + f.paid, 0)).toBe(1);
    expect(sent()).toHaveLength(1);
    const [payout, ...others] = await payoutRowsOf(ctx, affiliate.id);
    expect(others).toEqual([]);
    expect(payout).toMatchObject({ status: 'paid', amountCents: 5000 });
    expect(await extractDetailOf(affiliate.client)).toEqual<ExtractDetail>({
      extractAmount: 19.6,
      freezeAmount: 0,
      totalAmount: 69.6,
    });
    expect(ctx.outbox().filter((m) => m.includes(`Affiliate payout ${id} paid`))).toHaveLength(1);
    const paidLetters = (
      await ctx.handle.db.select().from(letters).where(eq(letters.accountId, affiliate.id))
    ).filter((l) => l.title.includes(String(id)));
    expect(paidLetters).toHaveLength(1);
  });

  it('earns commission on a card-wallet purchase too', async () => {
    const affiliate = await registerMember(ctx);
    const customer = await referredMember(ctx, affiliate.uid);
    const orderId = await placeOrder(customer.client, { domains: 'wallet-buy.example.com' });
    const paymentId = okMsg<string>(
      await customer.client.post('/api/orders/payment/create', { json: { ordersID: [orderId] } }),
    );
    const paid = await payByWallet(customer.client, paymentId);
    expect(paid.status).toBe('paid');
    const rows = await commissionRowsOf(ctx, affiliate.id);
    expect(rows.find((r) => r.kind === 'commission')).toMatchObject({
      item: String(orderId),
      amountCents: Math.floor(Math.round(paid.totalAmount * 100) / 10),
      status: 'awaiting',
    });
  });
});
