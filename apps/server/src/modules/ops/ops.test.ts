// The operator console (issue 18): the generated 401 / 403 check over every /api/ops route, the review queue's
// decisions (once, also under concurrency), credits behind the password re-confirmation, and the append-only
// operator audit trail. Runs on PGlite and, with PORTAL_TEST_DB=postgres, on PostgreSQL.
import {
  ErrorCode,
  ROUTES,
  routePath,
  type ApiRoute,
  type ListAnswer,
  type OpsAuditRow,
  type OpsOrderDetail,
  type OpsOrderRow,
  type OrderInfo,
} from '@portal/contract';
import { translate } from '@portal/i18n';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, ledgerEntries, operatorAudit, orders } from '../../db/schema/index.js';
import { makeSubUser } from '../../test/books.js';
import {
  startDcvTestContext,
  submittedOrder,
  TEST_ORGANIZATION,
  type DcvTestContext,
} from '../../test/dcv-context.js';
import {
  PASSWORD,
  signedInClient,
  uniqueEmail,
  type TestClient,
  type TestContext,
} from '../../test/harness.js';
import { okMsg } from '../../test/purchase.js';
import { CaError } from '../../integrations/ca/certificate-authority.js';
import { createOperatorCommands } from '../operator/commands.js';

let peers: DcvTestContext;
let ctx: TestContext;
let operator: TestClient;
let operatorEmail: string;

beforeAll(async () => {
  peers = await startDcvTestContext();
  ctx = peers.ctx;
  operatorEmail = uniqueEmail('operator');
  ({ client: operator } = await signedInClient(ctx, operatorEmail));
  await ctx.handle.db.update(accounts).set({ isOperator: true }).where(eq(accounts.email, operatorEmail));
  // Sessions keep the rights they were opened with: sign in again as an operator.
  okMsg(await operator.post('/api/login', { form: { email: operatorEmail, password: PASSWORD } }));
}, 60_000);
afterAll(async () => {
  await peers?.close();
});

let domainCounter = 0;
/** A new customer's paid OV order whose names passed validation: status 11, waiting for review. */
async function orderUnderReview() {
  domainCounter += 1;
  const domain = `ov${domainCounter}-${Date.now().toString(36)}.ops-review.com`;
  const placed = await submittedOrder(ctx, {
    shortName: 'SecureSiteOV',
    domains: domain,
    extraCsrFields: TEST_ORGANIZATION,
  });
  peers.dns.setRecords(`_dnsauth.${domain}`, { txt: [[placed.info[0]!.authValue]] });
  expect(okMsg<{ status: number }>(await placed.client.get(`/api/order/authz/${placed.id}`)).status).toBe(11);
  return { ...placed, domain };
}

async function orderOf(id: number) {
  const [row] = await ctx.handle.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}
async function balanceOf(email: string): Promise<number> {
  const [row] = await ctx.handle.db
    .select({ cents: accounts.balanceCents })
    .from(accounts)
    .where(eq(accounts.email, email));
  return row!.cents;
}
async function auditOf(targetType: string, targetId: string) {
  return ctx.handle.db
    .select()
    .from(operatorAudit)
    .where(and(eq(operatorAudit.targetType, targetType), eq(operatorAudit.targetId, targetId)))
    .orderBy(desc(operatorAudit.id));
}
async function lettersOf(client: TestClient) {
  return okMsg<ListAnswer<{ title: string; content: string }>>(
    await client.get('/api/letters?tag=private&page=1&pageSize=50'),
  ).list;
}
async function uidOf(email: string): Promise<string> {
  const [row] = await ctx.handle.db
    .select({ uid: accounts.uid })
    .from(accounts)
    .where(eq(accounts.email, email));
  return row!.uid;
}

const approve = (id: number, note = 'organisation checked') =>
  operator.post(`/api/ops/orders/${id}/approve`, { json: { note } });
const reject = (id: number, reason: string) =>
  operator.post(`/api/ops/orders/${id}/reject`, { json: { reason } });

describe('who may call /api/ops (generated from the route table)', () => {
  const opsRoutes = (Object.entries(ROUTES) as [string, ApiRoute][]).filter(([, r]) =>
    r.path.startsWith('/ops/'),
  );

  it('covers the calls the contract names, all documented in OpenAPI', async () => {
    const names = opsRoutes.map(([, r]) => `${r.method} ${r.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /ops/orders',
        'POST /ops/orders/:id/approve',
        'POST /ops/orders/:id/reject',
        'POST /ops/users/:uid/credit',
        'GET /ops/audit',
        'GET /ops/users',
        'GET /ops/users/:uid',
        'POST /ops/users/:uid/debit',
        'POST /ops/users/:uid/status',
        'POST /ops/users/:uid/level',
        'POST /ops/users/:uid/operator',
        'GET /ops/refunds',
        'POST /ops/refunds/:id/approve',
        'POST /ops/refunds/:id/reject',
        'GET /ops/payouts',
        'POST /ops/payouts/:id/approve',
        'POST /ops/payouts/:id/reject',
        'GET /ops/payments/offline',
        'POST /ops/payments/:id/received',
        'POST /ops/orders/:id/upstream-retry',
        'POST /ops/orders/:id/upstream-refund',
      ]),
    );
    const doc = (await ctx.app.inject('/api/openapi.json')).json<{ paths: Record<string, object> }>();
    for (const [, r] of opsRoutes) {
      const documented = r.path.replace(/:(\w+)/g, '{$1}');
      expect(Object.keys(doc.paths), documented).toContain(documented);
      expect(r.can).toBe('ops');
    }
  });

  it('answers a visitor 401, every kind of customer 403, an operator never so', async () => {
    const owner = await signedInClient(ctx);
    const sub = async (role: 'sale' | 'finance') => {
      const { client, email } = await signedInClient(ctx);
      await makeSubUser(ctx, client, email, owner.email, role);
      return client;
    };
    const holder = await signedInClient(ctx);
    const key = okMsg<string>(await holder.client.get('/api/access_key/reset?scope=full'));
    const viaKey = async (method: string, url: string) => {
      const response = await ctx.app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${key}` },
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      return { status: response.statusCode, body: response.json<{ code: number; msg: unknown }>() };
    };
    const asClient = (client: TestClient) => (method: string, url: string) =>
      client.call(method as 'GET', url, method === 'GET' ? {} : { json: {} });
    const customers = {
      main: asClient(owner.client),
      finance: asClient(await sub('finance')),
      sale: asClient(await sub('sale')),
      apiKey: viaKey,
    };
    const denied = translate('en-US', 'errors.denied.ops');
    const problems: string[] = [];
    for (const [name, r] of opsRoutes) {
      const url = `/api${routePath(r.path, {
        id: 999999999,
        uid: '99999999',
        shortName: 'NoSuchProduct',
        currency: 'ZAR',
        code: 'NO-SUCH-CODE',
        host: 'no-such-host.example',
        name: 'no-such-upstream',
      })}`;
      const visitor = await ctx.client().call(r.method, url, r.method === 'GET' ? {} : { json: {} });
      if (visitor.status !== 401 || visitor.body.code !== ErrorCode.notLoggedIn)
        problems.push(`visitor ${name}: ${visitor.status}`);
      for (const [who, call] of Object.entries(customers)) {
        const answer = await call(r.method, url);
        if (answer.status !== 403 || answer.body.msg !== denied)
          problems.push(`${who} ${name}: ${answer.status}`);
      }
      const asOperator = await operator.call(r.method, url, r.method === 'GET' ? {} : { json: {} });
      if ([401, 403].includes(asOperator.status) && asOperator.body.code !== ErrorCode.reconfirmRequired)
        problems.push(`operator ${name}: ${asOperator.status} ${JSON.stringify(asOperator.body)}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});

describe('the review queue', () => {
  it('lists orders of every account with their owner, filtered and newest first', async () => {
    const first = await orderUnderReview();
    const second = await orderUnderReview();
    const queue = okMsg<ListAnswer<OpsOrderRow>>(
      await operator.get('/api/ops/orders?status=11&page=1&pageSize=100'),
    );
    expect(queue.list.every((row) => row.status === 11)).toBe(true);
    const ids = queue.list.map((row) => row.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const byEmail = okMsg<ListAnswer<OpsOrderRow>>(
      await operator.get(`/api/ops/orders?email=${encodeURIComponent(first.email)}`),
    );
    expect(byEmail.total).toBe(1);
    expect(byEmail.list[0]).toMatchObject({
      id: first.id,
      email: first.email,
      domain: first.domain,
      status: 11,
      paid: true,
      organization: 'Example Ltd',
      auditType: 'OV',
    });
    const byDomain = okMsg<ListAnswer<OpsOrderRow>>(
      await operator.get(`/api/ops/orders?domain=${second.domain}`),
    );
    expect(byDomain.list.map((row) => row.id)).toEqual([second.id]);
    const byId = okMsg<ListAnswer<OpsOrderRow>>(
      await operator.get(`/api/ops/orders?id=${second.id}&status=11`),
    );
    expect(byId.total).toBe(1);
    // Created today (UTC): inside a range ending today, outside one that ended yesterday.
    const today = ctx.clock.now().toISOString().slice(0, 10);
    const yesterday = new Date(ctx.clock.now().getTime() - 86_400_000).toISOString().slice(0, 10);
    const inRange = okMsg<ListAnswer<OpsOrderRow>>(
      await operator.get(`/api/ops/orders?id=${second.id}&beginTime=${yesterday}&endTime=${today}`),
    );
    expect(inRange.list.map((row) => row.id)).toEqual([second.id]);
    const before = okMsg<ListAnswer<OpsOrderRow>>(
      await operator.get(`/api/ops/orders?id=${second.id}&endTime=${yesterday}`),
    );
    expect(before.total).toBe(0);
    const after = okMsg<ListAnswer<OpsOrderRow>>(
      await operator.get(`/api/ops/orders?id=${second.id}&beginTime=${today}`),
    );
    expect(after.total).toBe(1);
    const bad = await operator.get('/api/ops/orders?status=99');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe(translate('en-US', 'ops.validation.statusInvalid'));
    expect((await operator.get('/api/ops/orders?beginTime=2026-13-01')).status).toBe(400);
    // The console's filter takes the one day window of the other lists (it built its own, unchecked).
    expect((await operator.get('/api/ops/orders?beginTime=0000-06-01')).status).toBe(400);
    expect((await operator.get('/api/ops/orders?endTime=9999-12-31')).status).toBe(200);
  }, 60_000);

  it('shows one order of any account as its owner sees it, with the owner and the review decision', async () => {
    const order = await orderUnderReview();
    const open = okMsg<OpsOrderDetail>(await operator.get(`/api/ops/orders/${order.id}`));
    expect(open.account.email).toBe(order.email);
    expect(open.review).toBeNull();
    // The same detail the customer reads through order/info: one description of an order.
    const own = okMsg<OrderInfo>(await order.client.get(`/api/order/info/${order.id}`));
    expect(open.detail).toEqual(own);
    okMsg(await approve(order.id));
    const decided = okMsg<OpsOrderDetail>(await operator.get(`/api/ops/orders/${order.id}`));
    expect(decided.review).toMatchObject({
      decision: 'approved',
      operatorEmail,
      note: 'organisation checked',
    });
    expect(decided.detail.orderDetail.status).toBe(3);
    const missing = await operator.get('/api/ops/orders/999999999');
    expect(missing.status).toBe(404);
    expect((await operator.get('/api/ops/orders/abc')).status).toBe(400);
  }, 60_000);

  it('approves through the issuance service: issued, letter, mail, audit row; a second decision is 409', async () => {
    const order = await orderUnderReview();
    const mailsBefore = ctx.outbox().length;
    const decided = okMsg<{ id: number; status: number }>(await approve(order.id));
    expect(decided).toMatchObject({ id: order.id, status: 3 });
    expect((await orderOf(order.id)).status).toBe(3);
    expect((await lettersOf(order.client)).map((l) => l.title)).toContain(`Review passed: order ${order.id}`);
    const mails = ctx.outbox().slice(mailsBefore);
    expect(mails.some((m) => m.includes(`Order ${order.id} passed the review`))).toBe(true);
    const [row] = await auditOf('order', String(order.id));
    expect(row).toMatchObject({ action: 'order.approve', operatorEmail, ip: operator.address });
    expect(row!.details).toMatchObject({ note: 'organisation checked', before: { status: 11 } });

    for (const again of [await approve(order.id), await reject(order.id, 'too late')]) {
      expect(again.status).toBe(409);
      expect(again.body.code).toBe(ErrorCode.orderState);
    }
    expect(await auditOf('order', String(order.id))).toHaveLength(1);
  }, 60_000);

  it('asks the CA again when it could not be reached at approval, without a second letter', async () => {
    const order = await orderUnderReview();
    const ca = ctx.app.portal.issuance.cas.default;
    const outage = vi.spyOn(ca, 'submit').mockRejectedValueOnce(new CaError('unavailable', 'CA down'));
    try {
      expect(okMsg<{ status: number }>(await approve(order.id)).status).toBe(11);
      expect((await orderOf(order.id)).lastProblem?.key).toBe('errors.ca.unavailable');
      expect(okMsg<{ status: number }>(await approve(order.id)).status).toBe(3);
    } finally {
      outage.mockRestore();
    }
    expect((await auditOf('order', String(order.id))).map((row) => row.action)).toEqual([
      'order.approve.retry',
      'order.approve',
    ]);
    const titles = (await lettersOf(order.client)).map((l) => l.title);
    expect(titles.filter((t) => t === `Review passed: order ${order.id}`)).toHaveLength(1);
    expect((await approve(order.id)).status).toBe(409);
  }, 60_000);

  it('rejects with a reason: refunded to the balance through the ledger, letter and mail, once', async () => {
    const order = await orderUnderReview();
    const row = await orderOf(order.id);
    const before = await balanceOf(order.email);
    const decided = okMsg<{ status: number; refunded: string }>(await reject(order.id, 'Company not found'));
    expect(decided.status).toBe(6);
    expect(decided.refunded).toBe((row.totalCents / 100).toFixed(2));
    expect(await balanceOf(order.email)).toBe(before + row.totalCents);
    const [entry] = await ctx.handle.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, row.accountId))
      .orderBy(desc(ledgerEntries.id))
      .limit(1);
    expect(entry).toMatchObject({ kind: 'refund', amountCents: row.totalCents });
    const after = await orderOf(order.id);
    expect(after.lastProblem).toEqual({ key: 'ops.rejectedProblem', vars: { reason: 'Company not found' } });
    const letter = (await lettersOf(order.client)).find(
      (l) => l.title === `Review not passed: order ${order.id}`,
    );
    expect(letter?.content).toContain('Company not found');
    expect(ctx.outbox().some((m) => m.includes(`Order ${order.id} did not pass the review`))).toBe(true);
    const [audit] = await auditOf('order', String(order.id));
    expect(audit).toMatchObject({ action: 'order.reject' });
    expect(audit!.details).toMatchObject({
      reason: 'Company not found',
      before: { status: 11, paid: true },
      after: { status: 6, refunded: decided.refunded },
    });
    // The customer cannot apply for a second refund of a refunded order; the decision cannot be made again.
    expect((await reject(order.id, 'again')).status).toBe(409);
    expect(await balanceOf(order.email)).toBe(before + row.totalCents);
  }, 60_000);

  it('lets exactly one of concurrent decisions win', async () => {
    const order = await orderUnderReview();
    const before = await balanceOf(order.email);
    const answers = await Promise.all([
      reject(order.id, 'first'),
      reject(order.id, 'second'),
      approve(order.id),
      reject(order.id, 'third'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const audit = await auditOf('order', String(order.id));
    expect(audit).toHaveLength(1);
    const row = await orderOf(order.id);
    if (audit[0]!.action === 'order.reject')
      expect(await balanceOf(order.email)).toBe(before + row.totalCents);
    else expect(await balanceOf(order.email)).toBe(before);
  }, 60_000);

  it('refuses bad input with a 4xx envelope and writes nothing', async () => {
    const order = await orderUnderReview();
    const missing = await operator.post(`/api/ops/orders/${order.id}/reject`, { json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe(translate('en-US', 'ops.validation.reasonRequired'));
    const blank = await reject(order.id, '   ');
    expect(blank.status).toBe(400);
    const unknown = await reject(999999999, 'nothing');
    expect(unknown.status).toBe(404);
    expect((await approve(999999999)).status).toBe(404);
    expect((await operator.post('/api/ops/orders/abc/approve', { json: {} })).status).toBe(400);
    expect((await orderOf(order.id)).status).toBe(11);
    expect(await auditOf('order', String(order.id))).toHaveLength(0);
    expect(await auditOf('order', '999999999')).toHaveLength(0);
  }, 60_000);

  it('rejects from the command line through the same service', async () => {
    const order = await orderUnderReview();
    const commands = createOperatorCommands({
      db: ctx.handle.db,
      clock: ctx.clock,
      migrate: async () => {},
      reviews: ctx.app.portal.reviews,
    });
    const row = await orderOf(order.id);
    expect(
      await commands['order:reject']!.run(['--id', String(order.id), '--reason', 'No such company']),
    ).toBe(
      `order ${order.id} rejected (status 6); ${(row.totalCents / 100).toFixed(2)} USD went back to the balance`,
    );
    await expect(commands['order:reject']!.run(['--id', String(order.id), '--reason', 'x'])).rejects.toThrow(
      /not waiting for review/,
    );
    await expect(commands['order:reject']!.run(['--id', '5'])).rejects.toThrow(/--reason/);
    const [audit] = await auditOf('order', String(order.id));
    expect(audit).toMatchObject({
      action: 'order.reject',
      operatorEmail: 'command line',
      operatorAccountId: null,
    });
  }, 60_000);
});

describe('credits behind the password re-confirmation', () => {
  it('books the ledger with an audit row only within 10 minutes of a confirmation', async () => {
    const customer = await signedInClient(ctx);
    const uid = await uidOf(customer.email);
    const credit = (amount: unknown, note: unknown = 'bank transfer 4711') =>
      operator.post(`/api/ops/users/${uid}/credit`, { json: { amount, note } });

    const unconfirmed = await credit('25.50');
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.body.code).toBe(ErrorCode.reconfirmRequired);
    expect(unconfirmed.body.msg).toBe(translate('en-US', 'ops.errors.reconfirmRequired'));

    const wrong = await operator.post('/api/ops/confirm', { json: { password: 'not the password' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe(translate('en-US', 'ops.errors.wrongPassword'));
    okMsg(await operator.post('/api/ops/confirm', { json: { password: PASSWORD } }));

    const booked = okMsg<{ balanceBefore: string; balanceAfter: string }>(await credit('25.50'));
    expect(booked).toMatchObject({ amount: '25.50', balanceBefore: '0.00', balanceAfter: '25.50' });
    okMsg(await credit(4.5));
    expect(await balanceOf(customer.email)).toBe(3000);
    const [entry] = await ctx.handle.db
      .select()
      .from(ledgerEntries)
      .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
      .where(eq(accounts.email, customer.email))
      .orderBy(desc(ledgerEntries.id))
      .limit(1);
    expect(entry!.ledger_entries).toMatchObject({
      kind: 'topupOffline',
      amountCents: 450,
      note: 'bank transfer 4711',
    });
    const audit = await auditOf('account', uid);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ action: 'user.credit', operatorEmail });
    expect(audit[0]!.details).toMatchObject({
      amount: '4.50',
      note: 'bank transfer 4711',
      before: { balance: '25.50' },
      after: { balance: '30.00' },
    });

    // Bad input: 4xx, nothing booked or recorded.
    for (const [amount, note, status] of [
      ['-5', 'x', 400],
      ['0', 'x', 400],
      ['1.234', 'x', 400],
      ['abc', 'x', 400],
      ['10', '', 400],
      ['10', null, 400],
    ] as const) {
      const answer = await credit(amount, note);
      expect(answer.status, `${amount} ${note}`).toBe(status);
      expect(answer.body.code).not.toBe(0);
    }
    const unknown = await operator.post('/api/ops/users/99999999999/credit', {
      json: { amount: '1', note: 'x' },
    });
    expect(unknown.status).toBe(404);
    expect(await balanceOf(customer.email)).toBe(3000);
    expect(await auditOf('account', uid)).toHaveLength(2);

    // Ten minutes later the confirmation no longer counts.
    ctx.clock.advance(10 * 60 * 1000 + 1000);
    const stale = await credit('1.00');
    expect(stale.status).toBe(403);
    expect(stale.body.code).toBe(ErrorCode.reconfirmRequired);
    expect(await balanceOf(customer.email)).toBe(3000);
  }, 60_000);

  it('limits password confirmations like the login', async () => {
    const email = uniqueEmail('operator');
    const { client } = await signedInClient(ctx, email);
    await ctx.handle.db.update(accounts).set({ isOperator: true }).where(eq(accounts.email, email));
    okMsg(await client.post('/api/login', { form: { email, password: PASSWORD } }));
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await client.post('/api/ops/confirm', { json: { password: 'wrong' } })).status);
    expect(statuses.at(-1)).toBe(429);
  }, 60_000);
});

describe('the operator audit trail', () => {
  it('is listed newest first and searched by action, operator or target', async () => {
    okMsg(await operator.post('/api/ops/confirm', { json: { password: PASSWORD } }));
    const all = okMsg<ListAnswer<OpsAuditRow>>(await operator.get('/api/ops/audit?page=1&pageSize=5'));
    expect(all.total).toBeGreaterThan(0);
    expect(all.list[0]).toMatchObject({ action: 'password.confirm', operatorEmail });
    const ids = all.list.map((row) => row.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const credits = okMsg<ListAnswer<OpsAuditRow>>(await operator.get('/api/ops/audit?q=user.credit'));
    expect(credits.list.every((row) => row.action === 'user.credit')).toBe(true);
    const mine = okMsg<ListAnswer<OpsAuditRow>>(
      await operator.get(`/api/ops/audit?q=${encodeURIComponent(operatorEmail)}&pageSize=100`),
    );
    expect(mine.list.every((row) => row.operatorEmail === operatorEmail)).toBe(true);
  });

  it('refuses UPDATE and DELETE in the database itself', async () => {
    const [row] = await ctx.handle.db.select().from(operatorAudit).limit(1);
    expect(row).toBeDefined();
    // drizzle wraps the database's error: the trigger's message is its cause.
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'allowed',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(
      await refusal(
        ctx.handle.db.execute(sql`update operator_audit set action = 'forged' where id = ${row!.id}`),
      ),
    ).toMatch(/append-only: UPDATE refused/);
    expect(
      await refusal(ctx.handle.db.execute(sql`delete from operator_audit where id = ${row!.id}`)),
    ).toMatch(/append-only: DELETE refused/);
    const [still] = await ctx.handle.db.select().from(operatorAudit).where(eq(operatorAudit.id, row!.id));
    expect(still).toEqual(row);
  });
});
