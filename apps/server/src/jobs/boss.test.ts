import { afterAll, beforeAll, expect, it } from 'vitest';
import { DAY, MINUTE } from '../lib/clock.js';
import { testDatabaseKind } from '../test/database.js';
import {
  booksOf,
  orderRow,
  startLifecycleContext,
  trialOrder,
  type LifecycleContext,
} from '../test/lifecycle.js';

// The crons are installed only on the test's own in-memory database: on the PostgreSQL database that every
// test file shares, a cron-fired run would sweep the other files' orders with this file's clock.
const schedule = testDatabaseKind === 'pglite';

let lc: LifecycleContext;
beforeAll(async () => {
  lc = await startLifecycleContext({ jobs: { pollingIntervalSeconds: 0.5, schedule } });
});
afterAll(() => lc.close());

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

it('runs the order lifecycle through pg-boss: a queued job charges a trial that ended', async () => {
  const jobs = lc.ctx.app.portal.jobs;
  expect(jobs).not.toBeNull();
  if (schedule)
    expect(await jobs!.schedules()).toEqual(
      expect.arrayContaining([
        { name: 'validation-recheck', cron: '* * * * *' },
        { name: 'certificate-renewals', cron: '*/5 * * * *' },
        { name: 'order-lifecycle', cron: '*/5 * * * *' },
        { name: 'served-certificate-checks', cron: '*/10 * * * *' },
      ]),
    );

  const start = lc.ctx.clock.now();
  const order = await trialOrder(lc.ctx, { autoPay: true, funds: '500.00' });
  lc.ctx.clock.set(new Date(start.getTime() + 14 * DAY + MINUTE));
  await jobs!.trigger('order-lifecycle', { accountId: order.accountId });

  const paid = await waitFor(
    () => orderRow(lc.ctx, order.id),
    (row) => row.paid,
  );
  expect(paid.paid).toBe(true);
  // Queued again: the second run finds nothing to do.
  await jobs!.trigger('order-lifecycle', { accountId: order.accountId });
  await waitFor(
    async () => lc.mail.to(order.email).length,
    (n) => n >= 1,
  );
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect((await booksOf(lc.ctx, order.accountId)).purchases).toHaveLength(1);
});
