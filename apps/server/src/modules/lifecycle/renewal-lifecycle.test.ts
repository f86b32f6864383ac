import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.js';
import { DAY, MINUTE } from '../../lib/clock.js';
import {
  booksOf,
  currentCertificate,
  issuedOrder,
  lastCertificate,
  lifecycleSuite,
  orderRow,
  type TestOrder,
} from '../../test/lifecycle.js';
import { creditFunds, okMsg, payByBalance } from '../../test/purchase.js';
import { createLifecycleRepository } from './lifecycle.repository.js';
import { endKey, subscriptionEnd } from '../orders/subscription.js';

const { lc, sweep, subjects } = lifecycleSuite();
const renewalsOf = (order: TestOrder) => createLifecycleRepository(lc.ctx.handle.db).renewalsOf(order.id);
const steps = async (order: TestOrder) =>
  (await lc.ctx.app.portal.lifecycle.marksOf(order.id)).map((m) => m.step).sort();

async function endOf(order: TestOrder): Promise<Date> {
  const end = subscriptionEnd(await orderRow(lc.ctx, order.id));
  if (!end) throw new Error('order has no end');
  return end;
}
/** Moves the clock to `days` before the order's end (plus a minute). */
async function daysBeforeEnd(order: TestOrder, days: number) {
  lc.ctx.clock.set(new Date((await endOf(order)).getTime() - days * DAY + MINUTE));
}
/** An issued order whose certificate is the last of its subscription (the notices then speak of its end). */
async function endingOrder(funds?: string): Promise<TestOrder> {
  const order = await issuedOrder(lc, funds);
  await lastCertificate(lc.ctx, order.id);
  return order;
}
async function setRenewal(order: TestOrder, renewMode: string, email = order.email) {
  return okMsg(
    await order.client.put('/api/order/renewal', { form: { orderID: String(order.id), renewMode, email } }),
  );
}

describe('automatic renewal', () => {
  it('reminds 30 days ahead, creates and pays a renewal 7 days before the end, then expires the order', async () => {
    const order = await endingOrder('1000.00');
    const price = (await orderRow(lc.ctx, order.id)).totalCents;
    await setRenewal(order, 'auto');
    const key = endKey(await endOf(order));

    await daysBeforeEnd(order, 31);
    expect((await sweep(order)).renewal).toMatchObject({ reminded: 0, renewed: 0 });
    await daysBeforeEnd(order, 30);
    expect((await sweep(order)).renewal.reminded).toBe(1);
    expect((await sweep(order)).renewal.reminded).toBe(0);
    expect(lc.mail.to(order.email)[0]!.text).toContain('Automatic renewal is on');

    await daysBeforeEnd(order, 7);
    expect((await sweep(order)).renewal).toMatchObject({ renewed: 1, reminded: 0 });
    const [renewal, ...others] = await renewalsOf(order);
    expect(others).toEqual([]);
    expect(renewal).toMatchObject({ paid: true, status: 12, renewMode: 'auto', renewEmail: order.email });
    const books = await booksOf(lc.ctx, order.accountId);
    expect(books.purchases.map((e) => e.amountCents)).toEqual([-price, -renewal!.totalCents]);
    expect(books.sum).toBe(100_000 - renewal!.totalCents); // the top-up beyond the first price, less the renewal
    expect(subjects(order)[1]).toBe(`Order #${order.id} renewed: renewal order #${renewal!.id}`);

    // Again (and again later): no second renewal, no second charge, no 7-day reminder for auto.
    expect((await sweep(order)).renewal).toMatchObject({ renewed: 0, reminded: 0 });
    await daysBeforeEnd(order, 1);
    await sweep(order);
    expect(await renewalsOf(order)).toHaveLength(1);
    expect((await booksOf(lc.ctx, order.accountId)).purchases).toHaveLength(2);

    await daysBeforeEnd(order, 0);
    expect((await sweep(order)).renewal.expired).toBe(1);
    expect((await sweep(order)).renewal.expired).toBe(0);
    expect(await orderRow(lc.ctx, order.id)).toMatchObject({ status: 9 });
    expect(subjects(order)).toHaveLength(2);
    const certificate = await currentCertificate(lc.ctx, order.id);
    expect(await steps(order)).toEqual([
      `autoRenewal:${key}`,
      `expired:${key}`,
      `expiryNotice:${certificate.id}:30`,
    ]);
  });

  it('is skipped when the customer renewed and paid by hand first', async () => {
    const order = await endingOrder('1000.00');
    await setRenewal(order, 'auto');
    const manual = okMsg<{ id: number }>(await order.client.put(`/api/orders/renew/${order.id}`));
    okMsg(await payByBalance(order.client, manual.id));
    const before = await booksOf(lc.ctx, order.accountId);

    await daysBeforeEnd(order, 30);
    await sweep(order);
    await daysBeforeEnd(order, 7);
    expect((await sweep(order)).renewal).toMatchObject({ renewed: 0, reminded: 0 });
    await sweep(order);
    expect((await renewalsOf(order)).map((r) => r.id)).toEqual([manual.id]);
    expect((await booksOf(lc.ctx, order.accountId)).purchases).toEqual(before.purchases);
    expect(subjects(order)).toEqual([]);
    const marks = await lc.ctx.app.portal.lifecycle.marksOf(order.id);
    expect(marks).toEqual([expect.objectContaining({ detail: { renewalId: manual.id, manual: true } })]);
  });

  it('mails the renewal address once when the balance is too low and charges the same renewal after a top-up', async () => {
    const order = await endingOrder();
    await setRenewal(order, 'auto');
    await daysBeforeEnd(order, 7);
    expect((await sweep(order)).renewal).toMatchObject({ renewed: 0, short: 1 });
    expect((await sweep(order)).renewal).toMatchObject({ renewed: 0, short: 1 });
    const [renewal, ...others] = await renewalsOf(order);
    expect(others).toEqual([]);
    expect(renewal).toMatchObject({ paid: false, status: 12 });
    const failures = lc.mail.to(order.email).filter((m) => m.subject.includes('could not be paid'));
    expect(failures).toHaveLength(1);
    expect(failures[0]!.text).toContain(`renewal order #${renewal!.id}`);
    expect((await booksOf(lc.ctx, order.accountId)).purchases).toHaveLength(1);

    await creditFunds(lc.ctx, order.email, '1000.00');
    expect((await sweep(order)).renewal.renewed).toBe(1);
    expect((await renewalsOf(order)).map((r) => [r.id, r.paid])).toEqual([[renewal!.id, true]]);
  });
});

describe('do not renew', () => {
  it('makes no renewal but still reminds 30 and 7 days ahead, once each, and expires at the end', async () => {
    const order = await endingOrder('1000.00');
    await setRenewal(order, 'never');
    await daysBeforeEnd(order, 30);
    await sweep(order);
    await sweep(order);
    await daysBeforeEnd(order, 7);
    await sweep(order);
    await sweep(order);
    expect(await renewalsOf(order)).toEqual([]);
    const mails = lc.mail.to(order.email);
    expect(mails.map((m) => m.subject)).toHaveLength(2);
    expect(mails[0]!.text).toContain('in 30 days. You chose not to renew it');
    expect(mails[1]!.text).toContain('in 7 days. You chose not to renew it');
    await daysBeforeEnd(order, 0);
    await sweep(order);
    expect(await orderRow(lc.ctx, order.id)).toMatchObject({ status: 9 });
  });
});

describe('manual renewal (the default)', () => {
  it('reminds with a renew hint and leaves an order held by a refund alone at its end', async () => {
    const order = await endingOrder();
    await daysBeforeEnd(order, 7);
    await sweep(order);
    expect(lc.mail.to(order.email).map((m) => m.text)).toEqual([expect.stringContaining('choose Renew')]);
    // A refund under way holds the order: its end does not move it to 9.
    await lc.ctx.handle.db.update(orders).set({ status: 10 }).where(eq(orders.id, order.id));
    await daysBeforeEnd(order, 0);
    expect((await sweep(order)).renewal.expired).toBe(0);
    expect(await orderRow(lc.ctx, order.id)).toMatchObject({ status: 10 });
  });
});
