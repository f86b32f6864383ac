// The console's overview (issue 18): sales per UTC day, orders per status and the queues' lengths, on a
// database of its own (the figures are across every account), from data made through the API. PGlite and,
// with PORTAL_TEST_DB=postgres, PostgreSQL.
import { ErrorCode, type ListAnswer, type OpsOverview, type OpsPayoutRow } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, orders, pricingRequests } from '../../db/schema/index.js';
import { DAY, HOUR } from '../../lib/clock.js';
import { buy, registerMember } from '../../test/affiliate.js';
import { testDatabaseKind } from '../../test/database.js';
import { createFreshTestContext } from '../../test/fresh-context.js';
import { PASSWORD, signedInClient, type TestClient, type TestContext } from '../../test/harness.js';
import { signedInOperator } from '../../test/ops.js';
import { okMsg, placeOrder } from '../../test/purchase.js';
import { createPricingRequestsRepository } from '../pricing-requests/pricing-requests.repository.js';
import { utcDays } from './ops-overview.service.js';

let ctx: TestContext;
let operator: TestClient;
let operatorEmail: string;
/** A UTC midnight a few days ahead (cookies are judged by the real time: the test clock stays after it). */
const midnight = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 3);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createFreshTestContext();
  ctx.clock.set(new Date(midnight - 60_000));
  ({ client: operator, email: operatorEmail } = await signedInOperator(ctx));
}, 60_000);
afterAll(() => ctx?.close());

const overviewOf = async (query = '') => okMsg<OpsOverview>(await operator.get(`/api/ops/overview${query}`));
const totalOf = async (path: string) => okMsg<ListAnswer<unknown>>(await operator.get(path)).total;

describe(`the overview (${testDatabaseKind})`, () => {
  it('counts UTC days', () => {
    expect(utcDays(new Date('2026-03-01T00:30:00+02:00'), 3)).toEqual({
      from: new Date('2026-02-26T00:00:00Z'),
      list: ['2026-02-26', '2026-02-27', '2026-02-28'],
    });
  });

  it('sums paid purchases per UTC day, counts orders per status and the queues as their pages list them', async () => {
    const member = await registerMember(ctx);
    // Two purchases a minute either side of midnight UTC fall on two days.
    const late = await buy(ctx, member);
    ctx.clock.set(new Date(midnight + 60_000));
    const early = await buy(ctx, member);
    const second = await buy(ctx, member);
    // A refund application (paid, cancelled, applied for): the refunds queue.
    const refunded = await buy(ctx, member);
    okMsg(await member.client.get(`/api/order/cancel/${refunded.orderId}`));
    okMsg(
      await member.client.post(`/api/payment/refund/${refunded.orderId}`, {
        form: { email: 'me@example.com', phone: '+1 555 0100', desc: 'Changed my mind' },
      }),
    );
    // A payment to be made by bank transfer: the offline-payments queue.
    const { client } = await signedInClient(ctx);
    const unpaid = await placeOrder(client);
    const paymentId = okMsg<string>(
      await client.post('/api/orders/payment/create', { json: { ordersID: [unpaid] } }),
    );
    okMsg(await client.post(`/api/payment/submit/${paymentId}?channel=offline`));
    // An order waiting for review (status 11: reached through OV validation in ops.test.ts; set here).
    await ctx.handle.db.update(orders).set({ status: 11 }).where(eq(orders.id, second.orderId));
    // Two pricing requests, one of them answered: the inbox's new tab holds the other.
    const [account] = await ctx.handle.db.select().from(accounts).where(eq(accounts.id, member.id));
    const pricing = createPricingRequestsRepository(ctx.handle.db);
    const requestIds: number[] = [];
    for (const kind of ['bulkBuys', 'bulkBuys'] as const)
      requestIds.push(
        await pricing.insert({
          accountId: account!.id,
          kind,
          email: account!.email,
          details: { quantity: 50 },
          lang: 'en-US',
          ip: '198.51.100.7',
          confirmationMailedAt: ctx.clock.now(),
          salesMailedAt: ctx.clock.now(),
        }),
      );
    await ctx.handle.db
      .update(pricingRequests)
      .set({ answeredAt: ctx.clock.now(), answeredBy: operatorEmail })
      .where(eq(pricingRequests.id, requestIds[0]!));
    ctx.clock.set(new Date(midnight + DAY + 10 * HOUR));
    okMsg(await operator.post('/api/login', { form: { email: operatorEmail, password: PASSWORD } }));

    const overview = await overviewOf('?days=3');
    expect(overview.sales).toEqual([
      { day: dayOf(midnight - DAY), amount: (late.paidCents / 100).toFixed(2), payments: 1 },
      {
        day: dayOf(midnight),
        amount: ((early.paidCents + second.paidCents + refunded.paidCents) / 100).toFixed(2),
        payments: 3,
      },
      { day: dayOf(midnight + DAY), amount: '0.00', payments: 0 },
    ]);
    expect(overview.statuses).toHaveLength(14);
    const rows = await ctx.handle.db.select({ status: orders.status }).from(orders);
    for (const { status, orders: n } of overview.statuses)
      expect(n, `status ${status}`).toBe(rows.filter((r) => r.status === status).length);
    expect(overview.statuses.find((s) => s.status === 11)?.orders).toBe(1);

    expect(overview.queues).toEqual({ review: 1, refunds: 1, payouts: 0, offlinePayments: 1, requests: 1 });
    expect(overview.queues).toEqual({
      review: await totalOf('/api/ops/orders?status=11'),
      refunds: await totalOf('/api/ops/refunds'),
      payouts: okMsg<ListAnswer<OpsPayoutRow>>(await operator.get('/api/ops/payouts')).total,
      offlinePayments: await totalOf('/api/ops/payments/offline'),
      requests: await totalOf('/api/ops/requests?state=new'),
    });
    expect(overview.totpRequired).toBe(false);

    // 30 days by default, the days before the sales at 0.
    const month = await overviewOf();
    expect(month.sales).toHaveLength(30);
    expect(month.sales.at(-1)?.day).toBe(dayOf(midnight + DAY));
    expect(month.sales.filter((d) => d.amount !== '0.00').map((d) => d.day)).toEqual([
      dayOf(midnight - DAY),
      dayOf(midnight),
    ]);
  }, 90_000);

  it('says whether customers can top up online: no wallet, then bank-transfer instructions set', async () => {
    // The test app has no card wallet; no instructions yet: Add funds offers nothing but the sales address.
    expect((await overviewOf()).topup).toEqual({ wallet: false, offline: false });
    const offline = (text: string | null) =>
      operator.put('/api/ops/settings', { json: { offlineInstructions: { 'en-US': text } } });
    okMsg(await offline('IBAN GB33 BUKB 2020 1555 5555 55'));
    expect((await overviewOf()).topup).toEqual({ wallet: false, offline: true });
    okMsg(await offline(null));
    expect((await overviewOf()).topup).toEqual({ wallet: false, offline: false });
  });

  it('refuses days out of range with a localised 400', async () => {
    for (const days of ['0', '367', 'x', '1.5']) {
      const answer = await operator.get(`/api/ops/overview?days=${days}`);
      expect(answer.status, days).toBe(400);
      expect(answer.body.code).toBe(ErrorCode.invalidParams);
    }
    const zh = await operator.get('/api/ops/overview?days=0', { headers: { 'accept-language': 'zh-CN' } });
    expect(zh.status).toBe(400);
  });

  it('is the operators’: a customer 403, a visitor 401', async () => {
    const { client } = await signedInClient(ctx);
    expect((await client.get('/api/ops/overview')).status).toBe(403);
    expect((await ctx.client().get('/api/ops/overview')).status).toBe(401);
  });
});
