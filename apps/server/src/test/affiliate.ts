import type { CommissionRow, ExtractDetail, ExtractRow, ListAnswer } from '@portal/contract';
import { asc, eq } from 'drizzle-orm';
import { accounts, commissions, payouts, referrals } from '../db/schema/index.js';
import { createOperatorCommands } from '../modules/operator/commands.js';
import { accountIdOf } from './books.js';
import { PASSWORD, uniqueEmail, type TestClient, type TestContext } from './harness.js';
import { creditFunds, okMsg, payByBalance, placeOrder } from './purchase.js';

export interface Member {
  client: TestClient;
  email: string;
  id: number;
  uid: string;
}

/** A registered, signed-in main account with its uid (the share link's id). */
export async function registerMember(
  ctx: TestContext,
  options: { client?: TestClient; email?: string } = {},
): Promise<Member> {
  const client = options.client ?? ctx.client();
  const email = options.email ?? uniqueEmail('aff');
  okMsg(
    await client.post('/api/register', {
      form: { email, password: PASSWORD, confirm: PASSWORD, from: 'common' },
    }),
  );
  okMsg(await client.post('/api/login', { form: { email, password: PASSWORD } }));
  const profile = okMsg<{ uid: string }>(await client.get('/api/account/profile'));
  return { client, email, id: await accountIdOf(ctx, email), uid: profile.uid };
}

/** Moves the clock and signs the members in again (sessions end after 30 days). */
export async function later(ctx: TestContext, ms: number, ...members: Member[]): Promise<void> {
  ctx.clock.advance(ms);
  for (const m of members)
    okMsg(await m.client.post('/api/login', { form: { email: m.email, password: PASSWORD } }));
}

/** A visitor follows the share link of `uid` and registers from the same browser. */
export async function referredMember(ctx: TestContext, uid: string): Promise<Member> {
  const client = ctx.client();
  await client.get(`/?id=${uid}`);
  return registerMember(ctx, { client });
}

/**
 * Places an order (RapidSSL DV, 72 months: $248.00, a $24.80 commission) and pays it from the balance (funded
 * first); answers the order id and what was paid.
 */
export async function buy(
  ctx: TestContext,
  member: { client: TestClient; email: string },
  domain = `${Math.random().toString(36).slice(2, 10)}.example.com`,
): Promise<{ orderId: number; paidCents: number }> {
  const orderId = await placeOrder(member.client, { domains: domain, validity: 72 });
  await creditFunds(ctx, member.email, '1000.00');
  const paid = okMsg<{ totalAmount: number }>(await payByBalance(member.client, orderId));
  return { orderId, paidCents: Math.round(paid.totalAmount * 100) };
}

export const commissionList = async (client: TestClient) =>
  okMsg<ListAnswer<CommissionRow>>(await client.get('/api/commission/orders?pageSize=100'));
export const extractDetailOf = async (client: TestClient) =>
  okMsg<ExtractDetail>(await client.get('/api/commission/extract/detail'));
export const extractList = async (client: TestClient) =>
  okMsg<ListAnswer<ExtractRow>>(await client.get('/api/commission/extract'));

/** A uid-shaped number no account has. */
export async function unknownUid(ctx: TestContext): Promise<string> {
  for (let n = 99_999_999; ; n--) {
    const [row] = await ctx.handle.db
      .select()
      .from(accounts)
      .where(eq(accounts.uid, String(n)));
    if (!row) return String(n);
  }
}

export const referralOf = async (ctx: TestContext, accountId: number) =>
  (await ctx.handle.db.select().from(referrals).where(eq(referrals.referredAccountId, accountId)))[0];
export const commissionRowsOf = (ctx: TestContext, affiliateId: number) =>
  ctx.handle.db
    .select()
    .from(commissions)
    .where(eq(commissions.affiliateAccountId, affiliateId))
    .orderBy(asc(commissions.id));
export const payoutRowsOf = (ctx: TestContext, accountId: number) =>
  ctx.handle.db.select().from(payouts).where(eq(payouts.accountId, accountId)).orderBy(asc(payouts.id));

/** The operator command line of the test app (payout and refund decisions). */
export function operator(ctx: TestContext) {
  return createOperatorCommands({
    db: ctx.handle.db,
    clock: ctx.clock,
    migrate: async () => {},
    refunds: ctx.app.portal.refunds,
    payouts: ctx.app.portal.payouts,
  });
}

/** Runs a command and answers its output; a refused command fails the test with its message. */
export async function run(ctx: TestContext, name: string, ...args: string[]): Promise<string> {
  return operator(ctx)[name]!.run(args);
}

/** Cancels a paid order and applies for its refund as the customer; the operator approves it. */
export async function refund(ctx: TestContext, client: TestClient, orderId: number): Promise<void> {
  okMsg(await client.get(`/api/order/cancel/${orderId}`));
  okMsg(
    await client.post(`/api/payment/refund/${orderId}`, {
      form: { email: 'me@example.com', phone: '+1 555 0100', desc: 'Changed my mind' },
    }),
  );
  await run(ctx, 'refund:approve', '--id', String(orderId));
}
