import { ErrorCode, type Profile } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, coupons, ledgerEntries, orders, payments } from '../../db/schema/index.js';
import { signedInClient, type TestClient } from '../../test/harness.js';
import { creditFunds, okMsg, orderDetail, payByBalance, placeOrder } from '../../test/purchase.js';
import {
  approveByLink,
  deliverNotification,
  payByWallet,
  queryPayment,
  submitToWallet,
  walletSuite,
} from '../../test/wallet.js';

const wallet = walletSuite();

const createPayment = async (client: TestClient, body: Record<string, unknown>) =>
  okMsg<string>(await client.post('/api/orders/payment/create', { json: body }));

async function paymentRow(id: string) {
  const [row] = await wallet.ctx.handle.db
    .select()
    .from(payments)
    .where(eq(payments.id, Number(id)));
  return row!;
}

async function ledgerOf(email: string) {
  const [account] = await wallet.ctx.handle.db.select().from(accounts).where(eq(accounts.email, email));
  return wallet.ctx.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, account!.id));
}

describe('order payment by card wallet', () => {
  it('pays an order through buy-details: create, submit to the wallet, approve, query', async () => {
    const { client, email } = await signedInClient(wallet.ctx);
    const id = await placeOrder(client);
    const paymentId = await createPayment(client, { ordersID: [id] });
    const submitted = await submitToWallet(client, paymentId);
    expect(submitted).toMatchObject({ channel: 'paypal', status: 'unpaid', totalAmount: 59, ordersID: [id] });
    const back = await approveByLink(submitted.approveUrl!);
    expect(`${back.pathname}?${back.searchParams.toString()}`).toContain(
      `/admin/order/buy-details?orderID=${id}&paymentID=${paymentId}`,
    );
    const done = okMsg(await queryPayment(client, paymentId, submitted.payID));
    expect(done).toMatchObject({ status: 'paid', type: 'purchase', channel: 'paypal', ordersID: [id] });
    expect(await orderDetail(client, id)).toMatchObject({ paid: true });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'paid', channel: 'paypal' });
    // Paid by card: the balance is not touched and no ledger entry is needed.
    expect(await ledgerOf(email)).toHaveLength(0);
    expect(okMsg<Profile>(await client.get('/api/account/profile')).funds).toBe('0.00');
    // Asking again changes nothing.
    expect(okMsg(await queryPayment(client, paymentId))).toMatchObject({ status: 'paid' });
    expect((await client.post(`/api/payment/submit/${paymentId}?channel=paypal`)).body.code).toBe(
      ErrorCode.alreadyPaid,
    );
  });

  it('charges the discounted total and consumes the coupon once paid', async () => {
    const { client } = await signedInClient(wallet.ctx);
    const gift = okMsg<Profile>(await client.get('/api/account/profile?couponTag=usable')).coupons![0]!;
    const id = await placeOrder(client);
    const paymentId = await createPayment(client, { ordersID: [id], code: gift.code });
    const submitted = await submitToWallet(client, paymentId);
    expect(wallet.emulator.orders.get(submitted.payID!)!.amount).toEqual({
      currency_code: 'USD',
      value: '49.00',
    });
    await approveByLink(submitted.approveUrl!);
    okMsg(await queryPayment(client, paymentId));
    const [coupon] = await wallet.ctx.handle.db.select().from(coupons).where(eq(coupons.code, gift.code));
    expect(coupon!.usedByPaymentId).toBe(Number(paymentId));
  });

  it('does not capture when the order was closed after approval', async () => {
    const { client } = await signedInClient(wallet.ctx);
    const id = await placeOrder(client);
    const paymentId = await createPayment(client, { ordersID: [id] });
    const submitted = await submitToWallet(client, paymentId);
    wallet.emulator.approve(submitted.payID!);
    await wallet.ctx.handle.db.update(orders).set({ status: 5 }).where(eq(orders.id, id));
    const refused = await queryPayment(client, paymentId);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(`Order ${id} is closed and can no longer be paid`);
    expect(wallet.emulator.orders.get(submitted.payID!)!.status).toBe('APPROVED');
  });

  it('credits the balance when captured money arrives for an order paid meanwhile', async () => {
    const { client, email } = await signedInClient(wallet.ctx);
    const id = await placeOrder(client);
    const paymentId = await createPayment(client, { ordersID: [id] });
    const submitted = await submitToWallet(client, paymentId);
    wallet.emulator.approve(submitted.payID!);
    wallet.emulator.capture(submitted.payID!);
    // Meanwhile the order was paid from the balance in another tab.
    await creditFunds(wallet.ctx, email, '59.00');
    okMsg(await payByBalance(client, id));
    const delivery = wallet.emulator.notification('PAYMENT.CAPTURE.COMPLETED', submitted.payID!);
    expect((await deliverNotification(wallet.ctx, delivery)).body.msg).toMatchObject({ outcome: 'applied' });
    expect(okMsg(await queryPayment(client, paymentId))).toMatchObject({
      status: 'credited',
      funds: '59.00',
    });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'cancelled', channel: 'paypal' });
    const entries = await ledgerOf(email);
    expect(entries.map((e) => e.kind).sort()).toEqual(['purchase', 'topupCard', 'topupOffline']);
    expect(entries.reduce((s, e) => s + e.amountCents, 0)).toBe(5900);
  });

  it('refuses a payment with nothing to charge by card; other orders still pay', async () => {
    const { client } = await signedInClient(wallet.ctx);
    const gift = okMsg<Profile>(await client.get('/api/account/profile?couponTag=usable')).coupons![0]!;
    // A coupon worth the whole order: nothing left for the card.
    const id = await placeOrder(client);
    await wallet.ctx.handle.db
      .update(orders)
      .set({ totalCents: 1000, priceCents: 1000 })
      .where(eq(orders.id, id));
    const paymentId = await createPayment(client, { ordersID: [id], code: gift.code });
    const refused = await client.post(`/api/payment/submit/${paymentId}?channel=paypal`);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('Nothing is left to pay by card; please use the account balance');
    const other = await placeOrder(client);
    expect(await payByWallet(client, await createPayment(client, { ordersID: [other] }))).toMatchObject({
      status: 'paid',
    });
  });
});
