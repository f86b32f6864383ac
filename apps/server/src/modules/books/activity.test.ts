import type { ActivityAnswer } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema/index.js';
import { MINUTE } from '../../lib/clock.js';
import { accountIdOf, makeSubUser, recordCardPurchase } from '../../test/books.js';
import { createTestContext, signedInClient, type TestClient, type TestContext } from '../../test/harness.js';
import { creditFunds, okMsg, payByBalance, placeOrder } from '../../test/purchase.js';
import { createOperatorCommands } from '../operator/commands.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const activity = async (client: TestClient, query = '') =>
  okMsg<ActivityAnswer>(await client.get(`/api/payments?${query}`));

describe('account activity (GET payments)', () => {
  it('lists paid top-ups and purchases newest first, each with the balance it left', async () => {
    const { client, email } = await signedInClient(ctx);
    const accountId = await accountIdOf(ctx, email);
    expect(await activity(client)).toEqual({ list: [], total: 0, funds: '$0.00' });

    await creditFunds(ctx, email, '100.00');
    ctx.clock.advance(MINUTE);
    const a = await placeOrder(client, { domains: 'a.activity-test.com' });
    okMsg(await payByBalance(client, a));
    ctx.clock.advance(MINUTE);
    const b = await placeOrder(client, { domains: 'b.activity-test.com' });
    // A payment prepared on buy-details but never paid is not activity.
    okMsg(await client.post('/api/orders/payment/create', { json: { ordersID: [b] } }));
    const card = await recordCardPurchase(ctx, accountId, [b], 5900, ctx.clock.now());

    const all = await activity(client);
    expect(all.total).toBe(3);
    expect(all.funds).toBe('$41.00');
    expect(all.list.map((r) => [r.type, r.channel, r.totalAmount, r.currentAmount])).toEqual([
      ['purchase', 'paypal', 59, 41],
      ['purchase', 'fund', 59, 41],
      ['addFunds', 'offline', 100, 100],
    ]);
    const [byCard, byBalance, topUp] = all.list;
    expect(byCard!.id).toBe(card.id);
    expect(byBalance!.ordersID).toEqual([a]);
    expect(byBalance!.reissueOrdersID).toEqual([]);
    expect(byBalance!.describe).toMatch(/ · a\.activity-test\.com · 12 months$/);
    expect(topUp!.describe).toBe('Add funds (Offline payment)');
    expect(Date.parse(topUp!.paidAt)).toBeLessThan(Date.parse(byBalance!.paidAt));

    // The balance after each row agrees with the ledger.
    const entries = await ctx.handle.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, accountId));
    expect(entries.map((e) => e.balanceAfterCents)).toEqual([10000, 4100]);

    expect((await activity(client, 'type=addFunds')).list.map((r) => r.type)).toEqual(['addFunds']);
    expect((await activity(client, `orderID=${a}`)).list.map((r) => r.ordersID)).toEqual([[a]]);
    expect((await activity(client, 'page=2&pageSize=1')).list.map((r) => r.ordersID)).toEqual([[a]]);
    const today = ctx.clock.now().toISOString().slice(0, 10);
    expect((await activity(client, `beginTime=${today}&endTime=${today}`)).total).toBe(3);
    expect((await activity(client, 'beginTime=2099-01-01')).total).toBe(0);
    expect((await activity(client, 'endTime=2000-01-01')).total).toBe(0);

    const badType = await client.get('/api/payments?type=gift');
    expect(badType.status).toBe(400);
    expect(badType.body.msg).toBe('Please choose a type from the list');
    expect((await client.get('/api/payments?orderID=abc')).status).toBe(400);
    const badDay = await client.get('/api/payments?beginTime=2026-02-30');
    expect(badDay.status).toBe(400);
    expect(badDay.body.msg).toBe('Please enter a date as YYYY-MM-DD');

    const other = await signedInClient(ctx);
    expect(await activity(other.client)).toEqual({ list: [], total: 0, funds: '$0.00' });
    expect((await activity(other.client, `orderID=${a}`)).total).toBe(0);
  });

  it('shows an approved refund once, as a credit with the balance it made', async () => {
    const { client, email } = await signedInClient(ctx);
    const id = await placeOrder(client, { domains: 'refund.activity-test.com' });
    await creditFunds(ctx, email, '59.00');
    okMsg(await payByBalance(client, id));
    okMsg(await client.get(`/api/order/cancel/${id}`));
    okMsg(
      await client.post(`/api/payment/refund/${id}`, {
        form: { email: 'me@example.com', phone: '+1 555 0100', desc: 'Wrong product' },
      }),
    );
    const commands = createOperatorCommands({
      db: ctx.handle.db,
      clock: ctx.clock,
      migrate: async () => {},
      refunds: ctx.app.portal.refunds,
    });
    ctx.clock.advance(MINUTE);
    await commands['refund:approve']!.run(['--id', String(id)]);
    await expect(commands['refund:approve']!.run(['--id', String(id)])).rejects.toThrow(/no refund/);

    const { list, funds } = await activity(client, `orderID=${id}`);
    expect(funds).toBe('$59.00');
    expect(list.map((r) => [r.type, r.channel, r.totalAmount, r.currentAmount, r.describe])).toEqual([
      ['refundSSL', 'fund', 59, 59, `Refund of order ${id}`],
      ['purchase', 'fund', 59, 0, expect.stringContaining('refund.activity-test.com')],
    ]);
    const refunds = await ctx.handle.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, await accountIdOf(ctx, email)));
    expect(refunds.filter((e) => e.kind === 'refund').map((e) => e.paymentId)).toEqual([list[0]!.id]);
    expect((await activity(client, 'type=refundSSL')).total).toBe(1);
  });

  it('answers in the reader’s language', async () => {
    const { client, email } = await signedInClient(ctx);
    await creditFunds(ctx, email, '5.00');
    okMsg(await client.put('/api/i18n/language', { json: { lang: 'zh-CN' } }));
    expect((await activity(client)).list[0]!.describe).toBe('充值（线下支付）');
    okMsg(await client.put('/api/i18n/language', { json: { lang: 'zh-TW' } }));
    expect((await activity(client)).list[0]!.describe).toBe('儲值（線下付款）');
  });
});

describe('who reads the books', () => {
  it('lets a finance sub-user read the main account’s books and refuses role sale everywhere', async () => {
    const owner = await signedInClient(ctx);
    await creditFunds(ctx, owner.email, '20.00');
    const finance = await signedInClient(ctx);
    await makeSubUser(ctx, finance.client, finance.email, owner.email, 'finance');
    const seen = await activity(finance.client);
    expect(seen.funds).toBe('$20.00');
    expect(seen.list.map((r) => r.type)).toEqual(['addFunds']);

    const sale = await signedInClient(ctx);
    await makeSubUser(ctx, sale.client, sale.email, owner.email, 'sale');
    for (const [method, url] of [
      ['GET', '/api/payments'],
      ['GET', '/api/order/invoices'],
      ['GET', `/api/order/invoice/${seen.list[0]!.id}`],
      ['GET', '/api/account_statements'],
      ['POST', '/api/account_statement/generate'],
      ['GET', '/api/account_statement/csv/1'],
    ] as const) {
      const res = await sale.client.call(method, url, method === 'POST' ? { form: { time: '2020-01' } } : {});
      expect(res.status, url).toBe(403);
      expect(res.body.msg).toBe(
        method === 'POST'
          ? 'Your role or API key may not generate account statements'
          : 'The account’s balance, invoices and statements are not available to your role',
      );
    }
  });
});
