import { ErrorCode, type PaymentQueryAnswer, type Profile } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, ledgerEntries, payments } from '../../db/schema/index.js';
import { signedInClient } from '../../test/harness.js';
import { okMsg } from '../../test/purchase.js';
import {
  approveByLink,
  payByWallet,
  queryPayment,
  submitToWallet,
  topUp,
  walletSuite,
} from '../../test/wallet.js';

const wallet = walletSuite();

async function accountOf(email: string) {
  const [row] = await wallet.ctx.handle.db.select().from(accounts).where(eq(accounts.email, email));
  return row!;
}

async function ledgerOf(accountId: number) {
  return wallet.ctx.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId));
}

describe('top-up by card wallet', () => {
  it('creates a payment, a wallet order for exactly its amount, and credits the balance after approval', async () => {
    const { client, email } = await signedInClient(wallet.ctx);
    const paymentId = await topUp(client, '25.5');
    const submitted = await submitToWallet(client, paymentId);
    expect(submitted).toMatchObject({
      paymentID: paymentId,
      status: 'unpaid',
      channel: 'paypal',
      totalAmount: 25.5,
    });

    const order = wallet.emulator.orders.get(submitted.payID!)!;
    expect(order).toMatchObject({
      amount: { currency_code: 'USD', value: '25.50' },
      customId: paymentId,
      invoiceId: paymentId,
      status: 'PAYER_ACTION_REQUIRED',
    });
    expect(order.returnUrl).toBe(`http://portal.test/admin/invoice/add-funds?paymentID=${paymentId}`);

    // Before the buyer approves: a clear refusal, nothing booked.
    const early = await queryPayment(client, paymentId, submitted.payID);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: ErrorCode.providerRefused,
      msg: 'The payment has not been approved in the card wallet yet',
    });

    const back = await approveByLink(submitted.approveUrl!);
    expect(back.pathname).toBe('/admin/invoice/add-funds');
    expect(back.searchParams.get('paymentID')).toBe(paymentId);
    expect(back.searchParams.get('token')).toBe(submitted.payID);

    const done = okMsg<PaymentQueryAnswer>(await queryPayment(client, paymentId, submitted.payID));
    expect(done).toMatchObject({ status: 'paid', type: 'addFunds', channel: 'paypal', funds: '25.50' });
    expect(okMsg<Profile>(await client.get('/api/account/profile')).funds).toBe('25.50');

    const account = await accountOf(email);
    const entries = await ledgerOf(account.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'topupCard', amountCents: 2550, paymentId: Number(paymentId) });
    const [payment] = await wallet.ctx.handle.db
      .select()
      .from(payments)
      .where(eq(payments.id, Number(paymentId)));
    expect(payment).toMatchObject({ status: 'paid', channel: 'paypal', providerOrderId: submitted.payID });
    expect(payment!.providerRef).toBe(order.captures[0]!.id);
  });

  it('is never paid from the balance (that would take the money it adds), nor marked offline by the customer', async () => {
    const { client, email } = await signedInClient(wallet.ctx);
    const account = await accountOf(email);
    const paymentId = await topUp(client, '20.00');
    for (const channel of ['fund', 'offline']) {
      const refused = await client.post(`/api/payment/submit/${paymentId}?channel=${channel}`, {});
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe(
        `Payment ${paymentId} adds funds: it is paid by card or by bank transfer, not from the balance`,
      );
    }
    expect(await ledgerOf(account.id)).toEqual([]);
    const [row] = await wallet.ctx.handle.db
      .select()
      .from(payments)
      .where(eq(payments.id, Number(paymentId)));
    expect(row).toMatchObject({ status: 'unpaid' });
  });

  it('checks the amount: required, at least $1.00, at most two decimals', async () => {
    const { client } = await signedInClient(wallet.ctx);
    const missing = await client.post('/api/payments/topup', { form: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: ErrorCode.invalidParams, msg: 'Please enter the amount' });
    const small = await client.post('/api/payments/topup', { form: { charge: '0.99' } });
    expect(small.body.msg).toBe('The minimum amount is $1.00');
    const precise = await client.post('/api/payments/topup', { json: { charge: '10.005' } });
    expect(precise.body.msg).toBe('Enter an amount in US dollars with at most two decimals');
    const words = await client.post('/api/payments/topup', { json: { charge: 'ten' } });
    expect(words.body.code).toBe(ErrorCode.invalidParams);
    expect(okMsg(await client.post('/api/payments/topup', { form: { charge: '1.00' } }))).toMatchObject({
      paymentID: expect.stringMatching(/^\d+$/),
    });
  });

  it('answers the same wallet order to a second submit, with a PayPal-Request-Id on every mutating call', async () => {
    const { client } = await signedInClient(wallet.ctx);
    const paymentId = await topUp(client, '12.00');
    const first = await submitToWallet(client, paymentId);
    const second = await submitToWallet(client, paymentId);
    expect(second.payID).toBe(first.payID);
    await payByWallet(client, paymentId);
    const mutating = wallet.emulator.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v2/'));
    expect(mutating.length).toBeGreaterThan(0);
    for (const request of mutating) expect(request.requestId).toMatch(/\S/);
  });

  it('applies a capture once however often it is queried (10 at once)', async () => {
    const { client, email } = await signedInClient(wallet.ctx);
    const paymentId = await topUp(client, '40.00');
    const submitted = await submitToWallet(client, paymentId);
    wallet.emulator.approve(submitted.payID!);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => queryPayment(client, paymentId, submitted.payID)),
    );
    for (const answer of answers) expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ code: 0 });
    const account = await accountOf(email);
    const entries = await ledgerOf(account.id);
    expect(entries).toHaveLength(1);
    expect(account.balanceCents).toBe(4000);
    expect(entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(account.balanceCents);
    // The emulator captured once: the other queries found it captured.
    expect(wallet.emulator.orders.get(submitted.payID!)!.captures).toHaveLength(1);
  });

  it('refuses a capture whose amount does not match the payment, and books nothing', async () => {
    const { client, email } = await signedInClient(wallet.ctx);
    const paymentId = await topUp(client, '30.00');
    const submitted = await submitToWallet(client, paymentId);
    wallet.emulator.approve(submitted.payID!);
    wallet.emulator.setNextCapture({ amount: { currency_code: 'USD', value: '3.00' } });
    const refused = await queryPayment(client, paymentId, submitted.payID);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: ErrorCode.providerRefused,
      msg: 'The card wallet charged 3.00 USD, which does not match the payment of 30.00 USD; nothing was booked',
    });
    // Asking again finds the same capture and refuses it again.
    expect((await queryPayment(client, paymentId)).body.code).toBe(ErrorCode.providerRefused);
    const account = await accountOf(email);
    expect(account.balanceCents).toBe(0);
    expect(await ledgerOf(account.id)).toHaveLength(0);
    const [payment] = await wallet.ctx.handle.db
      .select()
      .from(payments)
      .where(eq(payments.id, Number(paymentId)));
    expect(payment).toMatchObject({ status: 'unpaid', providerRef: null });
  });

  it('refuses another currency too', async () => {
    const { client } = await signedInClient(wallet.ctx);
    const paymentId = await topUp(client, '5.00');
    const submitted = await submitToWallet(client, paymentId);
    wallet.emulator.approve(submitted.payID!);
    wallet.emulator.setNextCapture({ amount: { currency_code: 'EUR', value: '5.00' } });
    expect((await queryPayment(client, paymentId)).body.code).toBe(ErrorCode.providerRefused);
  });

  it('answers a declined card with a clear 4xx and keeps the payment open', async () => {
    const { client } = await signedInClient(wallet.ctx);
    const paymentId = await topUp(client, '9.99');
    const submitted = await submitToWallet(client, paymentId);
    wallet.emulator.approve(submitted.payID!);
    wallet.emulator.setNextCapture({ outcome: 'declined' });
    const declined = await queryPayment(client, paymentId);
    expect(declined.status).toBe(409);
    expect(declined.body.msg).toBe(
      'The card wallet declined the payment; please try another card or the account balance',
    );
    // The buyer tries again: the same order can be captured now.
    expect(okMsg(await queryPayment(client, paymentId))).toMatchObject({ status: 'paid', funds: '9.99' });
  });

  it('reports a capture the wallet holds for review as pending, without booking', async () => {
    const { client, email } = await signedInClient(wallet.ctx);
    const paymentId = await topUp(client, '15.00');
    const submitted = await submitToWallet(client, paymentId);
    wallet.emulator.approve(submitted.payID!);
    wallet.emulator.setNextCapture({ outcome: 'pending' });
    expect(okMsg(await queryPayment(client, paymentId))).toMatchObject({ status: 'pending', funds: '0.00' });
    expect((await accountOf(email)).balanceCents).toBe(0);
  });

  it('creates a new wallet order when the first one was voided', async () => {
    const { client } = await signedInClient(wallet.ctx);
    const paymentId = await topUp(client, '7.00');
    const first = await submitToWallet(client, paymentId);
    wallet.emulator.void(first.payID!);
    expect((await queryPayment(client, paymentId)).body.msg).toBe(
      'The card-wallet order was cancelled or has expired; please start the payment again',
    );
    const second = await submitToWallet(client, paymentId);
    expect(second.payID).not.toBe(first.payID);
    // The old order id is no longer this payment's.
    expect((await queryPayment(client, paymentId, first.payID)).status).toBe(400);
    await approveByLink(second.approveUrl!);
    expect(okMsg(await queryPayment(client, paymentId, second.payID))).toMatchObject({ status: 'paid' });
  });

  it('answers "try again later" while the wallet is down, and works once it is back', async () => {
    const { client } = await signedInClient(wallet.ctx);
    const paymentId = await topUp(client, '3.00');
    wallet.emulator.failNext('/v2/checkout/orders', 3, 503);
    const down = await client.post(`/api/payment/submit/${paymentId}?channel=paypal`);
    expect(down.status).toBe(409);
    expect(down.body).toMatchObject({
      code: ErrorCode.paymentUnavailable,
      msg: 'The card wallet cannot be reached right now; please try again in a few minutes',
    });
    expect(await payByWallet(client, paymentId)).toMatchObject({ status: 'paid' });
  });

  it("keeps another account's payment invisible (404) and refuses role sale", async () => {
    const owner = await signedInClient(wallet.ctx);
    const other = await signedInClient(wallet.ctx);
    const paymentId = await topUp(owner.client, '10.00');
    expect((await other.client.post(`/api/payment/submit/${paymentId}?channel=paypal`)).status).toBe(404);
    expect((await queryPayment(other.client, paymentId)).status).toBe(404);

    await wallet.ctx.handle.db.update(accounts).set({ role: 'sale' }).where(eq(accounts.email, owner.email));
    okMsg(
      await owner.client.post('/api/login', {
        form: { email: owner.email, password: 'correct horse battery' },
      }),
    );
    const topup = await owner.client.post('/api/payments/topup', { json: { charge: '10.00' } });
    expect(topup.status).toBe(403);
    const submit = await owner.client.post(`/api/payment/submit/${paymentId}?channel=paypal`);
    expect(submit.status).toBe(403);
    expect(submit.body.msg).toBe(
      'Your role or API key may not make payments; please ask the main account or a finance user',
    );
  });

  it('tells the web app the public wallet settings (never the secret)', async () => {
    const { client } = await signedInClient(wallet.ctx);
    const methods = await client.get<{ paypal: Record<string, unknown> }>('/api/payment/methods');
    expect(okMsg(methods).paypal).toEqual({
      available: true,
      reason: null,
      clientId: wallet.emulator.clientId,
      sdkUrl: wallet.emulator.sdkUrl,
    });
    expect(methods.text).not.toContain(wallet.emulator.clientSecret);
    // The pages (not the JSON answers) may load the wallet's script and frames and keep its popup's opener.
    const page = await client.get('/');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${wallet.emulator.url}`);
    expect(csp).toContain(`frame-src 'self' ${wallet.emulator.url}`);
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});
