import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.js';
import { DAY, MINUTE } from '../../lib/clock.js';
import {
  booksOf,
  issuedOrder,
  orderRow,
  startLifecycleContext,
  trialOrder,
  type LifecycleContext,
  type TestOrder,
} from '../../test/lifecycle.js';
import { creditFunds, okMsg } from '../../test/purchase.js';
import { subscriptionEnd } from '../orders/subscription.js';

let lc: LifecycleContext;
beforeAll(async () => {
  lc = await startLifecycleContext();
});
afterAll(() => lc.close());

const sweep = (order: TestOrder) => lc.ctx.app.portal.lifecycle.sweep({ accountId: order.accountId });
/** The renewal orders made of an order (by hand or by auto-renewal). */
const renewalsOf = (order: TestOrder) =>
  lc.ctx.handle.db.select().from(orders).where(eq(orders.renewalOf, order.id));

describe('two processes running the lifecycle job at once', () => {
  it('auto-renews an order once: one renewal charged, one mail', async () => {
    const order = await issuedOrder(lc, '1000.00');
    okMsg(
      await order.client.put('/api/order/renewal', {
        form: { orderID: String(order.id), renewMode: 'auto', email: order.email },
      }),
    );
    const end = subscriptionEnd(await orderRow(lc.ctx, order.id))!;
    lc.ctx.clock.set(new Date(end.getTime() - 7 * DAY + MINUTE));
    const before = await booksOf(lc.ctx, order.accountId);

    const runs = await Promise.all([sweep(order), sweep(order)]);

    const after = await booksOf(lc.ctx, order.accountId);
    // One renewal paid, one debit, one "renewed" mail — whatever the second run did.
    expect(after.purchases).toHaveLength(before.purchases.length + 1);
    expect(after.payments.filter((p) => p.status === 'paid')).toHaveLength(before.payments.length + 1);
    expect(runs.reduce((n, r) => n + r.renewal.renewed, 0)).toBe(1);
    expect(lc.mail.to(order.email).filter((m) => m.subject.includes('renewed'))).toHaveLength(1);
    // The losing run leaves no second (unpaid) renewal order behind.
    expect(await renewalsOf(order)).toMatchObject([{ paid: true }]);
  });

  it('does not tell the customer the renewal failed when the other run just paid it', async () => {
    const order = await issuedOrder(lc);
    const price = (await orderRow(lc.ctx, order.id)).totalCents;
    // Enough for one renewal, not for two.
    await creditFunds(lc.ctx, order.email, (price / 100).toFixed(2));
    okMsg(
      await order.client.put('/api/order/renewal', {
        form: { orderID: String(order.id), renewMode: 'auto', email: order.email },
      }),
    );
    const end = subscriptionEnd(await orderRow(lc.ctx, order.id))!;
    lc.ctx.clock.set(new Date(end.getTime() - 7 * DAY + MINUTE));

    await Promise.all([sweep(order), sweep(order)]);

    const subjects = lc.mail.to(order.email).map((m) => m.subject);
    expect(subjects.filter((s) => s.includes('renewed'))).toHaveLength(1);
    expect(subjects.filter((s) => s.includes('could not be paid'))).toEqual([]);
    expect((await booksOf(lc.ctx, order.accountId)).sum).toBe(0);
    expect(await renewalsOf(order)).toMatchObject([{ paid: true }]);
  });

  it('leaves one unpaid renewal order when neither run can pay it, and pays that one later', async () => {
    const order = await issuedOrder(lc);
    okMsg(
      await order.client.put('/api/order/renewal', {
        form: { orderID: String(order.id), renewMode: 'auto', email: order.email },
      }),
    );
    const end = subscriptionEnd(await orderRow(lc.ctx, order.id))!;
    lc.ctx.clock.set(new Date(end.getTime() - 7 * DAY + MINUTE));

    const runs = await Promise.all([sweep(order), sweep(order)]);

    expect(runs.reduce((n, r) => n + r.renewal.short, 0)).toBe(2);
    const [waiting, ...more] = await renewalsOf(order);
    expect(more).toEqual([]);
    expect(waiting).toMatchObject({ paid: false, status: 12 });
    const subjects = lc.mail.to(order.email).map((m) => m.subject);
    expect(subjects.filter((s) => s.includes('could not be paid'))).toHaveLength(1);

    // A top-up: the next overlapping runs pay that same renewal order, once.
    await creditFunds(lc.ctx, order.email, (waiting!.totalCents / 100).toFixed(2));
    lc.ctx.clock.set(new Date(end.getTime() - 7 * DAY + 10 * MINUTE));
    await Promise.all([sweep(order), sweep(order)]);
    expect(await renewalsOf(order)).toMatchObject([{ id: waiting!.id, paid: true }]);
    expect((await booksOf(lc.ctx, order.accountId)).sum).toBe(0);
  });

  it('charges a trial once and sends no failure mail', async () => {
    const start = lc.ctx.clock.now();
    const order = await trialOrder(lc.ctx, { autoPay: true });
    await creditFunds(lc.ctx, order.email, ((await orderRow(lc.ctx, order.id)).totalCents / 100).toFixed(2));
    lc.ctx.clock.set(new Date(start.getTime() + 14 * DAY + MINUTE));

    await Promise.all([sweep(order), sweep(order)]);

    const subjects = lc.mail.to(order.email).map((m) => m.subject);
    expect(subjects.filter((s) => s.includes('paid automatically'))).toHaveLength(1);
    expect(subjects.filter((s) => s.includes('automatic payment failed'))).toEqual([]);
    const books = await booksOf(lc.ctx, order.accountId);
    expect(books.purchases).toHaveLength(1);
    expect(books.sum).toBe(0);
  });
});
