import { ErrorCode, type OfflineFundsAnswer, type OfflineTopupAnswer, type Profile } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { accounts, cacheVersions, ledgerEntries, payments, settings } from '../../db/schema/index.js';
import { openFreshDatabase } from '../../test/database.js';
import { createTestContext, signedInClient, type TestClient, type TestContext } from '../../test/harness.js';
import { okMsg } from '../../test/purchase.js';
import { createOperatorCommands, runOperatorCommand } from '../operator/commands.js';
import { createSharedCaches, type SharedCaches } from '../shared-state/shared-caches.js';

// The bank-transfer instructions live once per database (settings): this file has a database of its own, and an
// app without a card wallet (the case the tester met). Its shared caches are polled by hand, as the running
// portal's poller would every half second.
let fresh: DatabaseHandle;
let caches: SharedCaches;
let ctx: TestContext;
beforeAll(async () => {
  fresh = await openFreshDatabase();
  caches = createSharedCaches(fresh.db);
  ctx = await createTestContext({ db: fresh.db, sharedCaches: caches });
  await caches.poll();
});
afterAll(async () => {
  await ctx?.close();
  await fresh?.close();
});

const operator = (name: string, args: string[]) =>
  runOperatorCommand(
    createOperatorCommands({
      db: fresh.db,
      clock: ctx.clock,
      migrate: async () => {},
      offlinePayments: ctx.app.portal.offlinePayments,
    }),
    name,
    args,
  );

const overview = async (client: TestClient) =>
  okMsg<OfflineFundsAnswer>(await client.get('/api/payments/offline'));
const createTransfer = (client: TestClient, charge: unknown) =>
  client.post<OfflineTopupAnswer>('/api/payments/topup/offline', { json: { charge } });

async function settingsVersion(): Promise<number> {
  const [row] = await fresh.db.select().from(cacheVersions).where(eq(cacheVersions.name, 'settings'));
  return Number(row?.version ?? 0);
}

async function booksOf(email: string) {
  const [account] = await fresh.db.select().from(accounts).where(eq(accounts.email, email));
  const entries = await fresh.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, account!.id));
  return { balance: account!.balanceCents, entries };
}

const EN = 'Bank: Example Bank London\nIBAN: GB33 BUKB 2020 1555 5555 55\nBIC: BUKBGB22';

describe('add funds by bank transfer', () => {
  it('without instructions: not offered, and creating a transfer is a clear localised 409', async () => {
    const { client } = await signedInClient(ctx);
    expect(await overview(client)).toEqual({
      enabled: false,
      instructions: null,
      pending: [],
      salesEmail: 'sales@portal.test',
    });
    const refused = await createTransfer(client, '50.00');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: ErrorCode.paymentUnavailable,
      msg: 'Bank transfer is not available on this portal yet (no transfer instructions). Please contact support',
    });
    okMsg(await client.put('/api/i18n/language', { json: { lang: 'zh-TW' } }));
    expect((await createTransfer(client, '50.00')).body.msg).toBe(
      '本站暫未提供銀行轉帳（尚未設定轉帳說明），請聯絡客服',
    );
    expect(await fresh.db.select().from(payments)).toHaveLength(0);
    // The wallet is not configured either: its reason no longer sends the reader to the balance.
    const methods = okMsg<{ paypal: { reason: string } }>(await client.get('/api/payment/methods'));
    expect(methods.paypal.reason).toBe('本站尚未開通信用卡付款');
  });

  it('names the sales address in effect (SALES_EMAIL, else the operator’s); role sale gets its reason, not it', async () => {
    const { client, email } = await signedInClient(ctx);
    // What Add funds shows while nothing is offered online: the address follows settings:sales within a poll.
    expect((await operator('settings:sales', ['--email', 'billing@portal.test'])).ok).toBe(true);
    await caches.poll();
    expect((await overview(client)).salesEmail).toBe('billing@portal.test');
    expect((await operator('settings:sales', ['--clear'])).ok).toBe(true);
    await caches.poll();
    expect((await overview(client)).salesEmail).toBe('sales@portal.test');

    // A sale sub-user may not add funds: the call refuses with the role's reason (what the page shows instead).
    await fresh.db.update(accounts).set({ role: 'sale' }).where(eq(accounts.email, email));
    okMsg(await client.post('/api/login', { form: { email, password: 'correct horse battery' } }));
    const sale = await client.get('/api/payments/offline');
    expect(sale.status).toBe(403);
    expect(sale.body).toEqual({
      code: ErrorCode.forbidden,
      msg: 'Your role or API key may not add funds; please ask the main account or a finance user',
    });
    expect(sale.text).not.toContain('sales@portal.test');
  });

  it('portal settings:offline sets the instructions per language (en-US fallback) and announces the change', async () => {
    const before = await settingsVersion();
    const set = await operator('settings:offline', ['--text', EN]);
    expect(set.ok).toBe(true);
    expect(set.output).toContain('set the offline instructions for en-US');
    expect(set.output).toContain('(zh-CN, zh-TW read the en-US text)');
    expect(await settingsVersion()).toBe(before + 1);
    const zh = await operator('settings:offline', [
      '--text',
      '银行：示例银行\\nIBAN：GB33 BUKB 2020 1555 5555 55',
      '--lang',
      'zh-CN',
    ]);
    expect(zh.ok).toBe(true);
    expect(await settingsVersion()).toBe(before + 2);
    const [row] = await fresh.db.select().from(settings).where(eq(settings.key, 'offlineInstructions'));
    expect(row!.value).toEqual({ 'en-US': EN, 'zh-CN': '银行：示例银行\nIBAN：GB33 BUKB 2020 1555 5555 55' });

    // The app learns of the change from cache_versions (here one poll; the running portal polls every 500 ms).
    await caches.poll();
    const { client } = await signedInClient(ctx);
    expect(await overview(client)).toEqual({
      enabled: true,
      instructions: EN,
      pending: [],
      salesEmail: 'sales@portal.test',
    });
    okMsg(await client.put('/api/i18n/language', { json: { lang: 'zh-CN' } }));
    expect((await overview(client)).instructions).toBe('银行：示例银行\nIBAN：GB33 BUKB 2020 1555 5555 55');
    okMsg(await client.put('/api/i18n/language', { json: { lang: 'zh-TW' } }));
    expect((await overview(client)).instructions).toBe(EN);

    const shown = await operator('settings:offline', []);
    expect(shown.output).toContain(`[en-US]\n${EN}`);
    expect(shown.output).toContain('[zh-CN]');
    expect((await operator('settings:offline', ['--lang', 'fr', '--text', 'x'])).ok).toBe(false);
    expect((await operator('settings:offline', ['--text', '   '])).ok).toBe(false);
  });

  it('creates a transfer, and payment:offline books it once: balance up, pending list empty', async () => {
    const { client, email } = await signedInClient(ctx);
    const created = okMsg(await createTransfer(client, '120.5'));
    expect(created).toEqual({
      paymentID: expect.stringMatching(/^\d+$/),
      reference: `TOPUP-${created.paymentID}`,
      charge: '120.50',
      instructions: EN,
    });
    const [payment] = await fresh.db
      .select()
      .from(payments)
      .where(eq(payments.id, Number(created.paymentID)));
    expect(payment).toMatchObject({
      type: 'addFunds',
      status: 'unpaid',
      channel: 'offline',
      totalCents: 12050,
      ordersId: [],
    });
    const waiting = await overview(client);
    expect(waiting.pending).toEqual([
      {
        paymentID: created.paymentID,
        reference: created.reference,
        charge: '120.50',
        createdAt: payment!.createdAt.toISOString(),
      },
    ]);
    expect((await booksOf(email)).balance).toBe(0);

    // The operator books it by the reference the customer wrote on the transfer.
    const booked = await operator('payment:offline', [
      '--payment',
      created.reference,
      '--reference',
      `bank 2026-11-22 ${created.reference}`,
    ]);
    expect(booked).toEqual({
      ok: true,
      output: `payment ${created.paymentID} marked paid offline (reference bank 2026-11-22 ${created.reference}): 120.50 USD credited; balance 120.50 USD`,
    });
    expect(okMsg<Profile>(await client.get('/api/account/profile')).funds).toBe('120.50');
    expect((await overview(client)).pending).toEqual([]);

    const again = await operator('payment:offline', ['--payment', created.paymentID, '--reference', 'again']);
    expect(again).toEqual({
      ok: true,
      output: `payment ${created.paymentID} is paid already (offline); nothing was changed`,
    });
    const books = await booksOf(email);
    expect(books.balance).toBe(12050);
    expect(books.entries).toHaveLength(1);
    expect(books.entries[0]).toMatchObject({
      kind: 'topupOffline',
      amountCents: 12050,
      paymentId: Number(created.paymentID),
    });
  });

  it('checks the amount like payments/topup: 4xx envelopes with the field, nothing created', async () => {
    const { client } = await signedInClient(ctx);
    const cases: [unknown, string][] = [
      [undefined, 'Please enter the amount'],
      ['0.99', 'The minimum amount is $1.00'],
      ['10.001', 'Enter an amount in US dollars with at most two decimals'],
      ['-5', 'Enter an amount in US dollars with at most two decimals'],
      ['10000.01', 'The maximum amount is $10,000.00'],
    ];
    for (const [charge, message] of cases) {
      const answer = await client.post('/api/payments/topup/offline', {
        json: charge === undefined ? {} : { charge },
      });
      expect(answer.status, String(charge)).toBe(400);
      expect(answer.body.code).toBe(ErrorCode.invalidParams);
      expect(answer.body.errors?.[0]).toMatchObject({ field: 'charge', message });
    }
    expect((await overview(client)).pending).toEqual([]);
    okMsg(await createTransfer(client, 10000));
  });

  it("keeps another account's transfers invisible; cancels own open ones; role sale may not create", async () => {
    const owner = await signedInClient(ctx);
    const other = await signedInClient(ctx);
    const mine = okMsg(await createTransfer(owner.client, '30'));
    const second = okMsg(await createTransfer(owner.client, '40'));
    expect((await overview(other.client)).pending).toEqual([]);
    expect((await overview(owner.client)).pending.map((p) => p.reference)).toEqual([
      second.reference,
      mine.reference,
    ]);
    // Another account can neither see nor cancel it.
    const foreign = await other.client.post(`/api/payments/offline/${mine.paymentID}/cancel`);
    expect(foreign.status).toBe(404);
    expect(foreign.text).not.toContain(owner.email);

    okMsg(await owner.client.post(`/api/payments/offline/${mine.paymentID}/cancel`));
    expect((await overview(owner.client)).pending.map((p) => p.reference)).toEqual([second.reference]);
    const twice = await owner.client.post(`/api/payments/offline/${mine.paymentID}/cancel`);
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe(`Payment ${mine.paymentID} is not a bank transfer waiting to be booked`);
    // A cancelled transfer is not booked by the operator.
    const late = await operator('payment:offline', ['--payment', mine.reference, '--reference', 'late']);
    expect(late.ok).toBe(false);
    expect(late.output).toContain('This payment is closed');

    await fresh.db.update(accounts).set({ role: 'sale' }).where(eq(accounts.email, owner.email));
    okMsg(
      await owner.client.post('/api/login', {
        form: { email: owner.email, password: 'correct horse battery' },
      }),
    );
    const sale = await createTransfer(owner.client, '10.00');
    expect(sale.status).toBe(403);
    expect(sale.body.msg).toBe(
      'Your role or API key may not add funds; please ask the main account or a finance user',
    );
  });

  it('settings:offline --clear removes them: bank transfer is no longer offered', async () => {
    const cleared = await operator('settings:offline', ['--clear']);
    expect(cleared.output).toContain('no offline instructions');
    expect(await fresh.db.select().from(settings).where(eq(settings.key, 'offlineInstructions'))).toEqual([]);
    await caches.poll();
    const { client } = await signedInClient(ctx);
    expect(await overview(client)).toMatchObject({ enabled: false, instructions: null });
    expect((await createTransfer(client, '5')).status).toBe(409);
  });
});
