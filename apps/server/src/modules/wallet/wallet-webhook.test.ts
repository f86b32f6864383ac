import { ErrorCode } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, ledgerEntries, payments, providerEvents } from '../../db/schema/index.js';
import { createTestContext, signedInClient } from '../../test/harness.js';
import { okMsg } from '../../test/purchase.js';
import { deliverNotification, queryPayment, submitToWallet, topUp, walletSuite } from '../../test/wallet.js';

const wallet = walletSuite();

async function books(email: string) {
  const [account] = await wallet.ctx.handle.db.select().from(accounts).where(eq(accounts.email, email));
  const entries = await wallet.ctx.handle.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, account!.id));
  return { balance: account!.balanceCents, entries, sum: entries.reduce((s, e) => s + e.amountCents, 0) };
}

async function eventRecorded(eventId: string) {
  const rows = await wallet.ctx.handle.db
    .select()
    .from(providerEvents)
    .where(eq(providerEvents.eventId, eventId));
  return rows.length === 1;
}

/** A top-up the buyer approved at the wallet, the portal not told yet. */
async function approvedTopUp(charge: string) {
  const { client, email } = await signedInClient(wallet.ctx);
  const paymentId = await topUp(client, charge);
  const { payID } = await submitToWallet(client, paymentId);
  wallet.emulator.approve(payID!);
  return { client, email, paymentId, orderId: payID! };
}

describe('card-wallet notifications', () => {
  it('credits once: the capture queried 10 times and its notification delivered twice', async () => {
    const { client, email, paymentId, orderId } = await approvedTopUp('20.00');
    for (let i = 0; i < 10; i++)
      expect(okMsg(await queryPayment(client, paymentId, orderId))).toMatchObject({ status: 'paid' });
    const delivery = wallet.emulator.notification('PAYMENT.CAPTURE.COMPLETED', orderId);
    const first = await deliverNotification(wallet.ctx, delivery);
    expect(first).toMatchObject({ status: 200, body: { code: 0, msg: { outcome: 'applied' } } });
    const again = await deliverNotification(wallet.ctx, delivery);
    expect(again).toMatchObject({ status: 200, body: { code: 0, msg: { outcome: 'duplicate' } } });
    const after = await books(email);
    expect(after.entries).toHaveLength(1);
    expect(after.balance).toBe(2000);
    expect(after.sum).toBe(after.balance);
  });

  it('applies each provider callback once under 10 deliveries at the same time (capture, approval, refund)', async () => {
    const outcomes = async (delivery: Parameters<typeof deliverNotification>[1]) =>
      (await Promise.all(Array.from({ length: 10 }, () => deliverNotification(wallet.ctx, delivery))))
        .map((answer) => (answer.body.msg as { outcome: string }).outcome)
        .sort();
    const once = (first: string) => [...Array<string>(9).fill('duplicate'), first].sort();

    const captured = await approvedTopUp('3.00');
    wallet.emulator.capture(captured.orderId);
    expect(
      await outcomes(wallet.emulator.notification('PAYMENT.CAPTURE.COMPLETED', captured.orderId)),
    ).toEqual(once('applied'));
    expect(await books(captured.email)).toMatchObject({ balance: 300, sum: 300 });
    expect((await books(captured.email)).entries).toHaveLength(1);

    const approved = await approvedTopUp('4.00');
    expect(await outcomes(wallet.emulator.notification('CHECKOUT.ORDER.APPROVED', approved.orderId))).toEqual(
      once('applied'),
    );
    expect((await books(approved.email)).entries).toHaveLength(1);
    expect((await books(approved.email)).balance).toBe(400);

    okMsg(await queryPayment(captured.client, captured.paymentId));
    expect(
      await outcomes(wallet.emulator.notification('PAYMENT.CAPTURE.REFUNDED', captured.orderId)),
    ).toEqual(once('recorded'));
    expect((await books(captured.email)).entries).toHaveLength(1);
  });

  it('applies a capture the portal learns of only by notification', async () => {
    const { client, email, paymentId, orderId } = await approvedTopUp('11.11');
    // The buyer closed the tab after approving; someone (PayPal's own retry, an operator) captured it.
    wallet.emulator.capture(orderId);
    const delivery = wallet.emulator.notification('PAYMENT.CAPTURE.COMPLETED', orderId);
    expect((await deliverNotification(wallet.ctx, delivery)).body.msg).toMatchObject({ outcome: 'applied' });
    expect((await books(email)).balance).toBe(1111);
    // Queried afterwards: already applied, nothing more.
    expect(okMsg(await queryPayment(client, paymentId))).toMatchObject({ status: 'paid', funds: '11.11' });
    expect((await books(email)).entries).toHaveLength(1);
  });

  it('captures on CHECKOUT.ORDER.APPROVED when the buyer never came back', async () => {
    const { email, orderId } = await approvedTopUp('8.00');
    const delivery = wallet.emulator.notification('CHECKOUT.ORDER.APPROVED', orderId);
    expect((await deliverNotification(wallet.ctx, delivery)).body.msg).toMatchObject({ outcome: 'applied' });
    expect((await deliverNotification(wallet.ctx, delivery)).body.msg).toMatchObject({
      outcome: 'duplicate',
    });
    expect(wallet.emulator.orders.get(orderId)!.status).toBe('COMPLETED');
    const after = await books(email);
    expect(after).toMatchObject({ balance: 800, sum: 800 });
    expect(after.entries).toHaveLength(1);
  });

  it('refuses an unverified notification before changing anything', async () => {
    const { email, orderId } = await approvedTopUp('6.00');
    wallet.emulator.capture(orderId);
    const genuine = wallet.emulator.notification('PAYMENT.CAPTURE.COMPLETED', orderId);
    const forged = await deliverNotification(wallet.ctx, wallet.emulator.forged(genuine));
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({
      code: ErrorCode.webhookUnverified,
      msg: 'The notification could not be verified and was ignored',
    });
    // A body changed after signing fails too, as do missing signature headers.
    const tampered = await deliverNotification(wallet.ctx, {
      headers: genuine.headers,
      rawBody: genuine.rawBody.replace('"6.00"', '"600.00"'),
    });
    expect(tampered.status).toBe(400);
    const unsigned = await deliverNotification(wallet.ctx, {
      headers: { 'content-type': 'application/json' },
      rawBody: genuine.rawBody,
    });
    expect(unsigned.body.code).toBe(ErrorCode.webhookUnverified);
    const junk = await deliverNotification(wallet.ctx, { headers: genuine.headers, rawBody: '{not json' });
    expect(junk.status).toBe(400);
    const eventId = (JSON.parse(genuine.rawBody) as { id: string }).id;
    expect(await eventRecorded(eventId)).toBe(false);
    expect((await books(email)).balance).toBe(0);
    // The genuine one still counts.
    expect((await deliverNotification(wallet.ctx, genuine)).body.msg).toMatchObject({ outcome: 'applied' });
    expect((await books(email)).balance).toBe(600);
  });

  it('records a refund at the wallet once and never credits for it', async () => {
    const { client, email, paymentId, orderId } = await approvedTopUp('14.00');
    okMsg(await queryPayment(client, paymentId));
    const refund = wallet.emulator.notification('PAYMENT.CAPTURE.REFUNDED', orderId);
    expect((await deliverNotification(wallet.ctx, refund)).body.msg).toMatchObject({ outcome: 'recorded' });
    expect((await deliverNotification(wallet.ctx, refund)).body.msg).toMatchObject({ outcome: 'duplicate' });
    const event = JSON.parse(refund.rawBody) as { id: string; resource: { id: string } };
    const [row] = await wallet.ctx.handle.db
      .select()
      .from(providerEvents)
      .where(eq(providerEvents.eventId, event.id));
    expect(row).toMatchObject({
      provider: 'paypal',
      type: 'PAYMENT.CAPTURE.REFUNDED',
      resourceId: event.resource.id,
    });
    const after = await books(email);
    expect(after.entries).toHaveLength(1);
    expect(after.balance).toBe(1400);
  });

  it('records but does not credit a notified capture that does not match the payment', async () => {
    const { email, paymentId, orderId } = await approvedTopUp('50.00');
    wallet.emulator.setNextCapture({ amount: { currency_code: 'USD', value: '5000.00' } });
    wallet.emulator.capture(orderId);
    const delivery = wallet.emulator.notification('PAYMENT.CAPTURE.COMPLETED', orderId);
    expect((await deliverNotification(wallet.ctx, delivery)).body.msg).toMatchObject({ outcome: 'ignored' });
    expect((await deliverNotification(wallet.ctx, delivery)).body.msg).toMatchObject({
      outcome: 'duplicate',
    });
    expect((await books(email)).entries).toHaveLength(0);
    const [payment] = await wallet.ctx.handle.db
      .select()
      .from(payments)
      .where(eq(payments.id, Number(paymentId)));
    expect(payment!.status).toBe('unpaid');
  });

  it('refuses every notification while no wallet is configured', async () => {
    const bare = await createTestContext();
    try {
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/payment/webhook/paypal',
        headers: { 'content-type': 'application/json' },
        payload: '{"id":"WH-1","event_type":"PAYMENT.CAPTURE.COMPLETED"}',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: ErrorCode.webhookUnverified });
    } finally {
      await bare.close();
    }
  });
});
