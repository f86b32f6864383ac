// The console's money queues (issue 18): refund applications, affiliate payouts and offline payments. Each
// decision goes through the service the command line uses, is made once (a second answers 409), writes its
// operator audit row with the values before and after, and needs a password confirmation younger than 10
// minutes. PGlite and, with PORTAL_TEST_DB=postgres, PostgreSQL.
import {
  COMMISSION_CLEARANCE_DAYS,
  ErrorCode,
  type ListAnswer,
  type OpsOfflinePaymentRow,
  type OpsPayoutRow,
  type OpsRefundRow,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds } from '../../db/schema/index.js';
import { DAY } from '../../lib/clock.js';
import { buy, registerMember, referredMember, run } from '../../test/affiliate.js';
import { testDatabaseKind } from '../../test/database.js';
import {
  createTestContext,
  PASSWORD,
  signedInClient,
  type TestClient,
  type TestContext,
} from '../../test/harness.js';
import { auditOf, balanceOf, confirmPassword, signedInOperator } from '../../test/ops.js';
import { okMsg, orderDetail, placeOrder } from '../../test/purchase.js';

let ctx: TestContext;
let operator: TestClient;
let operatorEmail: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ client: operator, email: operatorEmail } = await signedInOperator(ctx));
}, 60_000);
afterAll(() => ctx?.close());

/** A paid order whose customer cancelled it and applied for the refund: its application in the queue. */
async function refundApplication() {
  const member = await registerMember(ctx);
  const { orderId, paidCents } = await buy(ctx, member);
  okMsg(await member.client.get(`/api/order/cancel/${orderId}`));
  okMsg(
    await member.client.post(`/api/payment/refund/${orderId}`, {
      form: { email: 'me@example.com', phone: '+1 555 0100', desc: 'Changed my mind' },
    }),
  );
  const queue = okMsg<ListAnswer<OpsRefundRow>>(await operator.get('/api/ops/refunds?pageSize=100'));
  const row = queue.list.find((r) => r.orderId === orderId);
  expect(row).toMatchObject({
    orderId,
    email: member.email,
    amount: (paidCents / 100).toFixed(2),
    reason: 'Changed my mind',
    contactEmail: 'me@example.com',
    status: 'pending',
  });
  return { member, orderId, paidCents, id: row!.id };
}

async function orderStatus(id: number) {
  const [row] = await ctx.handle.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return row!.status;
}

describe(`the refunds queue (${testDatabaseKind})`, () => {
  it('approves once: the paid amount back on the balance, status 6, audit row with the balance before and after', async () => {
    const application = await refundApplication();
    const before = await balanceOf(ctx, application.member.email);
    await confirmPassword(operator);
    const decided = okMsg<{ status: string; refunded: string }>(
      await operator.post(`/api/ops/refunds/${application.id}/approve`, { json: {} }),
    );
    expect(decided).toMatchObject({
      id: application.id,
      orderId: application.orderId,
      status: 'approved',
      refunded: (application.paidCents / 100).toFixed(2),
    });
    expect(await balanceOf(ctx, application.member.email)).toBe(before + application.paidCents);
    expect(await orderStatus(application.orderId)).toBe(6);
    const [audit] = await auditOf(ctx, 'refund', String(application.id));
    expect(audit).toMatchObject({ action: 'refund.approve', operatorEmail, ip: operator.address });
    expect(audit!.details).toMatchObject({
      order: application.orderId,
      amount: decided.refunded,
      before: { refund: 'pending', status: 10, balance: (before / 100).toFixed(2) },
      after: {
        refund: 'approved',
        status: 6,
        balance: ((before + application.paidCents) / 100).toFixed(2),
      },
    });

    for (const again of [
      await operator.post(`/api/ops/refunds/${application.id}/approve`, { json: {} }),
      await operator.post(`/api/ops/refunds/${application.id}/reject`, { json: { reason: 'late' } }),
    ]) {
      expect(again.status).toBe(409);
      expect(again.body.code).toBe(ErrorCode.orderState);
    }
    expect(await balanceOf(ctx, application.member.email)).toBe(before + application.paidCents);
    expect(await auditOf(ctx, 'refund', String(application.id))).toHaveLength(1);
    const decidedList = okMsg<ListAnswer<OpsRefundRow>>(
      await operator.get('/api/ops/refunds?status=approved&pageSize=100'),
    );
    expect(decidedList.list.find((r) => r.id === application.id)?.status).toBe('approved');
  }, 60_000);

  it('rejects with a reason: the order returns to its status, nothing is credited; concurrent decisions: one wins', async () => {
    const application = await refundApplication();
    const before = await balanceOf(ctx, application.member.email);
    const [refund] = await ctx.handle.db.select().from(refunds).where(eq(refunds.id, application.id));
    await confirmPassword(operator);
    const answers = await Promise.all([
      operator.post(`/api/ops/refunds/${application.id}/reject`, { json: { reason: 'Used for 29 days' } }),
      operator.post(`/api/ops/refunds/${application.id}/reject`, { json: { reason: 'second' } }),
      operator.post(`/api/ops/refunds/${application.id}/approve`, { json: {} }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const audit = await auditOf(ctx, 'refund', String(application.id));
    expect(audit).toHaveLength(1);
    if (audit[0]!.action === 'refund.reject') {
      expect(await orderStatus(application.orderId)).toBe(refund!.previousStatus);
      expect(await balanceOf(ctx, application.member.email)).toBe(before);
      expect(audit[0]!.details).toMatchObject({
        before: { refund: 'pending', status: 10 },
        after: { refund: 'rejected', status: refund!.previousStatus },
      });
    } else expect(await balanceOf(ctx, application.member.email)).toBe(before + application.paidCents);

    expect((await operator.post('/api/ops/refunds/999999999/approve', { json: {} })).status).toBe(404);
    expect((await operator.post(`/api/ops/refunds/${application.id}/reject`, { json: {} })).status).toBe(400);
  }, 60_000);

  it('the command line decides through the same service and is recorded as such', async () => {
    const application = await refundApplication();
    expect(await run(ctx, 'refund:reject', '--id', String(application.orderId), '--reason', 'No')).toContain(
      'rejected',
    );
    const [audit] = await auditOf(ctx, 'refund', String(application.id));
    expect(audit).toMatchObject({ action: 'refund.reject', operatorEmail: 'command line' });
    const again = await operator.post(`/api/ops/refunds/${application.id}/approve`, { json: {} });
    expect(again.status).toBe(409);
  }, 60_000);
});

describe(`offline payments (${testDatabaseKind})`, () => {
  it('lists payments waiting for money and marks one received once, with its audit row', async () => {
    const { client, email } = await signedInClient(ctx);
    const orderId = await placeOrder(client);
    const paymentId = okMsg<string>(
      await client.post('/api/orders/payment/create', { json: { ordersID: [orderId] } }),
    );
    okMsg(await client.post(`/api/payment/submit/${paymentId}?channel=offline`));
    const queue = okMsg<ListAnswer<OpsOfflinePaymentRow>>(
      await operator.get('/api/ops/payments/offline?pageSize=100'),
    );
    const row = queue.list.find((p) => p.id === Number(paymentId));
    expect(row).toMatchObject({ email, type: 'purchase', orderIds: [orderId] });

    await confirmPassword(operator);
    const received = okMsg<{ id: number; amount: string }>(
      await operator.post(`/api/ops/payments/${paymentId}/received`, {
        json: { reference: 'BANK 2026-11-26 #88' },
      }),
    );
    expect(received).toMatchObject({ id: Number(paymentId), type: 'purchase', amount: row!.amount });
    expect(await orderDetail(client, orderId)).toMatchObject({ paid: true });
    const again = await operator.post(`/api/ops/payments/${paymentId}/received`, {
      json: { reference: 'again' },
    });
    expect(again.status).toBe(409);
    const [audit] = await auditOf(ctx, 'payment', paymentId);
    expect(audit).toMatchObject({ action: 'payment.received', operatorEmail });
    expect(audit!.details).toMatchObject({
      reference: 'BANK 2026-11-26 #88',
      amount: row!.amount,
      orders: [orderId],
      before: { status: 'unpaid', balance: '0.00' },
      after: { status: 'paid', balance: '0.00' },
    });
    expect(
      okMsg<ListAnswer<OpsOfflinePaymentRow>>(
        await operator.get('/api/ops/payments/offline?pageSize=100'),
      ).list.some((p) => p.id === Number(paymentId)),
    ).toBe(false);
    const blank = await operator.post(`/api/ops/payments/${paymentId}/received`, {
      json: { reference: ' ' },
    });
    expect(blank.status).toBe(400);
    expect(
      (await operator.post('/api/ops/payments/999999999/received', { json: { reference: 'x' } })).status,
    ).toBe(404);
    // Ten minutes after the confirmation the same call asks for the password first.
    ctx.clock.advance(10 * 60 * 1000 + 1000);
    const stale = await operator.post(`/api/ops/payments/${paymentId}/received`, {
      json: { reference: 'x' },
    });
    expect(stale.body.code).toBe(ErrorCode.reconfirmRequired);
  }, 60_000);
});

describe(`the payouts queue (${testDatabaseKind})`, () => {
  it('approves a request by hand (paid) and rejects another, each once, with audit rows; stale confirmation: 1029', async () => {
    const affiliate = await registerMember(ctx);
    const customer = await referredMember(ctx, affiliate.uid);
    for (let i = 0; i < 4; i++) await buy(ctx, customer);
    ctx.clock.advance((COMMISSION_CLEARANCE_DAYS + 1) * DAY);
    // Sessions end after the clock's long jump: everyone signs in again.
    const fresh = await signedInOperator(ctx);
    okMsg(
      await affiliate.client.post('/api/login', { form: { email: affiliate.email, password: PASSWORD } }),
    );
    const affiliateClient = affiliate.client;
    await ctx.app.portal.commissions.clearDue(affiliate.id);
    const request = async () =>
      okMsg<{ ID: number }>(
        await affiliateClient.post('/api/commission/extract', {
          json: { payPalID: 'affiliate@example.com', extractAmount: '50' },
        }),
      ).ID;
    const first = await request();
    const second = await request();

    const queue = okMsg<ListAnswer<OpsPayoutRow> & { payPal: boolean }>(
      await fresh.client.get('/api/ops/payouts'),
    );
    expect(queue.payPal).toBe(false);
    expect(queue.list.map((p) => p.id)).toEqual(expect.arrayContaining([first, second]));
    expect(queue.list.find((p) => p.id === first)).toMatchObject({
      email: affiliate.email,
      amount: '50.00',
      payPalId: 'affiliate@example.com',
      status: 'requested',
    });

    const unconfirmed = await fresh.client.post(`/api/ops/payouts/${first}/approve`, {
      json: { reference: 'x' },
    });
    expect(unconfirmed.body.code).toBe(ErrorCode.reconfirmRequired);
    await confirmPassword(fresh.client);
    // Without PayPal only a payment made by hand (its reference) can approve.
    const noReference = await fresh.client.post(`/api/ops/payouts/${first}/approve`, { json: {} });
    expect(noReference.status).toBe(409);
    const paid = okMsg<OpsPayoutRow>(
      await fresh.client.post(`/api/ops/payouts/${first}/approve`, { json: { reference: 'BANK-77' } }),
    );
    expect(paid).toMatchObject({ id: first, status: 'paid', method: 'manual', reference: 'BANK-77' });
    const rejected = okMsg<OpsPayoutRow>(
      await fresh.client.post(`/api/ops/payouts/${second}/reject`, { json: { reason: 'Unknown receiver' } }),
    );
    expect(rejected).toMatchObject({ id: second, status: 'rejected', reason: 'Unknown receiver' });
    for (const again of [
      await fresh.client.post(`/api/ops/payouts/${first}/approve`, { json: { reference: 'again' } }),
      await fresh.client.post(`/api/ops/payouts/${second}/reject`, { json: { reason: 'again' } }),
    ])
      expect(again.status).toBe(409);

    const [approveRow] = await auditOf(ctx, 'payout', String(first));
    expect(approveRow).toMatchObject({ action: 'payout.approve', operatorEmail: fresh.email });
    expect(approveRow!.details).toMatchObject({
      amount: '50.00',
      reference: 'BANK-77',
      before: { status: 'requested' },
      after: { status: 'paid' },
    });
    const [rejectRow] = await auditOf(ctx, 'payout', String(second));
    expect(rejectRow!.details).toMatchObject({
      reason: 'Unknown receiver',
      before: { status: 'requested' },
      after: { status: 'rejected' },
    });
    expect(await auditOf(ctx, 'payout', String(first))).toHaveLength(1);
    const open = okMsg<ListAnswer<OpsPayoutRow>>(await fresh.client.get('/api/ops/payouts?status=open'));
    expect(open.list.some((p) => p.id === first || p.id === second)).toBe(false);
    expect((await fresh.client.get('/api/ops/payouts?status=nonsense')).status).toBe(400);
  }, 120_000);
});
