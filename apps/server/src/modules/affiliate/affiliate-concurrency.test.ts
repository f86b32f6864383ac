// Payout requests under concurrency (issue 16): however many arrive at once, together they never freeze more
// than the affiliate's cleared commission. On PostgreSQL the requests run on several pool connections at once.
import { ErrorCode } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissions } from '../../db/schema/index.js';
import {
  commissionRowsOf,
  extractDetailOf,
  payoutRowsOf,
  referredMember,
  registerMember,
} from '../../test/affiliate.js';
import { testDatabaseKind } from '../../test/database.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Cleared commission rows of `affiliateId` earned from `customerId`, as the clearance job leaves them. */
async function seedCleared(affiliateId: number, customerId: number, amounts: number[]) {
  const now = ctx.clock.now();
  await ctx.handle.db.insert(commissions).values(
    amounts.map((amountCents, i) => ({
      affiliateAccountId: affiliateId,
      referredAccountId: customerId,
      kind: 'commission' as const,
      paymentId: 900_000_000 + customerId * 10 + i,
      item: String(i + 1),
      orderId: i + 1,
      baseCents: amountCents * 10,
      amountCents,
      status: 'cleared' as const,
      clearsAt: now,
      clearedAt: now,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

describe(`payout requests at once (${testDatabaseKind})`, () => {
  it('20 concurrent $50 requests over $60 cleared: exactly one succeeds', { timeout: 60_000 }, async () => {
    const affiliate = await registerMember(ctx);
    const customer = await referredMember(ctx, affiliate.uid);
    await seedCleared(affiliate.id, customer.id, [2000, 2000, 2000]);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        affiliate.client.post('/api/commission/extract', {
          json: { payPalID: 'affiliate@example.com', extractAmount: '50' },
        }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    const refused = answers.filter((a) => a.body.code !== 0);
    expect(refused.every((a) => a.status === 409 && a.body.code === ErrorCode.insufficientFunds)).toBe(true);

    expect(await extractDetailOf(affiliate.client)).toEqual({
      extractAmount: 10,
      freezeAmount: 50,
      totalAmount: 60,
    });
    const [payout, ...more] = await payoutRowsOf(ctx, affiliate.id);
    expect(more).toEqual([]);
    const rows = await commissionRowsOf(ctx, affiliate.id);
    // The rows still sum to what was earned; those of the payout to its amount (one row was split).
    expect(rows.reduce((sum, r) => sum + r.amountCents, 0)).toBe(6000);
    expect(rows.filter((r) => r.payoutId === payout!.id).reduce((sum, r) => sum + r.amountCents, 0)).toBe(
      5000,
    );
    expect(rows.filter((r) => r.status === 'cleared').reduce((sum, r) => sum + r.amountCents, 0)).toBe(1000);
    expect(rows.every((r) => r.amountCents > 0)).toBe(true);
    expect(rows.filter((r) => r.splitFromId !== null)).toHaveLength(1);
  });

  it('mixed amounts at once freeze at most what was cleared, each request whole or not at all', async () => {
    const affiliate = await registerMember(ctx);
    const customer = await referredMember(ctx, affiliate.uid);
    await seedCleared(affiliate.id, customer.id, [4000, 3500, 2500, 3100]);
    const amounts = ['50', '60', '55.55', '70', '50', '80', '51'];
    const answers = await Promise.all(
      amounts.map((extractAmount) =>
        affiliate.client.post('/api/commission/extract', {
          json: { payPalID: 'affiliate@example.com', extractAmount },
        }),
      ),
    );
    const payouts = await payoutRowsOf(ctx, affiliate.id);
    expect(payouts).toHaveLength(answers.filter((a) => a.body.code === 0).length);
    const frozen = payouts.reduce((sum, p) => sum + p.amountCents, 0);
    expect(frozen).toBeLessThanOrEqual(13_100);
    expect(payouts.length).toBeGreaterThanOrEqual(1);
    const rows = await commissionRowsOf(ctx, affiliate.id);
    for (const payout of payouts)
      expect(rows.filter((r) => r.payoutId === payout.id).reduce((sum, r) => sum + r.amountCents, 0)).toBe(
        payout.amountCents,
      );
    const detail = await extractDetailOf(affiliate.client);
    expect(Math.round(detail.freezeAmount * 100)).toBe(frozen);
    expect(Math.round(detail.extractAmount * 100)).toBe(13_100 - frozen);
    // What is left could not pay any refused request.
    for (const [i, answer] of answers.entries())
      if (answer.body.code !== 0)
        expect(Math.round(Number(amounts[i]) * 100)).toBeGreaterThan(13_100 - frozen);
  });
});
