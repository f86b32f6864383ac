// The team's audit log (issue 14): what is recorded, by whom, from which address (TRUST_PROXY honoured), and
// GET log's filters, paging, order and isolation between accounts. Runs on PGlite and on PostgreSQL.
import { ErrorCode, type AuditLogRow } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index.js';
import { DAY } from '../../lib/clock.js';
import { hashPassword } from '../../lib/crypto.js';
import {
  createTestContext,
  PASSWORD,
  signedInClient,
  uniqueEmail,
  type TestClient,
  type TestContext,
} from '../../test/harness.js';
import { creditFunds, okMsg, payByBalance, placeOrder } from '../../test/purchase.js';
import { createAuditRepository } from './audit.repository.js';

let ctx: TestContext;
beforeAll(async () => {
  // The test clients call from 192.0.2.x: as a trusted proxy, their X-Forwarded-For names the client.
  ctx = await createTestContext({ trustProxy: ['192.0.2.0/24'] });
});
afterAll(() => ctx.close());

type Log = { list: AuditLogRow[]; total: number };

/** Every later call of the client names `ip` in X-Forwarded-For, as a proxy in front would. */
function behindProxy(client: TestClient, ip: string): TestClient {
  const call = client.call.bind(client);
  client.call = (method, url, options = {}) =>
    call(method, url, { ...options, headers: { 'x-forwarded-for': ip, ...options.headers } });
  return client;
}

const log = async (client: TestClient, query = '') => okMsg<Log>(await client.get(`/api/log?${query}`));

async function accountRow(email: string) {
  const [row] = await ctx.handle.db.select().from(accounts).where(eq(accounts.email, email));
  return row!;
}

/** A sub-user of `ownerEmail`, made directly in the database (the team module makes them through the API). */
async function subUser(ownerEmail: string, auditPerm: boolean) {
  const owner = await accountRow(ownerEmail);
  const email = uniqueEmail('sub');
  await ctx.handle.db.insert(accounts).values({
    uid: `S${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`.slice(0, 16),
    email,
    passwordHash: await hashPassword(PASSWORD),
    role: 'finance',
    parentId: owner.id,
    auditPerm,
    contactFirstName: 'Fiona',
    contactLastName: 'Finance',
  });
  const client = ctx.client();
  okMsg(await client.post('/api/login', { form: { email, password: PASSWORD } }));
  return { client, email };
}

describe('audit log', () => {
  it("records each action with its actor and the client's address, newest first", async () => {
    const { client, email } = await signedInClient(ctx);
    behindProxy(client, '203.0.113.10');
    const id = await placeOrder(client);
    await creditFunds(ctx, email, '500.00');
    okMsg(await payByBalance(client, id));
    const second = await placeOrder(client);
    okMsg(await client.get(`/api/order/cancel/${second}`));
    const third = await placeOrder(client);
    okMsg(await client.put(`/api/order/free_trial/${third}`));
    okMsg(
      await client.put('/api/password/modify', {
        json: {
          old_password: PASSWORD,
          new_password: 'another horse battery',
          confirm: 'another horse battery',
        },
      }),
    );
    const { list, total } = await log(client, 'pageSize=50');
    expect(total).toBe(list.length);
    const actions = list.map((row) => row.action);
    // Each placed order: the generated private key downloaded, then the order created.
    const placed = ['order.create', 'privateKey.download'];
    expect(actions).toEqual([
      'password.change',
      'order.trial',
      ...placed,
      'order.cancel',
      ...placed,
      'payment.pay',
      ...placed,
      'login.success',
    ]);
    // The sign-in came straight from the client (no header yet); everything after through the proxy.
    expect(list.at(-1)!.ip).toBe(client.address);
    expect(list.slice(0, -1).every((row) => row.ip === '203.0.113.10')).toBe(true);
    expect(list.every((row) => row.email === email && row.name === email)).toBe(true);
    const byAction = (action: string) => list.find((row) => row.action === action)!;
    expect(byAction('order.cancel').activity).toBe(`Cancelled order ${second}`);
    expect(byAction('order.trial').activity).toBe(`Started the free trial of order ${third}`);
    expect(byAction('payment.pay').activity).toMatch(new RegExp(`^Paid \\d+\\.\\d{2} USD for order ${id}$`));
    expect(byAction('payment.pay').message).toContain('Channel: balance');
    const times = list.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('records sign-in failures of existing accounts, logouts and password resets', async () => {
    const { client, email } = await signedInClient(ctx);
    const stranger = behindProxy(ctx.client(), '198.51.100.20');
    const failed = await stranger.post('/api/login', { form: { email, password: 'not the password' } });
    expect(failed.status).toBe(400);
    // An unknown address has no account, so no log: the call fails the same way and records nothing.
    const unknown = await stranger.post('/api/login', {
      form: { email: uniqueEmail('nobody'), password: 'not the password' },
    });
    expect(unknown.status).toBe(400);
    okMsg(await client.get('/api/logout'));
    okMsg(await client.post('/api/login', { form: { email, password: PASSWORD } }));
    // The failure is written after the answer (no timing difference): wait for it.
    let rows: AuditLogRow[] = [];
    for (let i = 0; i < 50 && !rows.some((r) => r.action === 'login.failure'); i++)
      rows = (await log(client, 'pageSize=50')).list;
    expect(rows.map((r) => r.action)).toEqual(['login.success', 'logout', 'login.failure', 'login.success']);
    const failure = rows.find((r) => r.action === 'login.failure')!;
    expect(failure).toMatchObject({ ip: '198.51.100.20', activity: 'Sign-in failed: wrong password' });

    // A reset by e-mailed link: recorded with the new password, in its transaction.
    await ctx.client().get(`/api/forget?email=${encodeURIComponent(email)}`);
    let token = '';
    for (let i = 0; i < 100 && !token; i++) {
      const raw = ctx.outbox().find((m) => m.includes(email));
      const text = raw ? ((await simpleParser(raw)).text ?? '') : '';
      token = /manage-reset\?token=([\w-]+)/.exec(text)?.[1] ?? '';
      if (!token) await new Promise((r) => setTimeout(r, 20));
    }
    const resetter = behindProxy(ctx.client(), '198.51.100.30');
    okMsg(
      await resetter.post(`/api/reset/${token}`, {
        json: { password: 'brand new battery', confirm: 'brand new battery' },
      }),
    );
    const again = ctx.client();
    okMsg(await again.post('/api/login', { form: { email, password: 'brand new battery' } }));
    const after = (await log(again)).list;
    expect(after.find((r) => r.action === 'password.reset')).toMatchObject({ ip: '198.51.100.30', email });
  });

  it("shows the team's entries, a sub-user's included, and never another account's", async () => {
    const main = await signedInClient(ctx);
    const other = await signedInClient(ctx);
    const mainOrder = await placeOrder(main.client);
    await placeOrder(other.client);
    const finance = await subUser(main.email, false);
    behindProxy(finance.client, '203.0.113.77');
    const subOrder = await placeOrder(finance.client);

    const mainLog = (await log(main.client, 'pageSize=50')).list;
    const subEntry = mainLog.find((r) => r.action === 'order.create' && r.email === finance.email)!;
    expect(subEntry).toMatchObject({ name: 'Fiona Finance', ip: '203.0.113.77' });
    expect(subEntry.activity).toBe(`Created order ${subOrder}`);
    expect(mainLog.some((r) => r.activity === `Created order ${mainOrder}`)).toBe(true);
    expect(mainLog.some((r) => r.email === other.email)).toBe(false);
    const otherLog = (await log(other.client, 'pageSize=50')).list;
    expect(otherLog.every((r) => r.email === other.email)).toBe(true);
    expect(otherLog.map((r) => r.action)).toEqual(['order.create', 'privateKey.download', 'login.success']);

    // Without audit permission the sub-user may not read the log; with it, it reads the team's.
    const denied = await finance.client.get('/api/log');
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe(ErrorCode.forbidden);
    const auditor = await subUser(main.email, true);
    const team = await log(auditor.client, 'pageSize=50');
    expect(team.list.map((r) => r.id)).toContain(subEntry.id);
    expect(team.list.some((r) => r.email === other.email)).toBe(false);
  });

  it('filters by e-mail and days, pages, and refuses a future day in the caller language', async () => {
    const main = await signedInClient(ctx);
    const finance = await subUser(main.email, false);
    for (let i = 0; i < 3; i++) await placeOrder(main.client);
    await placeOrder(finance.client);

    const all = await log(main.client, 'pageSize=50');
    const byFinance = await log(
      main.client,
      `email=${encodeURIComponent(finance.email.slice(0, 12).toUpperCase())}`,
    );
    // The sub-user's sign-in and its order (key download, creation).
    expect(byFinance.list.map((r) => r.action)).toEqual([
      'order.create',
      'privateKey.download',
      'login.success',
    ]);
    expect(byFinance.list.every((r) => r.email === finance.email)).toBe(true);
    expect(byFinance.total).toBe(3);
    const exact = await log(main.client, `email=${encodeURIComponent(main.email)}`);
    expect(exact.total).toBe(all.total - 3);

    const page1 = await log(main.client, 'page=1&pageSize=2');
    const page2 = await log(main.client, 'page=2&pageSize=2');
    expect(page1.total).toBe(all.total);
    expect([...page1.list, ...page2.list].map((r) => r.id)).toEqual(all.list.slice(0, 4).map((r) => r.id));

    const today = ctx.clock.now().toISOString().slice(0, 10);
    const yesterday = new Date(ctx.clock.now().getTime() - DAY).toISOString().slice(0, 10);
    expect((await log(main.client, `beginTime=${today}&endTime=${today}`)).total).toBe(all.total);
    expect((await log(main.client, `beginTime=${yesterday}&endTime=${yesterday}`)).total).toBe(0);
    expect((await log(main.client, `endTime=${yesterday}`)).total).toBe(0);

    const future = new Date(ctx.clock.now().getTime() + 2 * DAY).toISOString().slice(0, 10);
    const refused = await main.client.get(`/api/log?beginTime=${future}`);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: ErrorCode.invalidParams,
      msg: 'Please choose a day that is not in the future',
    });
    okMsg(await main.client.put('/api/i18n/language', { json: { lang: 'zh-TW' } }));
    const refusedTw = await main.client.get(`/api/log?endTime=${future}`);
    expect(refusedTw.body.msg).toBe('請選擇不晚於今天的日期');
    // Lines are in the reader's language too.
    expect((await log(main.client)).list[0]!.activity).toMatch(/^建立了訂單 \d+$/);
  });

  it('is append-only: the repository has no update or delete', () => {
    const keys = Object.keys(createAuditRepository(ctx.handle.db));
    expect(keys.sort()).toEqual(['count', 'has', 'insert', 'page']);
    expect(keys.some((k) => /update|delete|remove|set|clear|purge/i.test(k))).toBe(false);
  });
});
