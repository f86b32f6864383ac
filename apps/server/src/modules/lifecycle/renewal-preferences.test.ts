import { ErrorCode, type OrderInfo } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, orders } from '../../db/schema/index.js';
import { signedInClient, uniqueEmail, type TestClient } from '../../test/harness.js';
import { issuedOrder, relogin, startLifecycleContext, type LifecycleContext } from '../../test/lifecycle.js';
import { okMsg, placeOrder } from '../../test/purchase.js';

let lc: LifecycleContext;
beforeAll(async () => {
  lc = await startLifecycleContext();
});
afterAll(() => lc.close());

const put = (client: TestClient, form: Record<string, string>) => client.put('/api/order/renewal', { form });

describe('PUT order/renewal', () => {
  it('sets the renewal choice and address of a paid order, shown by order/info', async () => {
    const order = await issuedOrder(lc);
    const before = okMsg<OrderInfo>(await order.client.get(`/api/order/info/${order.id}`)).orderDetail;
    expect(before).toMatchObject({ renewMode: 'manual', renewEmail: '', renewEmailOptions: [order.email] });

    const auto = await order.client.put('/api/order/renewal', {
      json: { orderID: order.id, renewMode: 'auto', email: order.email.toUpperCase() },
    });
    expect(okMsg(auto)).toEqual({ renewMode: 'auto', renewEmail: order.email });
    // Without an email the address stays; never stops the renewal.
    expect(
      okMsg(await put(order.client, { orderID: String(order.id), renewMode: 'never', email: '' })),
    ).toEqual({ renewMode: 'never', renewEmail: order.email });
    const after = okMsg<OrderInfo>(await order.client.get(`/api/order/info/${order.id}`)).orderDetail;
    expect(after).toMatchObject({ renewMode: 'never', renewEmail: order.email });
  });

  it('asks for an email for automatic renewal, one of the account', async () => {
    const order = await issuedOrder(lc);
    const missing = await put(order.client, { orderID: String(order.id), renewMode: 'auto' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      code: ErrorCode.invalidParams,
      msg: 'Please enter email',
      errors: [{ field: 'email', message: 'Please enter email' }],
    });
    const foreign = await put(order.client, {
      orderID: String(order.id),
      renewMode: 'auto',
      email: 'someone@elsewhere.example',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([
      { field: 'email', message: 'Please choose the email of this account or of one of its users' },
    ]);
    const badMode = await put(order.client, { orderID: String(order.id), renewMode: 'sometimes' });
    expect(badMode.status).toBe(400);
    expect(badMode.body.errors?.[0]?.field).toBe('renewMode');

    // A sub-user's address is one of the account's.
    const subEmail = uniqueEmail('finance');
    const [owner] = await lc.ctx.handle.db.select().from(accounts).where(eq(accounts.email, order.email));
    await lc.ctx.handle.db.insert(accounts).values({
      uid: String(Date.now() % 100_000_000).padStart(8, '7'),
      email: subEmail,
      passwordHash: 'x',
      role: 'finance',
      parentId: owner!.id,
    });
    const sub = await put(order.client, { orderID: String(order.id), renewMode: 'auto', email: subEmail });
    expect(okMsg(sub)).toEqual({ renewMode: 'auto', renewEmail: subEmail });
    okMsg(await order.client.put('/api/i18n/language', { json: { lang: 'zh-TW' } }));
    const zhMissing = await put(order.client, { orderID: String(order.id), renewMode: 'auto' });
    expect(zhMissing.body).toMatchObject({ code: ErrorCode.invalidParams, msg: '請輸入電子郵件' });
  });

  it('refuses unpaid orders, closed orders, role sale, and answers 404 for another account', async () => {
    const { client } = await signedInClient(lc.ctx);
    const unpaid = await placeOrder(client, { domains: 'unpaid.renewal-pref-test.com' });
    const refused = await put(client, { orderID: String(unpaid), renewMode: 'never' });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(`Order ${unpaid} is not paid yet: renewal settings apply once it is paid.`);

    const order = await issuedOrder(lc);
    const stranger = await signedInClient(lc.ctx);
    const hidden = await put(stranger.client, { orderID: String(order.id), renewMode: 'never' });
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe(ErrorCode.notFound);

    await lc.ctx.handle.db.update(accounts).set({ role: 'sale' }).where(eq(accounts.email, order.email));
    await relogin(order.client, order.email);
    const sale = await put(order.client, {
      orderID: String(order.id),
      renewMode: 'auto',
      email: order.email,
    });
    expect(sale.status).toBe(403);
    expect(sale.body.code).toBe(ErrorCode.forbidden);
    await lc.ctx.handle.db.update(accounts).set({ role: 'admin' }).where(eq(accounts.email, order.email));
    await relogin(order.client, order.email);

    await lc.ctx.handle.db.update(orders).set({ status: 6 }).where(eq(orders.id, order.id));
    const closed = await put(order.client, { orderID: String(order.id), renewMode: 'never' });
    expect(closed.status).toBe(409);
    expect(closed.body.msg).toBe(`Order ${order.id} is closed and can no longer be renewed.`);
  });
});
