import type { Coupon, Profile } from '@portal/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponCampaigns, coupons } from '../../db/schema/index.js';
import { DAY } from '../../lib/clock.js';
import { createFreshTestContext } from '../../test/fresh-context.js';
import { signedInClient, type TestClient, type TestContext } from '../../test/harness.js';
import { relogin } from '../../test/lifecycle.js';
import { okMsg } from '../../test/purchase.js';
import { createOperatorCommands, runOperatorCommand } from '../operator/commands.js';

let ctx: TestContext;
beforeAll(async () => {
  // A database of its own: public coupons (and tabs, rates) exist once per database, and a running public coupon
  // is what coupon/latest hands to every account of the shared PostgreSQL test database.
  ctx = await createFreshTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

/** `portal coupon:publish …` as an operator types it. */
const publish = (...args: string[]) =>
  runOperatorCommand(
    createOperatorCommands({ db: ctx.handle.db, clock: ctx.clock, migrate: async () => {} }),
    'coupon:publish',
    args,
  );

async function published(...args: string[]): Promise<number> {
  const answer = await publish(...args);
  expect(answer).toMatchObject({ ok: true });
  return Number(/coupon (\d+) of/.exec(answer.output)![1]);
}

const campaignCount = async () => (await ctx.handle.db.select({ n: count() }).from(couponCampaigns))[0]!.n;
const claimsOf = async (campaignId: number) =>
  (await ctx.handle.db.select().from(coupons).where(eq(coupons.campaignId, campaignId))).length;
const usable = async (client: TestClient) =>
  okMsg<Profile>(await client.get('/api/account/profile?couponTag=usable')).coupons ?? [];

describe('public coupons (coupon:publish, coupon/latest)', () => {
  it('lets every account claim the newest running coupon once, also when the claims race', async () => {
    const id = await published(
      '--amount',
      '15.00',
      '--title',
      'Black Friday',
      '--describe',
      'Any SSL',
      '--days',
      '7',
    );
    const a = await signedInClient(ctx);
    const b = await signedInClient(ctx);

    const latest = okMsg<Coupon>(await a.client.get('/api/coupon/latest'));
    expect(latest).toMatchObject({ amount: 15, title: 'Black Friday', describe: 'Any SSL', usable: true });
    expect(latest.code).toMatch(/^PROMO-/);
    okMsg(await a.client.get('/api/coupon/latest'));
    expect((await usable(a.client)).filter((c) => c.title === 'Black Friday')).toHaveLength(1);

    const answers = await Promise.all(Array.from({ length: 8 }, () => b.client.get('/api/coupon/latest')));
    for (const answer of answers) expect(answer.status).toBe(200);
    expect((await usable(b.client)).filter((c) => c.title === 'Black Friday')).toHaveLength(1);
    expect(await claimsOf(id)).toBe(2);
  });

  it('claims nothing before the start or after the end', async () => {
    const now = ctx.clock.now();
    const future = await published(
      '--amount',
      '5',
      '--title',
      'Soon',
      '--from',
      new Date(now.getTime() + DAY).toISOString(),
      '--days',
      '2',
    );
    const { client, email } = await signedInClient(ctx);
    okMsg(await client.get('/api/coupon/latest'));
    expect(await claimsOf(future)).toBe(0);

    ctx.clock.set(new Date(now.getTime() + DAY + 60_000));
    await relogin(client, email); // sessions idle out after 12 hours
    okMsg(await client.get('/api/coupon/latest'));
    expect(await claimsOf(future)).toBe(1);

    ctx.clock.set(new Date(now.getTime() + 4 * DAY));
    const late = await signedInClient(ctx);
    okMsg(await late.client.get('/api/coupon/latest'));
    expect(await claimsOf(future)).toBe(1);
    // The claimed coupon ran out with its campaign: it is listed as expired, not usable.
    await relogin(client, email);
    const expired = okMsg<Profile>(await client.get('/api/account/profile?couponTag=expired')).coupons ?? [];
    expect(expired.map((c) => c.title)).toContain('Soon');
  });

  it('refuses bad input and stores nothing', async () => {
    const before = await campaignCount();
    const past = new Date(ctx.clock.now().getTime() - DAY).toISOString();
    const cases: [string[], RegExp][] = [
      [['--days', '3'], /--amount is required/],
      [['--amount', 'ten', '--days', '3'], /--amount/],
      [['--amount', '0', '--days', '3'], /at least 0.01/],
      [['--amount', '5000', '--days', '3'], /at most 1000.00/],
      [['--amount', '5'], /--until DATE or --days N is required/],
      [['--amount', '5', '--until', past], /after the start and in the future/],
      [['--amount', '5', '--until', 'tomorrow'], /ISO date/],
      [['--amount', '5', '--days', '3', '--until', past], /either --until/],
      [['--amount', '5', '--days', '400'], /at most 366 days/],
      [['--amount', '5', '--days', '3', '--title', 'x'.repeat(61)], /title/],
    ];
    for (const [args, message] of cases) {
      const answer = await publish(...args);
      expect(answer.ok, args.join(' ')).toBe(false);
      expect(answer.output).toMatch(message);
    }
    expect(await campaignCount()).toBe(before);
  });
});
