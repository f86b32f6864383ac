import { ErrorCode, type ListAnswer, type StatementRow } from '@portal/contract';
import { and, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ledgerEntries, payments } from '../../db/schema/index.js';
import { MINUTE } from '../../lib/clock.js';
import { accountIdOf, recordCardPurchase } from '../../test/books.js';
import {
  createTestContext,
  PASSWORD,
  signedInClient,
  type TestClient,
  type TestContext,
} from '../../test/harness.js';
import { creditFunds, okMsg, payByBalance, placeOrder } from '../../test/purchase.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const JANUARY = { from: new Date('2031-01-01T00:00:00Z'), to: new Date('2031-02-01T00:00:00Z') };

const generate = (client: TestClient, time?: string) =>
  client.post<StatementRow>('/api/account_statement/generate', { form: time === undefined ? {} : { time } });
const statements = async (client: TestClient, query = '') =>
  okMsg<ListAnswer<StatementRow>>(await client.get(`/api/account_statements?${query}`));

async function relogin(client: TestClient, email: string) {
  okMsg(await client.post('/api/login', { form: { email, password: PASSWORD } }));
}

describe('account statements', () => {
  it('totals a finished UTC month per channel, to the cent of the ledger and the payments', async () => {
    ctx.clock.set(new Date('2031-01-10T12:00:00Z'));
    const { client, email } = await signedInClient(ctx);
    const accountId = await accountIdOf(ctx, email);
    await creditFunds(ctx, email, '500.00');
    const a = await placeOrder(client, { domains: 'a.statement-test.com' });
    const b = await placeOrder(client, { domains: 'b.statement-test.com', validity: 24 });
    okMsg(await payByBalance(client, a));
    okMsg(await payByBalance(client, b));
    const c = await placeOrder(client, { domains: 'c.statement-test.com' });
    // The month's last millisecond counts; the next month's first does not.
    await recordCardPurchase(ctx, accountId, [c], 12_345, new Date('2031-01-31T23:59:59.999Z'));
    await recordCardPurchase(ctx, accountId, [c], 1_000, new Date('2031-02-01T00:00:00.000Z'));
    await ctx.handle.db.insert(payments).values({
      accountId,
      createdBy: accountId,
      type: 'purchase',
      status: 'paid',
      channel: 'offline',
      ordersId: [c],
      subtotalCents: 2_000,
      totalCents: 2_000,
      paidAt: new Date('2031-01-15T08:00:00Z'),
    });

    ctx.clock.set(new Date('2031-02-03T09:00:00Z'));
    await relogin(client, email);
    const january = okMsg(await generate(client, '2031-01'));

    const debits = await ctx.handle.db
      .select({ amount: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.accountId, accountId),
          eq(ledgerEntries.kind, 'purchase'),
          gte(ledgerEntries.createdAt, JANUARY.from),
          lt(ledgerEntries.createdAt, JANUARY.to),
        ),
      );
    const fundCents = -debits.reduce((sum, d) => sum + d.amount, 0);
    const paid = await ctx.handle.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.accountId, accountId),
          eq(payments.type, 'purchase'),
          gte(payments.paidAt, JANUARY.from),
          lt(payments.paidAt, JANUARY.to),
        ),
      );
    expect(debits).toHaveLength(2);
    expect(Math.round(january.fundPurchase * 100)).toBe(fundCents);
    expect(Math.round(january.payPalPurchase * 100)).toBe(12_345);
    expect(Math.round(january.totalPurchase * 100)).toBe(paid.reduce((sum, p) => sum + p.totalCents, 0));
    expect(Math.round(january.totalPurchase * 100)).toBe(fundCents + 12_345 + 2_000);
    expect(january.time).toBe('2031-01');

    // Generating again recomputes the same row.
    await recordCardPurchase(ctx, accountId, [c], 101, new Date('2031-01-20T10:00:00Z'));
    ctx.clock.advance(MINUTE);
    const again = okMsg(await generate(client, '2031-01'));
    expect(again.id).toBe(january.id);
    expect(Math.round(again.payPalPurchase * 100)).toBe(12_446);
    expect(again.createdAt).toBe(january.createdAt);
    expect(Date.parse(again.updatedAt)).toBeGreaterThan(Date.parse(january.updatedAt));

    const december = okMsg(await generate(client, '2030-12'));
    expect([december.totalPurchase, december.payPalPurchase, december.fundPurchase]).toEqual([0, 0, 0]);
    const listed = await statements(client);
    expect(listed.total).toBe(2);
    expect(listed.list.map((s) => s.time)).toEqual(['2031-01', '2030-12']);
    expect((await statements(client, 'time=2031-01')).list.map((s) => s.id)).toEqual([january.id]);
    expect((await statements(client, 'time=2029-05')).total).toBe(0);

    // The CSV: every paid row of January, in the reader's timezone (UTC+8 here), purchases adding up.
    const csv = await client.get(`/api/account_statement/csv/${january.id}?timezone=480`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="statement-2031-01.csv"');
    const [header, ...lines] = csv.text.trim().split('\n');
    expect(header).toBe(
      'paymentID,paidAt,type,channel,ordersID,reissueOrdersID,description,subtotal,discount,totalAmount,balanceAfter',
    );
    const rows = lines.map((l) => l.split(','));
    expect(rows.map((r) => [r[2], r[3]])).toEqual([
      ['addFunds', 'offline'],
      ['purchase', 'fund'],
      ['purchase', 'fund'],
      ['purchase', 'offline'],
      ['purchase', 'paypal'],
      ['purchase', 'paypal'],
    ]);
    expect(rows[0]![1]).toBe('2031-01-10 20:00:00');
    expect(rows[0]![10]).toBe('500.00');
    expect(rows.at(-1)![1]).toBe('2031-02-01 07:59:59');
    expect(rows[1]![4]).toBe(String(a));
    expect(rows[1]![6]).toContain('a.statement-test.com');
    const purchaseCents = rows
      .filter((r) => r[2] === 'purchase')
      .reduce((sum, r) => sum + Math.round(Number(r[9]) * 100), 0);
    expect(purchaseCents).toBe(Math.round(again.totalPurchase * 100));

    const other = await signedInClient(ctx);
    expect((await other.client.get(`/api/account_statement/csv/${january.id}`)).status).toBe(404);
    expect((await statements(other.client)).total).toBe(0);
  });

  it('refuses the current and future months and asks for a month', async () => {
    ctx.clock.set(new Date('2031-02-03T09:00:00Z'));
    const { client } = await signedInClient(ctx);
    for (const month of ['2031-02', '2031-03']) {
      const refused = await generate(client, month);
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe(ErrorCode.statementMonth);
      expect(refused.body.msg).toBe('Statements can only be made for finished months');
    }
    for (const time of [undefined, '']) {
      const missing = await generate(client, time);
      expect(missing.status).toBe(400);
      expect(missing.body.msg).toBe('Please select month');
    }
    expect((await generate(client, '2031-13')).body.msg).toBe('Please choose a month as YYYY-MM');
    expect((await statements(client)).total).toBe(0);
  });

  it("books a balance payment at a month's last instant in one month: payment and ledger share one time", async () => {
    ctx.clock.set(new Date('2031-03-31T23:00:00Z'));
    const { client, email } = await signedInClient(ctx);
    await creditFunds(ctx, email, '200.00');
    const id = await placeOrder(client, { domains: 'midnight.statement-test.com' });
    const paymentId = okMsg<string>(
      await client.post('/api/orders/payment/create', { json: { ordersID: [id] } }),
    );
    // Time moves on by a millisecond at every look at the clock, across midnight into April.
    let at = Date.parse('2031-03-31T23:59:59.998Z');
    const ticking = vi.spyOn(ctx.clock, 'now').mockImplementation(() => new Date(at++));
    try {
      okMsg(await client.post(`/api/payment/submit/${paymentId}?channel=fund`));
    } finally {
      ticking.mockRestore();
    }
    const [payment] = await ctx.handle.db
      .select()
      .from(payments)
      .where(eq(payments.id, Number(paymentId)));
    const [entry] = await ctx.handle.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.paymentId, Number(paymentId)));
    expect(entry!.kind).toBe('purchase');
    expect(entry!.createdAt.toISOString()).toBe(payment!.paidAt!.toISOString());
  });

  it('refuses months before 2000 with a field error (no two-digit-year dates)', async () => {
    ctx.clock.set(new Date('2031-02-03T09:00:00Z'));
    const { client } = await signedInClient(ctx);
    for (const month of ['0050-01', '0000-12', '1999-12']) {
      const refused = await generate(client, month);
      expect(refused.status, month).toBe(400);
      expect(refused.body, month).toMatchObject({
        code: ErrorCode.invalidParams,
        msg: 'Please choose a month from 2000-01 on',
        errors: [{ field: 'time', message: 'Please choose a month from 2000-01 on' }],
      });
      expect((await client.get(`/api/account_statements?time=${month}`)).status, month).toBe(400);
    }
    expect((await statements(client)).total).toBe(0);
    expect(okMsg(await generate(client, '2000-01'))).toMatchObject({ time: '2000-01', totalPurchase: 0 });
  });
});
