import { ErrorCode, type Coupon, type Profile } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index.js';
import { DAY } from '../../lib/clock.js';
import { createTestContext, signedInClient, type TestContext } from '../../test/harness.js';
import { creditFunds, okMsg, orderDetail, payByBalance, placeOrder } from '../../test/purchase.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('free trial', () => {
  it('starts a 14-day trial once, without payment, and the order can still be paid', async () => {
    const { client, email } = await signedInClient(ctx);
    const id = await placeOrder(client);
    const trial = okMsg<{ trialEndsAt: string }>(await client.put(`/api/order/free_trial/${id}`));
    expect(new Date(trial.trialEndsAt).getTime() - ctx.clock.now().getTime()).toBe(14 * DAY);
    expect(await orderDetail(client, id)).toMatchObject({ inFreeTrial: true, freeTrial: false, paid: false });
    const again = await client.put(`/api/order/free_trial/${id}`);
    expect(again.body.code).toBe(ErrorCode.trialNotAllowed);
    await creditFunds(ctx, email, '59.00');
    okMsg(await payByBalance(client, id));
    expect(await orderDetail(client, id)).toMatchObject({ paid: true, inFreeTrial: false });
  });

  it('is refused for products without a trial (code signing, IP certificates)', async () => {
    const { client } = await signedInClient(ctx);
    const id = await placeOrder(client, {
      shortName: 'PositiveIPSSL',
      domains: '8.8.4.4',
      authMethod: 'http',
    });
    expect((await orderDetail(client, id)).freeTrial).toBe(false);
    const refused = await client.put(`/api/order/free_trial/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('This product does not offer a free trial');
  });
});

describe('coupons', () => {
  it('gives a sign-up gift that a payment consumes exactly once', async () => {
    const { client, email } = await signedInClient(ctx);
    const usable = okMsg<Profile>(await client.get('/api/account/profile?couponTag=usable')).coupons ?? [];
    expect(usable).toHaveLength(1);
    const gift = usable[0]!;
    expect(gift).toMatchObject({ amount: 10, usable: true, status: 'usable', title: 'Sign-up gift' });

    const first = await placeOrder(client);
    const second = await placeOrder(client);
    const withCoupon = await orderDetail(client, first, `?code=${gift.code}`);
    expect(withCoupon).toMatchObject({ amount: 10, finalTotal: 49, appliedCode: gift.code });

    // Two payments prepared with the same coupon: only the first to be paid may use it.
    const paymentA = okMsg<string>(
      await client.post('/api/orders/payment/create', { json: { ordersID: [first], code: gift.code } }),
    );
    const paymentB = okMsg<string>(
      await client.post('/api/orders/payment/create', { json: { ordersID: [second], code: gift.code } }),
    );
    await creditFunds(ctx, email, '100.00');
    okMsg(await client.post(`/api/payment/submit/${paymentA}?channel=fund`));
    const reused = await client.post(`/api/payment/submit/${paymentB}?channel=fund`);
    expect(reused.status).toBe(422);
    expect(reused.body.msg).toBe('This coupon has been used already');
    // Nothing of the refused payment was written: the balance only paid order A (59 - 10).
    expect(okMsg<Profile>(await client.get('/api/account/profile')).funds).toBe('51.00');
    expect(await orderDetail(client, second)).toMatchObject({ paid: false });

    const used = okMsg<Profile>(await client.get('/api/account/profile?couponTag=used')).coupons ?? [];
    expect(used.map((c) => c.code)).toEqual([gift.code]);
    const detail = await orderDetail(client, second, `?code=${gift.code}`);
    expect(detail).toMatchObject({
      amount: 0,
      appliedCode: null,
      codeProblem: 'This coupon has been used already',
    });
  });

  it('applies a promo code once per account and reports unknown codes', async () => {
    const { client, email } = await signedInClient(ctx);
    const id = await placeOrder(client, { validity: 12 });
    const promo = await orderDetail(client, id, '?masterCode=welcome10');
    expect(promo).toMatchObject({ amount: 5.9, finalTotal: 53.1, appliedMasterCode: 'WELCOME10' });
    const unknown = await orderDetail(client, id, '?masterCode=NOPE');
    expect(unknown.codeProblem).toBe('This promo code does not exist or is no longer valid');
    await creditFunds(ctx, email, '200.00');
    okMsg(await payByBalance(client, id, { masterCode: 'WELCOME10' }));
    const next = await placeOrder(client);
    const refused = await client.post('/api/orders/payment/create', {
      json: { ordersID: [next], masterCode: 'WELCOME10' },
    });
    expect(refused.body.msg).toBe('You have used this promo code already');
  });

  it('coupon/latest grants a missing gift to an older account and answers the newest coupon', async () => {
    const { client } = await signedInClient(ctx);
    const latest = okMsg<Coupon>(await client.get('/api/coupon/latest'));
    expect(latest.code).toMatch(/^GIFT-/);
    const all = okMsg<Profile>(await client.get('/api/account/profile?couponTag=all')).coupons ?? [];
    expect(all).toHaveLength(1);
  });
});

describe('who may see and pay', () => {
  it('refuses payment by role sale, also through the API, but allows its free trial', async () => {
    const { client, email } = await signedInClient(ctx);
    const id = await placeOrder(client);
    await creditFunds(ctx, email, '100.00');
    await ctx.handle.db.update(accounts).set({ role: 'sale' }).where(eq(accounts.email, email));
    // Sessions cache the role briefly; log in again to read it.
    okMsg(await client.post('/api/login', { form: { email, password: 'correct horse battery' } }));
    const create = await client.post('/api/orders/payment/create', { json: { ordersID: [id] } });
    expect(create.status).toBe(403);
    expect(create.body.msg).toBe(
      'Your role or API key may not make payments; please ask the main account or a finance user',
    );
    const methods = okMsg<{ fund: { available: boolean } }>(await client.get('/api/payment/methods'));
    expect(methods.fund.available).toBe(false);
    okMsg(await client.put(`/api/order/free_trial/${id}`));
  });

  it("keeps another account's order and payment invisible", async () => {
    const owner = await signedInClient(ctx);
    const other = await signedInClient(ctx);
    const id = await placeOrder(owner.client);
    const payment = okMsg<string>(
      await owner.client.post('/api/orders/payment/create', { json: { ordersID: [id] } }),
    );
    await creditFunds(ctx, other.email, '100.00');

    const detail = await other.client.get(`/api/order/detail/${id}`);
    expect(detail.status).toBe(404);
    expect(detail.body.msg).toBe(`Order ${id} does not exist`);
    expect((await other.client.post('/api/orders/payment/create', { json: { ordersID: [id] } })).status).toBe(
      404,
    );
    expect((await other.client.post(`/api/payment/submit/${payment}?channel=fund`)).status).toBe(404);
    expect((await other.client.put(`/api/order/free_trial/${id}`)).status).toBe(404);
    expect(okMsg<Profile>(await other.client.get('/api/account/profile')).funds).toBe('100.00');
  });

  it('names an unknown payment id of 16-18 digits exactly as it was sent', async () => {
    const { client } = await signedInClient(ctx);
    for (const id of ['9007199254740993', '12345678901234567', '999999999999999999', '0000000000000042']) {
      const submit = await client.post(`/api/payment/submit/${id}?channel=fund`);
      expect([submit.status, submit.body.msg]).toEqual([404, `Payment ${id} does not exist`]);
      const query = await client.get(`/api/payment/query/${id}`);
      expect([query.status, query.body.msg]).toEqual([404, `Payment ${id} does not exist`]);
    }
  });

  it('needs a session and the CSRF header', async () => {
    const anonymous = await ctx.client().post('/api/orders/payment/create', { json: { ordersID: [1] } });
    expect(anonymous.body.code).toBe(ErrorCode.notLoggedIn);
    const { client } = await signedInClient(ctx);
    const id = await placeOrder(client);
    const forged = await client.post('/api/orders/payment/create', { json: { ordersID: [id] }, csrf: false });
    expect(forged.body.code).toBe(ErrorCode.csrf);
  });

  it('hides the card wallet with a reason while no provider is configured', async () => {
    const { client } = await signedInClient(ctx);
    const methods = okMsg<{ paypal: { available: boolean; reason: string } }>(
      await client.get('/api/payment/methods'),
    );
    expect(methods.paypal).toEqual({
      available: false,
      reason: 'Card payment is not set up on this portal',
      clientId: null,
      sdkUrl: null,
    });
  });
});

describe('what paying an order charged', () => {
  it('shows the list amount, the discount, the charged amount and the coupon on order/info', async () => {
    const { client, email } = await signedInClient(ctx);
    const gift = (okMsg<Profile>(await client.get('/api/account/profile?couponTag=usable')).coupons ??
      [])[0]!;
    const id = await placeOrder(client);
    expect(
      okMsg<{ orderDetail: { payment: unknown } }>(await client.get(`/api/order/info/${id}`)).orderDetail
        .payment,
    ).toBeNull();
    await creditFunds(ctx, email, '49.00');
    okMsg(await payByBalance(client, id, { code: gift.code }));
    const { orderDetail } = okMsg<{ orderDetail: { payment: unknown; totalAmount: number } }>(
      await client.get(`/api/order/info/${id}`),
    );
    expect(orderDetail.payment).toMatchObject({
      listAmount: 59,
      discount: 10,
      paidAmount: 49,
      coupon: gift.code,
      // Issue 31: the code is named as what it is (a coupon of the account here, not a promo code).
      codeKind: 'coupon',
      orders: 1,
    });
    // Buy-details (order/detail) of the paid order: what was charged, not the list price with no discount.
    const buyDetails = okMsg<Record<string, unknown>>(await client.get(`/api/order/detail/${id}`));
    expect(buyDetails).toMatchObject({ paid: true, total: 59, amount: 10, finalTotal: 49 });
    expect(buyDetails.charged).toMatchObject({
      listAmount: 59,
      discount: 10,
      paidAmount: 49,
      coupon: gift.code,
    });
    // The balance dropped by what was charged, not by the list price.
    expect(okMsg<Profile>(await client.get('/api/account/profile')).funds).toMatch(/0\.00/);
  });
});
