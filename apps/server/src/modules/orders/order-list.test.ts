import { ErrorCode, type ListAnswer, type OrderListRow, type Profile } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, ledgerEntries } from '../../db/schema/index.js';
import { DAY } from '../../lib/clock.js';
import { createOperatorCommands } from '../operator/commands.js';
import { csvFieldSql } from '../../db/csv-sql.js';
import {
  createTestContext,
  signedInClient,
  PASSWORD,
  type TestClient,
  type TestContext,
} from '../../test/harness.js';
import { creditFunds, okMsg, payByBalance, placeOrder } from '../../test/purchase.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const list = async (client: TestClient, query: string) =>
  okMsg<ListAnswer<OrderListRow>>(await client.get(`/api/orders?${query}`));

describe('My Orders', () => {
  it('filters by tag, order id, domain and dates, and never shows another account’s orders', async () => {
    const { client, email } = await signedInClient(ctx);
    const paid = await placeOrder(client, { domains: 'paid.list-test.com' });
    const trial = await placeOrder(client, { domains: 'trial.list-test.com' });
    const waiting = await placeOrder(client, { domains: 'waiting.list-test.com' });
    await creditFunds(ctx, email, '100.00');
    okMsg(await payByBalance(client, paid));
    okMsg(await client.put(`/api/order/free_trial/${trial}`));
    const other = await signedInClient(ctx);
    await placeOrder(other.client, { domains: 'other.list-test.com' });

    expect((await list(client, '')).total).toBe(3);
    expect((await list(client, 'tag=paid')).list.map((o) => o.id)).toEqual([paid]);
    expect((await list(client, 'tag=freeTrial')).list.map((o) => o.id)).toEqual([trial]);
    expect((await list(client, 'tag=unpaid')).list.map((o) => o.id)).toEqual([waiting, trial]);
    expect((await list(client, 'tag=waitCommit')).total).toBe(3);
    expect((await list(client, `orderID=${waiting}`)).list.map((o) => o.id)).toEqual([waiting]);
    expect((await list(client, 'domain=TRIAL.list')).list.map((o) => o.id)).toEqual([trial]);
    expect((await list(client, 'tag=needPay')).total).toBe(0);
    expect((await list(client, 'beginTime=2099-01-01')).total).toBe(0);
    expect((await list(client, 'timeType=paid&beginTime=2000-01-01')).list.map((o) => o.id)).toEqual([paid]);
    expect((await list(client, 'page=2&pageSize=2')).list).toHaveLength(1);
    const bad = await client.get('/api/orders?tag=nonsense');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('Please choose a status from the list');
    // The same filter shapes again with other values and another account (each shape's query is built once).
    expect((await list(other.client, '')).list.map((o) => o.commonName)).toEqual(['other.list-test.com']);
    expect((await list(other.client, `orderID=${waiting}`)).total).toBe(0);
    expect((await list(client, `orderID=${paid}`)).list.map((o) => o.id)).toEqual([paid]);
    expect((await list(client, 'domain=waiting.LIST')).list.map((o) => o.id)).toEqual([waiting]);
    expect((await list(client, 'page=2&pageSize=1')).list.map((o) => o.id)).toEqual([trial]);

    // 12 days later the trial ends within the 3-day pay window.
    ctx.clock.advance(12 * DAY);
    okMsg(await client.post('/api/login', { form: { email, password: PASSWORD } }));
    expect((await list(client, 'tag=needPay')).list.map((o) => o.id)).toEqual([trial]);
    ctx.clock.advance(-12 * DAY);
  });

  it('exports exactly the filtered orders as CSV in the user’s timezone', async () => {
    const { client } = await signedInClient(ctx);
    const a = await placeOrder(client, { domains: 'a.csv-test.com' });
    const b = await placeOrder(client, { domains: 'b.csv-test.com' });
    const all = await client.get('/api/orders/csv?timezone=480');
    expect(all.status).toBe(200);
    expect(all.headers['content-type']).toContain('text/csv');
    const lines = all.text.trim().split('\n');
    expect(lines[0]).toBe('orderID,product,commonName,validityMonths,status,paid,freeTrial,createdAt,paidAt');
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual([b, a]);
    const created = lines[1]!.split(',')[7]!;
    const utc = new Date(Date.parse(`${created.replace(' ', 'T')}Z`) - 480 * 60_000);
    expect(Math.abs(utc.getTime() - ctx.clock.now().getTime())).toBeLessThan(60_000);
    const one = await client.get(`/api/orders/csv?orderID=${a}`);
    expect(one.text.trim().split('\n')).toHaveLength(2);
  });
});

describe('CSV fields made by the database', () => {
  it('defuses formulas and quotes commas, quotes and line breaks as a spreadsheet expects', async () => {
    const cases: [string, string][] = [
      ['plain.example.com', 'plain.example.com'],
      ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
      ['+1', "'+1"],
      ['-1', "'-1"],
      ['@SUM', "'@SUM"],
      ['\tTab', "'\tTab"],
      ['a,b', '"a,b"'],
      ['say "hi"', '"say ""hi"""'],
      ['two\nlines', '"two\nlines"'],
    ];
    for (const [input, expected] of cases) {
      const result: unknown = await ctx.handle.db.execute(
        sql`select ${csvFieldSql(sql`${input}::text`)} as v`,
      );
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { v: string }[];
      expect(rows[0]?.v).toBe(expected);
    }
  });
});

describe('notes and auto-payment', () => {
  it('adds, updates and clears a note; refuses an empty one and another account', async () => {
    const { client } = await signedInClient(ctx);
    const id = await placeOrder(client);
    expect(
      okMsg(await client.post('/api/order/note', { form: { orderID: String(id), note: 'first' } })),
    ).toEqual({ id, note: 'first' });
    okMsg(await client.put('/api/order/note', { form: { orderID: String(id), note: 'second' } }));
    const empty = await client.put('/api/order/note', { form: { orderID: String(id), note: '  ' } });
    expect(empty.body.msg).toBe('Please enter remarks');
    expect(okMsg(await client.call('DELETE', '/api/order/note', { form: { orderID: String(id) } }))).toEqual({
      id,
      note: '',
    });
    const other = await signedInClient(ctx);
    expect(
      (await other.client.post('/api/order/note', { form: { orderID: String(id), note: 'x' } })).status,
    ).toBe(404);
  });

  it('switches auto-payment of an unpaid order; refused once paid', async () => {
    const { client, email } = await signedInClient(ctx);
    const id = await placeOrder(client);
    expect(
      okMsg(
        await client.put('/api/order/subscribe', {
          form: { orderID: String(id), subscribeAutoPayment: 'true' },
        }),
      ),
    ).toEqual({
      id,
      subscribeAutoPayment: true,
    });
    expect((await list(client, '')).list[0]!.subscribeAutoPayment).toBe(true);
    await creditFunds(ctx, email, '100.00');
    okMsg(await payByBalance(client, id));
    const paid = await client.put('/api/order/subscribe', {
      form: { orderID: String(id), subscribeAutoPayment: 'false' },
    });
    expect(paid.body.code).toBe(ErrorCode.alreadyPaid);
  });
});

describe('refunds', () => {
  const commands = () =>
    createOperatorCommands({
      db: ctx.handle.db,
      clock: ctx.clock,
      migrate: async () => {},
      refunds: ctx.app.portal.refunds,
    });
  const form = { email: 'me@example.com', phone: '+1 555 0100', desc: 'Ordered the wrong product' };

  it('applies within the window, credits the paid amount once on approval, and mails the customer', async () => {
    const { client, email } = await signedInClient(ctx);
    const id = await placeOrder(client, { validity: 12 });
    await creditFunds(ctx, email, '59.00');
    okMsg(await payByBalance(client, id));
    const notYet = await client.post(`/api/payment/refund/${id}`, { form });
    expect(notYet.body.msg).toBe('This order cannot be refunded in its current state');
    okMsg(await client.get(`/api/order/cancel/${id}`));
    const missing = await client.post(`/api/payment/refund/${id}`, { form: { ...form, desc: '' } });
    expect(missing.body.msg).toBe('Please enter the reason for refund');
    expect(okMsg(await client.post(`/api/payment/refund/${id}`, { form }))).toEqual({ id, status: 10 });
    expect((await client.post(`/api/payment/refund/${id}`, { form })).body.code).toBe(ErrorCode.orderState);

    expect(await commands()['refund:approve']!.run(['--id', String(id)])).toBe(
      `order ${id} refunded: 59.00 USD credited to the balance`,
    );
    await expect(commands()['refund:approve']!.run(['--id', String(id)])).rejects.toThrow(
      /no refund application/,
    );
    expect(okMsg<Profile>(await client.get('/api/account/profile')).funds).toBe('59.00');
    const [account] = await ctx.handle.db.select().from(accounts).where(eq(accounts.email, email));
    const refunds = await ctx.handle.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, account!.id));
    expect(refunds.filter((e) => e.kind === 'refund').map((e) => e.amountCents)).toEqual([5900]);
    expect((await list(client, `orderID=${id}`)).list[0]!.status).toBe(6);
    expect(ctx.outbox().some((m) => m.includes(`Refund of order ${id} approved`))).toBe(true);
  });

  // Issue 31: the web offers Refund only where this rule allows it; the server refuses every other case.
  it('refuses a cancelled order that was never paid', async () => {
    const { client } = await signedInClient(ctx);
    const unpaid = await placeOrder(client);
    okMsg(await client.get(`/api/order/cancel/${unpaid}`));
    const refused = await client.post(`/api/payment/refund/${unpaid}`, { form });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: ErrorCode.orderState,
      msg: 'Only a paid order can be refunded',
    });
    expect((await list(client, `orderID=${unpaid}`)).list[0]!.status).toBe(5);
  });

  it('refuses outside the 30-day window and returns a rejected order to where it was', async () => {
    const { client, email } = await signedInClient(ctx);
    const late = await placeOrder(client);
    const kept = await placeOrder(client);
    await creditFunds(ctx, email, '200.00');
    okMsg(await payByBalance(client, late));
    okMsg(await payByBalance(client, kept));
    okMsg(await client.get(`/api/order/cancel/${late}`));
    okMsg(await client.get(`/api/order/cancel/${kept}`));
    okMsg(await client.post(`/api/payment/refund/${kept}`, { form }));
    expect(
      await commands()['refund:reject']!.run(['--id', String(kept), '--reason', 'Certificate was used']),
    ).toBe(`refund of order ${kept} rejected`);
    expect((await list(client, `orderID=${kept}`)).list[0]!.status).toBe(5);
    expect(ctx.outbox().some((m) => m.includes('Reason: Certificate was used'))).toBe(true);

    ctx.clock.advance(31 * DAY);
    okMsg(await client.post('/api/login', { form: { email, password: PASSWORD } }));
    const refused = await client.post(`/api/payment/refund/${late}`, { form });
    expect(refused.body.msg).toMatch(
      /^The refund window of 30 days after payment ended on \d{4}-\d{2}-\d{2}$/,
    );
    ctx.clock.advance(-31 * DAY);
  });
});
