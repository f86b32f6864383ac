// My Orders' deep pages seek below remembered boundaries (order_list_marks). Every page through the API is
// compared with the plain OFFSET query of the same filter, before and after orders are inserted, change status
// or are deleted behind the app's back (plain SQL, as another process would).
import { PAY_WINDOW_DAYS, type ListAnswer, type OrderListRow } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, orderListMarks } from '../../db/schema/index.js';
import { DAY } from '../../lib/clock.js';
import { createDemoSeedRepository } from '../operator/demo-seed.repository.js';
import { createTestContext, signedInClient, type TestClient, type TestContext } from '../../test/harness.js';
import { okMsg } from '../../test/purchase.js';
import { createOrderListRepository, MARK_EVERY, type OrderListFilter } from './order-list.repository.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ORDERS = 620;

interface Case {
  query: string;
  filter: Omit<OrderListFilter, 'now' | 'payWindowMs'>;
}

/** The filters compared, as query text and as the repository's filter (dates as the service makes them). */
function cases(begin: string): Case[] {
  const from = new Date(`${begin}T00:00:00Z`);
  return [
    { query: '', filter: { timeType: 'created' } },
    { query: '&tag=complete', filter: { timeType: 'created', tag: 'complete' } },
    {
      query: `&tag=complete&timeType=created&beginTime=${begin}`,
      filter: { timeType: 'created', tag: 'complete', from },
    },
    { query: '&tag=paid&timeType=paid', filter: { timeType: 'paid', tag: 'paid' } },
    { query: '&tag=unpaid', filter: { timeType: 'created', tag: 'unpaid' } },
    { query: '&domain=.demo-', filter: { timeType: 'created', domain: '.demo-' } },
  ];
}

async function accountIdOf(email: string): Promise<number> {
  const [row] = await ctx.handle.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, email));
  return row!.id;
}

/** Every page of every case and page size through the API equals the plain OFFSET page. */
async function compareEveryPage(client: TestClient, accountId: number, begin: string): Promise<number> {
  const repo = createOrderListRepository(ctx.handle.db);
  let pages = 0;
  for (const c of cases(begin)) {
    const filter: OrderListFilter = {
      ...c.filter,
      now: ctx.clock.now(),
      payWindowMs: PAY_WINDOW_DAYS * DAY,
    };
    for (const pageSize of [7, 50]) {
      const first = okMsg<ListAnswer<OrderListRow>>(
        await client.get(`/api/orders?page=1&pageSize=${pageSize}${c.query}`),
      );
      const last = Math.ceil(first.total / pageSize) + 1; // one page past the end too
      for (let page = 1; page <= last; page++) {
        const offset = (page - 1) * pageSize;
        const answer = okMsg<ListAnswer<OrderListRow>>(
          await client.get(`/api/orders?page=${page}&pageSize=${pageSize}${c.query}`),
        );
        const expected = await repo.page(accountId, filter, pageSize, offset);
        expect(
          answer.list.map((o) => o.id),
          `${c.query} page ${page} of ${pageSize}`,
        ).toEqual(expected.map((o) => o.id));
        pages += 1;
      }
    }
  }
  return pages;
}

describe('My Orders deep pages', () => {
  it('answer every page as OFFSET does, after inserts, status changes and deletes by anyone', async () => {
    const { client, email } = await signedInClient(ctx);
    const accountId = await accountIdOf(email);
    const demo = createDemoSeedRepository(ctx.handle.db);
    // Spread over two years, mostly complete (3), some unpaid, waiting, cancelled…
    await demo.insertOrders([accountId], 1, 1, ORDERS, ORDERS, ctx.clock.now());
    const begin = new Date(ctx.clock.now().getTime() - 365 * DAY).toISOString().slice(0, 10);

    expect(await compareEveryPage(client, accountId, begin)).toBeGreaterThan(100);
    const marks = await ctx.handle.db
      .select()
      .from(orderListMarks)
      .where(eq(orderListMarks.accountId, accountId));
    // Deep pages were read through marks: each list of more than MARK_EVERY orders has some.
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.every((m) => m.ids.length > 0)).toBe(true);

    // Changes made outside the app (another process, an operator's SQL): new orders on top, complete orders that
    // become refunded in the middle of the list, some unpaid ones paid, a few deleted.
    await demo.insertOrders([accountId], ORDERS + 1, 1, 35, 35, ctx.clock.now());
    await ctx.handle.db.execute(sql`
      update orders set status = 6 where account_id = ${accountId} and status = 3 and id % 7 = 0`);
    await ctx.handle.db.execute(sql`
      update orders set paid = true, paid_at = created_at, status = 0
      where account_id = ${accountId} and status = 12 and id % 3 = 0`);
    await ctx.handle.db.execute(sql`delete from orders where account_id = ${accountId} and id % 11 = 0`);
    await compareEveryPage(client, accountId, begin);

    // A change that does not touch the list (a note) keeps the marks valid; a status change of one order deep in
    // the list is seen on the very next deep page.
    await ctx.handle.db.execute(sql`update orders set note = 'kept' where account_id = ${accountId}`);
    const deep = async () =>
      okMsg<ListAnswer<OrderListRow>>(
        await client.get(`/api/orders?page=40&pageSize=10&tag=complete`),
      ).list.map((o) => o.id);
    const before = await deep();
    const [oldest] = (
      (await ctx.handle.db.execute(sql`
        select max(id)::int as id from orders where account_id = ${accountId} and status = 3`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    await ctx.handle.db.execute(sql`update orders set status = 8 where id = ${oldest!.id}`);
    const after = await deep();
    expect(after[0]).toBe(before[1]);
    await compareEveryPage(client, accountId, begin);
  });

  it('keeps no marks for shallow pages or for needPay (a list that moves with the clock)', async () => {
    const { client, email } = await signedInClient(ctx);
    const accountId = await accountIdOf(email);
    await createDemoSeedRepository(ctx.handle.db).insertOrders(
      [accountId],
      1,
      1,
      MARK_EVERY * 2,
      MARK_EVERY * 2,
      ctx.clock.now(),
    );
    okMsg(await client.get(`/api/orders?page=2&pageSize=${MARK_EVERY / 2}`));
    okMsg(await client.get(`/api/orders?page=20&pageSize=10&tag=needPay`));
    const marks = await ctx.handle.db
      .select()
      .from(orderListMarks)
      .where(eq(orderListMarks.accountId, accountId));
    expect(marks).toEqual([]);
  });
});
