// The affiliate programme through HTTP (issue 16, docs/domain/affiliate.md): share link → registration →
// purchases → 10 % commission rows → clearance after 30 days → payout request → operator decision; refunds
// before clearance and after payout; retention; who sees what. PGlite and PostgreSQL (PORTAL_TEST_DB).
import {
  COMMISSION_CLEARANCE_DAYS,
  ErrorCode,
  REFERRAL_COOKIE,
  REFERRAL_TRACKING_DAYS,
  SIGN_ON_BONUS_CENTS,
  type AffiliateSummary,
  type ListAnswer,
  type PayoutHistoryRow,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditEvents, letters } from '../../db/schema/index.js';
import { DAY, MINUTE } from '../../lib/clock.js';
import {
  buy,
  commissionList,
  commissionRowsOf,
  extractDetailOf,
  extractList,
  payoutRowsOf,
  referralOf,
  referredMember,
  refund,
  registerMember,
  later,
  run,
  unknownUid,
  type Member,
} from '../../test/affiliate.js';
import { makeSubUser } from '../../test/books.js';
import { testDatabaseKind } from '../../test/database.js';
import { createTestContext, signedInClient, uniqueEmail, type TestContext } from '../../test/harness.js';
import { creditFunds, okMsg, payByBalance, placeOrder } from '../../test/purchase.js';
import { commissionOf } from '../../lib/pricing.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Past the clearance time (the members sign in again). */
const clearAfter = (...members: Member[]) => later(ctx, (COMMISSION_CLEARANCE_DAYS + 1) * DAY, ...members);
const clear = (affiliateId: number) => ctx.app.portal.commissions.clearDue(affiliateId);
const cents = (usd: number) => Math.round(usd * 100);

describe(`share links and registration (${testDatabaseKind})`, () => {
  it('sets a first-party cookie for a public page opened with ?id={uid}, HttpOnly, SameSite=Lax, 60 days', async () => {
    const affiliate = await registerMember(ctx);
    const visitor = ctx.client();
    const answer = await visitor.get(`/?id=${affiliate.uid}`);
    const cookie = answer.cookies.find((c) => c.name === REFERRAL_COOKIE) as
      { httpOnly?: boolean; sameSite?: string; maxAge?: number; path?: string; value: string } | undefined;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.maxAge).toBe(REFERRAL_TRACKING_DAYS * 24 * 3600);
    expect(cookie!.value.startsWith(`${affiliate.uid}.`)).toBe(true);
    // Any page; never the API, never an id that is no uid, never a browser that is signed in.
    expect((await ctx.client().get(`/ssl-product?id=${affiliate.uid}`)).cookies.map((c) => c.name)).toContain(
      REFERRAL_COOKIE,
    );
    expect((await ctx.client().get(`/api/islogin?id=${affiliate.uid}`)).cookies).toEqual([]);
    expect((await ctx.client().get('/?id=<script>')).cookies).toEqual([]);
    expect((await affiliate.client.get(`/?id=${affiliate.uid}`)).cookies).toEqual([]);
  });

  it('binds a registration from that browser to the referrer once, and clears the cookie', async () => {
    const affiliate = await registerMember(ctx);
    const customer = await referredMember(ctx, affiliate.uid);
    expect(customer.client.jar.has(REFERRAL_COOKIE)).toBe(false);
    const referral = await referralOf(ctx, customer.id);
    expect(referral).toMatchObject({ referrerAccountId: affiliate.id });
    const summary = okMsg<AffiliateSummary>(await affiliate.client.get('/api/commission/summary'));
    expect(summary.referredAccounts).toBe(1);
  });

  it('ignores without error an unknown uid, a sub-user, a disabled account, an old or forged cookie, a signed-in visitor', async () => {
    const owner = await registerMember(ctx);
    const sub = await registerMember(ctx);
    await makeSubUser(ctx, sub.client, sub.email, owner.email, 'finance');
    const disabled = await registerMember(ctx);
    await ctx.handle.db.update(accounts).set({ status: 'disabled' }).where(eq(accounts.id, disabled.id));

    for (const uid of [await unknownUid(ctx), sub.uid, disabled.uid]) {
      const customer = await referredMember(ctx, uid);
      expect(await referralOf(ctx, customer.id), uid).toBeUndefined();
    }

    // A cookie older than the tracking window (the server's clock decides).
    const late = ctx.client();
    await late.get(`/?id=${owner.uid}`);
    ctx.clock.advance((REFERRAL_TRACKING_DAYS + 1) * DAY);
    const lateCustomer = await registerMember(ctx, { client: late });
    expect(await referralOf(ctx, lateCustomer.id)).toBeUndefined();

    // A genuine cookie whose time was moved (the MAC no longer matches), and a genuine one in a signed-in browser.
    const fresh = ctx.client();
    await fresh.get(`/?id=${owner.uid}`);
    const genuine = fresh.jar.get(REFERRAL_COOKIE)!;
    const [uid, , mac] = genuine.split('.');
    const forged = ctx.client();
    forged.jar.set(REFERRAL_COOKIE, `${uid}.${(ctx.clock.now().getTime() - DAY).toString(36)}.${mac}`);
    const forgedCustomer = await registerMember(ctx, { client: forged });
    expect(await referralOf(ctx, forgedCustomer.id)).toBeUndefined();

    // A visitor who is signed in to an account registers another: not a referral.
    const signedIn = await registerMember(ctx);
    signedIn.client.jar.set(REFERRAL_COOKIE, genuine);
    const second = uniqueEmail('aff-second');
    okMsg(
      await signedIn.client.post('/api/register', {
        form: { email: second, password: 'correct horse battery', confirm: 'correct horse battery' },
      }),
    );
    const [secondRow] = await ctx.handle.db.select().from(accounts).where(eq(accounts.email, second));
    expect(await referralOf(ctx, secondRow!.id)).toBeUndefined();
    // The same genuine cookie in the browser it was set in does bind.
    const referred = await registerMember(ctx, { client: fresh });
    expect(await referralOf(ctx, referred.id)).toMatchObject({ referrerAccountId: owner.id });
  });
});

describe(`commissions, clearance and payouts (${testDatabaseKind})`, () => {
  it('earns 10 % of each payment plus the sign-on bonus, clears after 30 days, pays out on approval', async () => {
    const affiliate = await registerMember(ctx);
    const customer = await referredMember(ctx, affiliate.uid);
    const first = await buy(ctx, customer);
    const second = await buy(ctx, customer);

    const listed = await commissionList(affiliate.client);
    expect(listed.total).toBe(3);
    const firstRow = listed.list.find((r) => r.order_id === String(first.orderId) && r.kind === 'commission');
    const secondRow = listed.list.find((r) => r.order_id === String(second.orderId));
    const bonus = listed.list.find((r) => r.kind === 'bonus');
    expect(firstRow).toMatchObject({
      order_id: String(first.orderId),
      commission: commissionOf(first.paidCents) / 100,
      total_amount: first.paidCents / 100,
      status: 'awaiting',
      kind: 'commission',
      paid_at: null,
    });
    expect(secondRow).toMatchObject({ order_id: String(second.orderId), kind: 'commission' });
    expect(bonus).toMatchObject({ kind: 'bonus', commission: SIGN_ON_BONUS_CENTS / 100, status: 'awaiting' });
    // The referrer never sees who the customer is.
    const local = customer.email.split('@')[0]!;
    for (const row of listed.list) {
      expect(row.account_email).toBe(`${customer.email[0]}***@***.com`);
      expect(JSON.stringify(row)).not.toContain(local);
      expect(row.describe).not.toContain('example.com');
    }
    const earned = commissionOf(first.paidCents) + commissionOf(second.paidCents) + SIGN_ON_BONUS_CENTS;
    expect(await extractDetailOf(affiliate.client)).toEqual({
      extractAmount: 0,
      freezeAmount: 0,
      totalAmount: earned / 100,
    });
    // The customer earns nothing from its own purchases.
    expect((await commissionList(customer.client)).total).toBe(0);

    // Not yet: 29 days.
    await later(ctx, 29 * DAY, affiliate);
    expect(await clear(affiliate.id)).toBe(0);
    const early = await affiliate.client.post('/api/commission/extract', {
      json: { payPalID: 'affiliate@example.com', extractAmount: '50' },
    });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe(ErrorCode.insufficientFunds);
    await later(ctx, 2 * DAY, affiliate);
    expect(await clear(affiliate.id)).toBe(3);
    expect(await clear(affiliate.id)).toBe(0);
    expect((await extractDetailOf(affiliate.client)).extractAmount).toBe(earned / 100);

    const payout = okMsg<{ ID: number; TotalAmount: number }>(
      await affiliate.client.post('/api/commission/extract', {
        json: { payPalID: 'affiliate@example.com', extractAmount: '50.00' },
      }),
    );
    expect(payout.TotalAmount).toBe(50);
    expect(await extractDetailOf(affiliate.client)).toEqual({
      extractAmount: (earned - 5000) / 100,
      freezeAmount: 50,
      totalAmount: earned / 100,
    });
    const requested = (await commissionRowsOf(ctx, affiliate.id)).filter((r) => r.status === 'requested');
    expect(requested.reduce((sum, r) => sum + r.amountCents, 0)).toBe(5000);
    const [extract] = (await extractList(affiliate.client)).list;
    expect(extract).toMatchObject({
      ID: payout.ID,
      AccountUID: affiliate.uid,
      Status: 'requested',
      TotalAmount: 50,
      PayPalID: 'affiliate@example.com',
    });

    // No PayPal configured in this app: the operator pays by hand and records the reference.
    await expect(run(ctx, 'payout:approve', '--id', String(payout.ID))).rejects.toThrow(/manual-reference/);
    const approved = await run(
      ctx,
      'payout:approve',
      '--id',
      String(payout.ID),
      '--manual-reference',
      'BANK-42',
    );
    expect(approved).toContain('paid');
    await expect(
      run(ctx, 'payout:approve', '--id', String(payout.ID), '--manual-reference', 'again'),
    ).rejects.toThrow(/cannot be decided now/);
    expect(await extractDetailOf(affiliate.client)).toEqual({
      extractAmount: (earned - 5000) / 100,
      freezeAmount: 0,
      totalAmount: earned / 100,
    });
    const rows = await commissionRowsOf(ctx, affiliate.id);
    expect(rows.filter((r) => r.status === 'paid').reduce((sum, r) => sum + r.amountCents, 0)).toBe(5000);
    expect((await extractList(affiliate.client)).list[0]).toMatchObject({
      Status: 'paid',
      Comment: 'BANK-42',
    });

    const history = okMsg<ListAnswer<PayoutHistoryRow>>(
      await affiliate.client.get('/api/commission/history'),
    );
    expect(history.list[0]).toMatchObject({ kind: 'payout', id: payout.ID, commission: 50, status: 'paid' });
    const summary = okMsg<AffiliateSummary>(await affiliate.client.get('/api/commission/summary'));
    expect(summary).toMatchObject({
      paidAmount: 50,
      payPalID: 'affiliate@example.com',
      paymentMethod: 'PayPal',
    });

    const letterTitles = (
      await ctx.handle.db.select().from(letters).where(eq(letters.accountId, affiliate.id))
    ).map((l) => l.title);
    expect(letterTitles).toContain(`Payout ${payout.ID} paid: 50.00 USD`);
    const audit = await ctx.handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.accountId, affiliate.id));
    expect(audit.map((a) => a.activity)).toEqual(
      expect.arrayContaining(['affiliate.payoutRequest', 'affiliate.payoutPaid']),
    );
    expect(ctx.outbox().some((m) => m.includes(`Affiliate payout ${payout.ID} paid`))).toBe(true);
  });

  it('refuses bad payout requests with the spec messages and stores nothing', async () => {
    const affiliate = await registerMember(ctx);
    const bad = async (json: Record<string, unknown>) => {
      const answer = await affiliate.client.post('/api/commission/extract', { json });
      expect(answer.status, JSON.stringify(json)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      return answer.body;
    };
    expect((await bad({ extractAmount: '60' })).errors?.[0]).toMatchObject({ field: 'payPalID' });
    expect((await bad({ payPalID: 'not a paypal id', extractAmount: '60' })).errors?.[0]?.field).toBe(
      'payPalID',
    );
    const missing = await bad({ payPalID: 'a@example.com' });
    expect(missing.errors?.[0]).toMatchObject({
      field: 'extractAmount',
      message: 'Please enter your extract amount',
    });
    expect((await bad({ payPalID: 'a@example.com', extractAmount: '49.99' })).errors?.[0]?.message).toBe(
      'The minimum payout is $50.00',
    );
    expect((await bad({ payPalID: 'a@example.com', extractAmount: '50.001' })).errors?.[0]?.field).toBe(
      'extractAmount',
    );
    const tooMuch = await bad({ payPalID: 'ABCDEFGHJK234', extractAmount: 60 });
    expect(tooMuch.code).toBe(ErrorCode.insufficientFunds);
    expect(tooMuch.msg).toBe(
      'You can request at most 0.00 USD: that is your cleared commission not requested yet',
    );
    expect(await payoutRowsOf(ctx, affiliate.id)).toEqual([]);
  });

  it('cancels the commission of an order refunded before clearance, and its bonus with it', async () => {
    const affiliate = await registerMember(ctx);
    const customer = await referredMember(ctx, affiliate.uid);
    const { orderId } = await buy(ctx, customer);
    ctx.clock.advance(MINUTE);
    await refund(ctx, customer.client, orderId);
    const rows = await commissionRowsOf(ctx, affiliate.id);
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      ['commission', 'cancelled'],
      ['bonus', 'cancelled'],
    ]);
    expect((await extractDetailOf(affiliate.client)).totalAmount).toBe(0);
    const titles = (
      await ctx.handle.db.select().from(letters).where(eq(letters.accountId, affiliate.id))
    ).map((l) => l.title);
    expect(titles).toContain(`Commission on order ${orderId} cancelled`);
    // The next referred sale earns the bonus again.
    await buy(ctx, customer);
    await clearAfter();
    await clear(affiliate.id);
    const after = await commissionRowsOf(ctx, affiliate.id);
    expect(after.filter((r) => r.kind === 'bonus' && r.status === 'cleared')).toHaveLength(1);
  });

  it('takes a refund after payout from the next payout (a negative adjustment)', async () => {
    const affiliate = await registerMember(ctx);
    const customer = await referredMember(ctx, affiliate.uid);
    const orders = [await buy(ctx, customer), await buy(ctx, customer), await buy(ctx, customer)];
    // Exactly 30 days later: cleared, and still (the last day) within the refund window.
    await later(ctx, COMMISSION_CLEARANCE_DAYS * DAY, affiliate, customer);
    await clear(affiliate.id);
    const available = (await extractDetailOf(affiliate.client)).extractAmount;
    const payout = okMsg<{ ID: number }>(
      await affiliate.client.post('/api/commission/extract', {
        json: { payPalID: 'affiliate@example.com', extractAmount: String(available) },
      }),
    );
    await run(ctx, 'payout:approve', '--id', String(payout.ID), '--manual-reference', 'BANK-1');

    const refunded = orders[0]!;
    await refund(ctx, customer.client, refunded.orderId);
    const reversal = (await commissionRowsOf(ctx, affiliate.id)).filter((r) => r.kind === 'reversal');
    // The order's commission and the bonus that came with it are taken back.
    expect(reversal.map((r) => r.amountCents).sort()).toEqual(
      [-commissionOf(refunded.paidCents), -SIGN_ON_BONUS_CENTS].sort(),
    );
    const taken = commissionOf(refunded.paidCents) + SIGN_ON_BONUS_CENTS;
    expect(await extractDetailOf(affiliate.client)).toMatchObject({ extractAmount: 0, freezeAmount: 0 });
    expect((await extractDetailOf(affiliate.client)).totalAmount).toBe((cents(available) - taken) / 100);
    const history = okMsg<ListAnswer<PayoutHistoryRow>>(
      await affiliate.client.get('/api/commission/history'),
    );
    expect(history.list.filter((h) => h.kind === 'reversal')).toHaveLength(2);
    expect(history.list.find((h) => h.kind === 'payout')).toMatchObject({ id: payout.ID, status: 'paid' });

    // New commission (and the bonus, earned again) first covers what is owed; the next payout nets the reversal.
    const more = [];
    for (let i = 0; i < 4; i++) more.push(await buy(ctx, customer));
    const moreEarned = more.reduce((sum, o) => sum + commissionOf(o.paidCents), 0) + SIGN_ON_BONUS_CENTS;
    await clearAfter(affiliate, customer);
    await clear(affiliate.id);
    const detail = await extractDetailOf(affiliate.client);
    expect(detail.extractAmount).toBe((moreEarned - taken) / 100);
    const next = okMsg<{ ID: number }>(
      await affiliate.client.post('/api/commission/extract', {
        json: { payPalID: 'affiliate@example.com', extractAmount: '50' },
      }),
    );
    const inNext = (await commissionRowsOf(ctx, affiliate.id)).filter((r) => r.payoutId === next.ID);
    expect(inNext.filter((r) => r.kind === 'reversal')).toHaveLength(2);
    expect(inNext.reduce((sum, r) => sum + r.amountCents, 0)).toBe(5000);
    expect((await extractDetailOf(affiliate.client)).extractAmount).toBe((moreEarned - taken - 5000) / 100);
  });

  it('rejects a request: the amount is unfrozen, the affiliate is told why', async () => {
    const affiliate = await registerMember(ctx);
    const customer = await referredMember(ctx, affiliate.uid);
    for (let i = 0; i < 2; i++) await buy(ctx, customer);
    await clearAfter(affiliate);
    await clear(affiliate.id);
    const before = await extractDetailOf(affiliate.client);
    const payout = okMsg<{ ID: number }>(
      await affiliate.client.post('/api/commission/extract', {
        json: { payPalID: 'ABCDEFGHJK234', extractAmount: '50' },
      }),
    );
    expect(await run(ctx, 'payouts:list')).toContain(`payout ${payout.ID}: 50.00 USD to ABCDEFGHJK234`);
    await expect(run(ctx, 'payout:reject', '--id', String(payout.ID))).rejects.toThrow(/--reason/);
    expect(
      await run(ctx, 'payout:reject', '--id', String(payout.ID), '--reason', 'Unknown receiver'),
    ).toContain('rejected');
    expect(await extractDetailOf(affiliate.client)).toEqual(before);
    expect((await extractList(affiliate.client)).list[0]).toMatchObject({
      Status: 'rejected',
      Comment: 'Unknown receiver',
    });
    await expect(
      run(ctx, 'payout:approve', '--id', String(payout.ID), '--manual-reference', 'x'),
    ).rejects.toThrow(/cannot be decided now/);
    await expect(run(ctx, 'payout:reject', '--id', '999999999', '--reason', 'x')).rejects.toThrow(
      /does not exist/,
    );
    expect(ctx.outbox().some((m) => m.includes(`Affiliate payout ${payout.ID} rejected`))).toBe(true);
  });

  it('ends the retention a year after registration, and counts sub-users for the main account', async () => {
    const affiliate = await registerMember(ctx);
    const customer = await referredMember(ctx, affiliate.uid);
    const buyer = await signedInClient(ctx);
    await makeSubUser(ctx, buyer.client, buyer.email, customer.email, 'finance');
    const bySub = await placeOrder(buyer.client, { domains: 'sub-buy.example.com' });
    await creditFunds(ctx, customer.email, '500.00');
    okMsg(await payByBalance(buyer.client, bySub));
    expect((await commissionRowsOf(ctx, affiliate.id)).map((r) => r.item)).toContain(String(bySub));

    await later(ctx, 366 * DAY, customer);
    const late = await buy(ctx, customer);
    expect((await commissionRowsOf(ctx, affiliate.id)).map((r) => r.item)).not.toContain(
      String(late.orderId),
    );
  });

  it('shows foreign accounts nothing; finance reads but cannot request; sale is refused', async () => {
    const affiliate = await registerMember(ctx);
    const customer = await referredMember(ctx, affiliate.uid);
    await buy(ctx, customer);
    const stranger = await registerMember(ctx);
    expect((await commissionList(stranger.client)).total).toBe(0);
    expect((await extractList(stranger.client)).total).toBe(0);
    expect(await extractDetailOf(stranger.client)).toEqual({
      extractAmount: 0,
      freezeAmount: 0,
      totalAmount: 0,
    });

    const finance = await signedInClient(ctx);
    await makeSubUser(ctx, finance.client, finance.email, affiliate.email, 'finance');
    expect((await commissionList(finance.client)).total).toBe(2);
    const refused = await finance.client.post('/api/commission/extract', {
      json: { payPalID: 'a@example.com', extractAmount: '50' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('Only the main account can request a payout');

    const sale = await signedInClient(ctx);
    await makeSubUser(ctx, sale.client, sale.email, affiliate.email, 'sale');
    expect((await sale.client.get('/api/commission/orders')).status).toBe(403);
    expect((await ctx.client().get('/api/commission/orders')).body.code).toBe(ErrorCode.notLoggedIn);
  });

  it('writes a commission only with its payment: a payment that fails leaves none, its retry one', async () => {
    let failNext = true;
    const crashing = await createTestContext({
      testHooks: {
        afterBalanceDebit: () => {
          if (failNext) {
            failNext = false;
            throw new Error('crash after the debit');
          }
        },
      },
    });
    try {
      const affiliate = await registerMember(crashing);
      const customer = await referredMember(crashing, affiliate.uid);
      const orderId = await placeOrder(customer.client, { domains: 'crash.example.com' });
      await creditFunds(crashing, customer.email, '500.00');
      const failed = await payByBalance(customer.client, orderId);
      expect(failed.status).toBe(500);
      expect(await commissionRowsOf(crashing, affiliate.id)).toEqual([]);
      okMsg(await payByBalance(customer.client, orderId));
      const rows = await commissionRowsOf(crashing, affiliate.id);
      expect(rows.filter((r) => r.kind === 'commission')).toHaveLength(1);
    } finally {
      await crashing.close();
    }
  });
});
