import { afterAll, beforeAll, expect, it } from 'vitest';
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
import { createLifecycleRepository } from './lifecycle.repository.js';
import { subscriptionEnd } from '../orders/subscription.js';

/** A crash between the balance debit and marking the order paid (armed per test). */
let crashes = 0;
let lc: LifecycleContext;
beforeAll(async () => {
  lc = await startLifecycleContext({
    testHooks: {
      afterBalanceDebit: () => {
        if (crashes > 0) {
          crashes -= 1;
          throw new Error('simulated crash after the debit');
        }
      },
    },
  });
});
afterAll(() => lc.close());

const sweep = (order: TestOrder) => lc.ctx.app.portal.lifecycle.sweep({ accountId: order.accountId });
const marks = async (order: TestOrder) =>
  (await lc.ctx.app.portal.lifecycle.marksOf(order.id)).map((m) => m.step);

it('a crash while charging a trial leaves nothing behind, and the next run charges exactly once', async () => {
  const start = lc.ctx.clock.now();
  const order = await trialOrder(lc.ctx, { autoPay: true, funds: '500.00' });
  const before = await booksOf(lc.ctx, order.accountId);
  lc.ctx.clock.set(new Date(start.getTime() + 14 * DAY + MINUTE));

  crashes = 1;
  expect((await sweep(order)).trial).toMatchObject({ charged: 0, short: 0 });
  expect(crashes).toBe(0);
  // Rolled back whole: no payment, no ledger entry, no paid order, no mark, the balance untouched.
  expect(await booksOf(lc.ctx, order.accountId)).toEqual(before);
  expect(await orderRow(lc.ctx, order.id)).toMatchObject({ paid: false, paidAt: null });
  expect(await marks(order)).toEqual([]);

  expect((await sweep(order)).trial.charged).toBe(1);
  expect((await sweep(order)).trial.charged).toBe(0);
  const after = await booksOf(lc.ctx, order.accountId);
  expect(after.purchases).toHaveLength(1);
  expect(after.payments.map((p) => p.status)).toEqual(['paid']);
  expect(after.purchases[0]!.paymentId).toBe(after.payments[0]!.id);
  expect(await orderRow(lc.ctx, order.id)).toMatchObject({ paid: true });
  expect(await marks(order)).toEqual(['trialCharged']);
});

it('a crash while paying an auto-renewal keeps one unpaid renewal order, charged once by the next run', async () => {
  const order = await issuedOrder(lc, '1000.00');
  await order.client.put('/api/order/renewal', {
    form: { orderID: String(order.id), renewMode: 'auto', email: order.email },
  });
  const end = subscriptionEnd(await orderRow(lc.ctx, order.id))!;
  lc.ctx.clock.set(new Date(end.getTime() - 7 * DAY + MINUTE));
  const renewals = () => createLifecycleRepository(lc.ctx.handle.db).renewalsOf(order.id);

  crashes = 1;
  expect((await sweep(order)).renewal.renewed).toBe(0);
  const [waiting] = await renewals();
  expect(waiting).toMatchObject({ paid: false, status: 12 });
  expect((await booksOf(lc.ctx, order.accountId)).purchases).toHaveLength(1);

  expect((await sweep(order)).renewal.renewed).toBe(1);
  expect((await sweep(order)).renewal.renewed).toBe(0);
  expect((await renewals()).map((r) => [r.id, r.paid])).toEqual([[waiting!.id, true]]);
  const books = await booksOf(lc.ctx, order.accountId);
  expect(books.purchases).toHaveLength(2);
  expect(books.sum).toBe(100_000 - waiting!.totalCents);
});
