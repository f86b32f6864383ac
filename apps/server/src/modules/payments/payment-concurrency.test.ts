import { ErrorCode } from '@portal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, ledgerEntries, orders } from '../../db/schema/index.js';
import { createTestContext, signedInClient, type TestContext } from '../../test/harness.js';
import { testDatabaseKind } from '../../test/database.js';
import { creditFunds, okMsg, placeOrder } from '../../test/purchase.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ORDERS = 50;
const SUBMITS_PER_PAYMENT = 4;
const AFFORDABLE = 20;

describe(`balance payments under concurrency (${testDatabaseKind})`, () => {
  it(
    'pays exactly the orders the funds cover, once each, and the books balance',
    { timeout: 180_000 },
    async () => {
      const { client, email } = await signedInClient(ctx);
      const ids: number[] = [];
      for (let i = 0; i < ORDERS; i++)
        ids.push(await placeOrder(client, { domains: `site${i}.example.com` }));
      const paymentIds: string[] = [];
      for (const id of ids)
        paymentIds.push(
          okMsg<string>(await client.post('/api/orders/payment/create', { json: { ordersID: [id] } })),
        );
      await creditFunds(ctx, email, (59 * AFFORDABLE).toFixed(2));

      // 200 submits at once: every payment four times, interleaved.
      const submits = paymentIds.flatMap((pid) => Array.from({ length: SUBMITS_PER_PAYMENT }, () => pid));
      submits.sort(() => Math.random() - 0.5);
      const answers = await Promise.all(
        submits.map((pid) => client.post(`/api/payment/submit/${pid}?channel=fund`)),
      );

      const succeeded = answers.filter((a) => a.body.code === 0);
      expect(succeeded).toHaveLength(AFFORDABLE);
      const refusals = new Set(answers.filter((a) => a.body.code !== 0).map((a) => a.body.code));
      for (const code of refusals)
        expect([ErrorCode.insufficientFunds, ErrorCode.alreadyPaid]).toContain(code);
      expect(answers.every((a) => a.status < 500)).toBe(true);

      const db = ctx.handle.db;
      const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
      const paid = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(inArray(orders.id, ids), eq(orders.paid, true)));
      expect(paid).toHaveLength(AFFORDABLE);
      expect(account!.balanceCents).toBe(0);

      const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, account!.id));
      expect(entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(account!.balanceCents);
      expect(entries.every((e) => e.balanceAfterCents >= 0)).toBe(true);
      expect(entries.filter((e) => e.kind === 'purchase')).toHaveLength(AFFORDABLE);
      // Each balance-after is the previous one plus the entry, whatever order the commits came in.
      const afters = entries.map((e) => e.balanceAfterCents).sort((a, b) => b - a);
      expect(new Set(afters).size).toBe(entries.length);
    },
  );
});
