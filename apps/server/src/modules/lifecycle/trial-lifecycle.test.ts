import type { OrderListRow } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/index.js';
import { DAY, MINUTE } from '../../lib/clock.js';
import {
  booksOf,
  issue,
  lifecycleSuite,
  orderRow,
  relogin,
  trialOrder,
  type TestOrder,
} from '../../test/lifecycle.js';
import { creditFunds, okMsg } from '../../test/purchase.js';

const { lc, sweep, subjects } = lifecycleSuite();
/** Moves the clock to `days` after `from` (plus a minute, so "at day N" has begun). */
const toDay = (from: Date, days: number) => lc.ctx.clock.set(new Date(from.getTime() + days * DAY + MINUTE));
const steps = async (order: TestOrder) =>
  (await lc.ctx.app.portal.lifecycle.marksOf(order.id)).map((m) => m.step);

async function needPayIds(order: TestOrder): Promise<number[]> {
  await relogin(order.client, order.email);
  const page = okMsg<{ list: OrderListRow[] }>(await order.client.get('/api/orders?tag=needPay'));
  return page.list.map((o) => o.id);
}

describe('free trial without automatic payment', () => {
  it('reminds on day 11 and day 14, then cancels and revokes on day 17, each once', async () => {
    const start = lc.ctx.clock.now();
    const order = await trialOrder(lc.ctx);
    await issue(lc, order); // a trial may be submitted and issued before it is paid
    expect(await sweep(order)).toMatchObject({ trial: { reminded: 0, charged: 0, cancelled: 0 } });
    expect(await needPayIds(order)).toEqual([]);

    toDay(start, 11);
    expect(await needPayIds(order)).toEqual([order.id]);
    expect((await sweep(order)).trial.reminded).toBe(1);
    expect((await sweep(order)).trial.reminded).toBe(0);
    expect(subjects(order)).toEqual([expect.stringMatching(/^Order #\d+: your free trial ends on /)]);

    toDay(start, 14);
    expect((await sweep(order)).trial.reminded).toBe(1);
    await sweep(order);
    expect(subjects(order)).toHaveLength(2);
    expect(subjects(order)[1]).toMatch(/your free trial has ended, please pay by/);
    expect(lc.mail.to(order.email)[1]!.text).toContain(`/admin/order-detail/${order.id}`);
    expect(await orderRow(lc.ctx, order.id)).toMatchObject({ paid: false, status: 3 });
    expect((await booksOf(lc.ctx, order.accountId)).purchases).toHaveLength(0);

    toDay(start, 17);
    expect((await sweep(order)).trial.cancelled).toBe(1);
    expect(await orderRow(lc.ctx, order.id)).toMatchObject({ paid: false, status: 5 });
    const certs = await lc.ctx.handle.db
      .select()
      .from(certificates)
      .where(eq(certificates.orderId, order.id));
    expect(certs.length).toBeGreaterThan(0);
    for (const cert of certs) expect(cert.revokedAt).not.toBeNull();
    expect(subjects(order)[2]).toBe(`Order #${order.id} cancelled: the free trial was not paid`);

    // Running again changes nothing and sends nothing.
    expect(await sweep(order)).toMatchObject({ trial: { reminded: 0, charged: 0, cancelled: 0 } });
    expect(subjects(order)).toHaveLength(3);
    expect(await steps(order)).toEqual(['trialReminder', 'trialEnded', 'trialCancelled']);
  });

  it('leaves an order paid by hand alone', async () => {
    const start = lc.ctx.clock.now();
    const order = await trialOrder(lc.ctx, { funds: '500.00' });
    okMsg(
      await order.client.post(
        `/api/payment/submit/${okMsg<string>(await order.client.post('/api/orders/payment/create', { json: { ordersID: [order.id] } }))}?channel=fund`,
      ),
    );
    toDay(start, 17);
    expect(await sweep(order)).toMatchObject({ trial: { reminded: 0, charged: 0, cancelled: 0 } });
    expect(await orderRow(lc.ctx, order.id)).toMatchObject({ paid: true, status: 12 });
    expect(subjects(order)).toEqual([]);
  });

  it('sends a reminder again on the next run when the mail could not be sent', async () => {
    const start = lc.ctx.clock.now();
    const order = await trialOrder(lc.ctx);
    toDay(start, 11);
    lc.mail.failNext(true);
    const failed = await sweep(order).finally(() => lc.mail.failNext(false));
    expect(failed.trial.reminded).toBe(0);
    expect(await steps(order)).toEqual([]);
    expect((await sweep(order)).trial.reminded).toBe(1);
    expect(subjects(order)).toHaveLength(1);
  });
});

describe('mails', () => {
  it('are written in the account language', async () => {
    const start = lc.ctx.clock.now();
    const order = await trialOrder(lc.ctx);
    okMsg(await order.client.put('/api/i18n/language', { json: { lang: 'zh-CN' } }));
    toDay(start, 11);
    await sweep(order);
    const [mail] = lc.mail.to(order.email);
    expect(mail?.subject).toBe(`订单 #${order.id}：免费试用将于 ${mailDay(start, 14)} 结束`);
    expect(mail?.text).toContain('届时仍未付款的订单将被取消');
  });
});

describe('free trial with automatic payment', () => {
  it('announces the charge on day 11 and charges the balance once at the end of the trial', async () => {
    const start = lc.ctx.clock.now();
    const order = await trialOrder(lc.ctx, { autoPay: true, funds: '500.00' });
    const total = (await orderRow(lc.ctx, order.id)).totalCents;

    toDay(start, 11);
    await sweep(order);
    expect(subjects(order)).toEqual([`Order #${order.id}: automatic payment on ${mailDay(start, 14)}`]);

    toDay(start, 14);
    expect((await sweep(order)).trial.charged).toBe(1);
    const paid = await orderRow(lc.ctx, order.id);
    expect(paid).toMatchObject({ paid: true });
    expect(paid.paidAt?.getTime()).toBe(lc.ctx.clock.now().getTime());
    const books = await booksOf(lc.ctx, order.accountId);
    expect(books.purchases.map((e) => e.amountCents)).toEqual([-total]);
    expect(books.payments).toEqual([
      expect.objectContaining({ status: 'paid', channel: 'fund', ordersId: [order.id], totalCents: total }),
    ]);
    expect(books.purchases[0]!.paymentId).toBe(books.payments[0]!.id);
    expect(books.sum).toBe(50_000 - total);
    expect(subjects(order)[1]).toBe(`Order #${order.id} paid automatically`);

    // Every later run (also past the pay window) changes nothing.
    await sweep(order);
    toDay(start, 17);
    expect(await sweep(order)).toMatchObject({ trial: { reminded: 0, charged: 0, cancelled: 0 } });
    expect((await booksOf(lc.ctx, order.accountId)).purchases).toHaveLength(1);
    expect(await orderRow(lc.ctx, order.id)).toMatchObject({ paid: true, status: 12 });
    expect(subjects(order)).toHaveLength(2);
    expect(await steps(order)).toEqual(['trialReminder', 'trialCharged']);
  });

  it('mails once when the balance is too low, keeps the order payable, and charges after a top-up', async () => {
    const start = lc.ctx.clock.now();
    const order = await trialOrder(lc.ctx, { autoPay: true, funds: '1.00' });
    toDay(start, 14);
    expect((await sweep(order)).trial).toMatchObject({ charged: 0, short: 1 });
    expect((await sweep(order)).trial).toMatchObject({ charged: 0, short: 1 });
    expect(await orderRow(lc.ctx, order.id)).toMatchObject({ paid: false, status: 12 });
    const books = await booksOf(lc.ctx, order.accountId);
    expect(books.purchases).toHaveLength(0);
    expect(books.payments).toHaveLength(0); // the payment row rolled back with the refused debit
    expect(books.sum).toBe(100);
    expect(subjects(order)).toEqual([`Order #${order.id}: automatic payment failed`]);
    expect(lc.mail.to(order.email)[0]!.text).toContain('your account balance is 1.00 USD');
    expect(await needPayIds(order)).toEqual([order.id]);

    toDay(start, 15);
    await creditFunds(lc.ctx, order.email, '500.00');
    expect((await sweep(order)).trial.charged).toBe(1);
    expect(await orderRow(lc.ctx, order.id)).toMatchObject({ paid: true });
    expect((await booksOf(lc.ctx, order.accountId)).purchases).toHaveLength(1);
  });

  it('cancels on day 17 when the balance never covered it', async () => {
    const start = lc.ctx.clock.now();
    const order = await trialOrder(lc.ctx, { autoPay: true });
    toDay(start, 17);
    const result = await sweep(order);
    expect(result.trial).toMatchObject({ charged: 0, short: 1, cancelled: 1 });
    expect(await orderRow(lc.ctx, order.id)).toMatchObject({ paid: false, status: 5 });
    expect(subjects(order)).toEqual([
      `Order #${order.id}: automatic payment failed`,
      `Order #${order.id} cancelled: the free trial was not paid`,
    ]);
  });
});

/** The minute a trial started at `start` reaches day `days`, as mails print it. */
function mailDay(start: Date, days: number): string {
  return `${new Date(start.getTime() + days * DAY).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
