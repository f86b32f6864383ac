// The sales address as an operator setting (issue 18): set in the console's Settings (or by `portal
// settings:sales`), it is where the next pricing request's sales mail goes and what admin-setting answers, in
// every process within a second (proved by rounds: each app shows it once one of its poll rounds started after the
// change has ended, test/poll-rounds.ts); cleared, SALES_EMAIL applies again; a bad address is a localised 400 with nothing
// stored. On a database of its own (the setting holds for the whole portal). PGlite and, with
// PORTAL_TEST_DB=postgres, PostgreSQL.
import type { AdminSetting, OpsSettings, PricingRequestAnswer } from '@portal/contract';
import { translate } from '@portal/i18n';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/database.js';
import { createFreshTestContext } from '../../test/fresh-context.js';
import { createTestContext, signedInClient, type TestClient, type TestContext } from '../../test/harness.js';
import { auditOf, signedInOperator } from '../../test/ops.js';
import { okMsg } from '../../test/purchase.js';
import { afterNextPollRound } from '../../test/poll-rounds.js';
import { waitUntil } from '../../test/wait.js';
import { createOperatorCommands, runOperatorCommand } from '../operator/commands.js';

const DEFAULT = 'quotes@default.example';
let ctx: TestContext;
/** A second portal process on the same database: sees a change through the shared caches. */
let other: TestContext;
let operator: TestClient;
let operatorEmail: string;
let brand: string;
let product: string;

beforeAll(async () => {
  // Housekeeping polls the shared caches' versions as the running portal does.
  ctx = await createFreshTestContext({ salesEmail: DEFAULT, housekeeping: true });
  other = await createTestContext({ db: ctx.handle.db, salesEmail: DEFAULT, housekeeping: true });
  ({ client: operator, email: operatorEmail } = await signedInOperator(ctx));
  const select = okMsg<{ brands: string[]; products: Record<string, { shortName: string }[]> }>(
    await ctx.client().get('/api/products/select'),
  );
  brand = select.brands[0]!;
  product = select.products[brand]![0]!.shortName;
}, 60_000);
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

const adminSettingOf = async (app: TestContext) =>
  okMsg<AdminSetting>(await app.client().get('/api/admin-setting')).salesEmail;

/** A bulk-buys request through the API, and the address its sales mail went to. */
async function salesMailTo(): Promise<string | undefined> {
  const { client, email } = await signedInClient(ctx);
  const { id } = okMsg<PricingRequestAnswer>(
    await client.post('/api/promote/create?table=bulkBuys', {
      json: { bulkBuys: { brand, product, email, validity: 12 } },
    }),
  );
  let to: string | undefined;
  await waitUntil(async () => {
    for (const eml of ctx.outbox()) {
      const mail = await simpleParser(eml);
      const address = (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text;
      if ((mail.text ?? '').includes(`(number ${id}, `) && address !== email) to = address;
    }
    return to !== undefined;
  }, 10_000);
  return to;
}

const put = (salesEmail: string | null) => operator.put('/api/ops/settings', { json: { salesEmail } });

describe(`the sales address setting (${testDatabaseKind})`, () => {
  it('defaults to SALES_EMAIL; set in the console, the next sales mail and admin-setting use it', async () => {
    const start = okMsg<OpsSettings>(await operator.get('/api/ops/settings'));
    expect(start).toMatchObject({ salesEmail: null, salesEmailDefault: DEFAULT });
    expect(await salesMailTo()).toBe(DEFAULT);
    expect(await adminSettingOf(other)).toBe(DEFAULT);

    const saved = okMsg<OpsSettings>(await put('  Sales.Team@quotes.example '));
    expect(saved).toMatchObject({ salesEmail: 'Sales.Team@quotes.example', salesEmailDefault: DEFAULT });
    const [row] = await auditOf(ctx, 'setting', 'salesEmail');
    expect(row).toMatchObject({ action: 'settings.sales', operatorEmail });
    expect(row!.details).toEqual({ before: null, after: 'Sales.Team@quotes.example' });

    // The writer uses it as soon as its transaction's commit is seen, without waiting for a poll round (a reload
    // that ran during the transaction read the old value on PostgreSQL: it is dropped again after the commit) ...
    await ctx.sharedCaches.committedChanges();
    expect(await adminSettingOf(ctx)).toBe('Sales.Team@quotes.example');
    // ... and the other process once one of its poll rounds started after the change has ended.
    await afterNextPollRound(other.sharedCaches);
    expect(await adminSettingOf(other)).toBe('Sales.Team@quotes.example');
    expect(await salesMailTo()).toBe('Sales.Team@quotes.example');

    // The same address again changes and records nothing.
    okMsg(await put('Sales.Team@quotes.example'));
    expect(await auditOf(ctx, 'setting', 'salesEmail')).toHaveLength(1);
  }, 60_000);

  it('refuses a bad address with a localised 400 and stores nothing', async () => {
    const audits = (await auditOf(ctx, 'setting', 'salesEmail')).length;
    for (const bad of ['sales', 'sales@', '@x.example', 'a b@x.example', `${'a'.repeat(250)}@x.example`]) {
      const answer = await put(bad);
      expect(answer.status, bad).toBe(400);
    }
    const zh = await operator.put('/api/ops/settings', {
      json: { salesEmail: 'nope', website: 'Never Stored' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toBe(translate('zh-CN', 'opsContent.errors.salesEmailInvalid', { value: 'nope' }));
    const now = okMsg<OpsSettings>(await operator.get('/api/ops/settings'));
    expect(now.salesEmail).toBe('Sales.Team@quotes.example');
    expect(now.website).not.toBe('Never Stored');
    expect(await auditOf(ctx, 'setting', 'salesEmail')).toHaveLength(audits);
  });

  it('cleared (console or command line), SALES_EMAIL applies again', async () => {
    const cleared = okMsg<OpsSettings>(await put(''));
    expect(cleared.salesEmail).toBeNull();
    const [row] = await auditOf(ctx, 'setting', 'salesEmail');
    expect(row!.details).toEqual({ before: 'Sales.Team@quotes.example', after: null });
    await Promise.all([afterNextPollRound(ctx.sharedCaches), afterNextPollRound(other.sharedCaches)]);
    expect(await adminSettingOf(ctx)).toBe(DEFAULT);
    expect(await adminSettingOf(other)).toBe(DEFAULT);
    expect(await salesMailTo()).toBe(DEFAULT);

    const command = (args: string[]) =>
      runOperatorCommand(
        createOperatorCommands({
          db: ctx.handle.db,
          clock: ctx.clock,
          migrate: async () => {},
          salesEmail: DEFAULT,
        }),
        'settings:sales',
        args,
      );
    expect((await command([])).output).toBe(
      `no sales address is set: the default (SALES_EMAIL, ${DEFAULT}) applies`,
    );
    const set = await command(['--email', 'cli@quotes.example']);
    expect(set.ok).toBe(true);
    expect((await command([])).output).toBe('sales address: cli@quotes.example');
    // The command line is another process to both apps.
    await Promise.all([afterNextPollRound(ctx.sharedCaches), afterNextPollRound(other.sharedCaches)]);
    expect(await adminSettingOf(ctx)).toBe('cli@quotes.example');
    expect(await adminSettingOf(other)).toBe('cli@quotes.example');
    expect(okMsg<OpsSettings>(await operator.get('/api/ops/settings')).salesEmail).toBe('cli@quotes.example');
    const bad = await command(['--email', 'not-an-address']);
    expect(bad).toMatchObject({ ok: false });
    expect(bad.output).toContain('not an e-mail address');
    expect((await command(['--email', 'a@x.example', '--clear'])).ok).toBe(false);
    expect((await command(['--clear'])).output).toContain('cleared the sales address');
    expect((await auditOf(ctx, 'setting', 'salesEmail'))[0]).toMatchObject({
      action: 'settings.sales',
      details: { before: 'cli@quotes.example', after: null },
    });
    await afterNextPollRound(ctx.sharedCaches);
    expect(await adminSettingOf(ctx)).toBe(DEFAULT);
  }, 60_000);
});
