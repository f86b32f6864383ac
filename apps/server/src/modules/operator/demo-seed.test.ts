import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshTestContext } from '../../test/fresh-context.js';
import type { TestContext } from '../../test/harness.js';
import { createOperatorCommands, runOperatorCommand } from './commands.js';
import { DEMO_CSR } from './demo-seed.repository.js';

let ctx: TestContext;
// Counts every demo account and order: a database of its own (other files seed demo orders too, e.g. the list
// marks' test, and on PostgreSQL they share the database).
beforeAll(async () => {
  ctx = await createFreshTestContext();
});
afterAll(() => ctx.close());

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describe('demo:seed', () => {
  it('makes demo accounts that log in and skewed, realistic orders; a re-run adds more', async () => {
    const commands = createOperatorCommands({ db: ctx.handle.db, clock: ctx.clock, migrate: async () => {} });
    const answer = await runOperatorCommand(commands, 'demo:seed', [
      '--users',
      '20',
      '--orders',
      '500',
      '--password',
      'demo pass 123',
    ]);
    expect(answer.output).toMatch(/^demo:seed: 20 accounts .* and 500 orders in [\d.]+ s; heavy account/);
    expect(answer.ok).toBe(true);
    const heavy = /heavy account (\S+)/.exec(answer.output)![1]!;

    const accounts = rowsOf<{ email: string; uid: string; role: string; id: string }>(
      await ctx.handle.db.execute(
        sql`select id, email, uid, role from accounts where email like 'demo-%@demo.example' order by id`,
      ),
    );
    expect(accounts).toHaveLength(20);
    expect(new Set(accounts.map((a) => a.uid)).size).toBe(20);
    for (const a of accounts) {
      expect(a.uid).toMatch(/^[1-9]\d{7}$/);
      expect(a.role).toBe('admin');
    }
    expect(accounts[0]!.email).toBe(heavy);

    const orders = rowsOf<{
      account_id: string;
      status: number;
      paid: boolean;
      paid_at: Date | string | null;
      created_at: Date | string;
      common_name: string;
      dns_names: string[];
      csr: string;
      price_cents: string;
      product_id: string;
    }>(await ctx.handle.db.execute(sql`select * from orders where csr = ${DEMO_CSR} order by id`));
    expect(orders).toHaveLength(500);
    const heavyOrders = orders.filter((o) => o.account_id === accounts[0]!.id);
    expect(heavyOrders.length).toBeGreaterThanOrEqual(50);
    const statuses = new Set(orders.map((o) => o.status));
    expect(statuses.has(3)).toBe(true);
    expect(statuses.has(12)).toBe(true);
    expect(orders.filter((o) => o.status === 3).length).toBeGreaterThan(250);
    for (const o of orders) {
      expect(o.paid).toBe(o.status !== 12 && o.status !== 5);
      expect(o.paid_at === null).toBe(!o.paid);
      expect(o.dns_names).toEqual([o.common_name, `www.${o.common_name}`]);
      expect(o.common_name).toMatch(/^shop-\d+\.demo-\d+\.com$/);
      expect(Number(o.price_cents)).toBeGreaterThan(0);
      const age = ctx.clock.now().getTime() - new Date(o.created_at).getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(731 * 86_400_000);
    }
    expect(new Set(orders.map((o) => o.product_id)).size).toBeGreaterThan(5);

    // The heavy account logs in and sees its orders through the list.
    const client = ctx.client();
    expect(
      (await client.post('/api/login', { form: { email: heavy, password: 'demo pass 123' } })).body.code,
    ).toBe(0);
    const list = await client.get<{ total: number; list: { id: number }[] }>(
      '/api/orders?page=2&pageSize=10&tag=complete',
    );
    expect(list.body.code).toBe(0);
    expect(list.body.msg.list).toHaveLength(10);

    const again = await runOperatorCommand(commands, 'demo:seed', ['--users', '3', '--orders', '0']);
    expect(again.ok).toBe(true);
    expect(again.output).toContain('demo-21@demo.example .. demo-23@demo.example');
  });

  it('checks its arguments', async () => {
    const commands = createOperatorCommands({ db: ctx.handle.db, clock: ctx.clock, migrate: async () => {} });
    expect(
      (await runOperatorCommand(commands, 'demo:seed', ['--users', 'x', '--orders', '1'])).output,
    ).toContain('--users: a whole number');
    expect(
      (await runOperatorCommand(commands, 'demo:seed', ['--users', '0', '--orders', '5'])).output,
    ).toContain('needs at least one user');
  });
});
