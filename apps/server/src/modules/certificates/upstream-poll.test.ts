import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, type OrderInfo } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, orders, reissues } from '../../db/schema/index.js';
import { createBuiltinCa } from '../../integrations/ca/builtin/index.js';
import { CaError, type CertificateAuthority } from '../../integrations/ca/certificate-authority.js';
import { MINUTE, systemClock } from '../../lib/clock.js';
import { submittedOrder } from '../../test/dcv-context.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { okMsg } from '../../test/purchase.js';
import type { DcvChecker } from '../validation/dcv-checker.js';

/** Every look-up passes: these tests are about the CA's side, not the customer's records. */
const PASSING: DcvChecker = {
  dnsTxt: () => Promise.resolve({ passed: true, vars: {} }),
  httpFile: () => Promise.resolve({ passed: true, vars: {} }),
  caa: () => Promise.resolve({ passed: true, vars: {} }),
  cname: () => Promise.resolve({ targets: [] }),
};

let ctx: TestContext;
let caDir: string;
let upstream: CertificateAuthority;
/** Submissions per order reference; the CA answers 503 while `down` holds that reference. */
const submits = new Map<string, number>();
const down = new Set<string>();
/** Orders whose CA answers pending, waiting on its organisation validation. */
const vetting = new Set<string>();
beforeAll(async () => {
  caDir = mkdtempSync(join(tmpdir(), 'upstream-poll-ca-'));
  const builtin = createBuiltinCa({
    dataDir: caDir,
    secretKey: 'upstream poll test secret',
    clock: systemClock,
  });
  // An upstream that issues once the portal validated the names, and is down for the orders the test says.
  upstream = {
    name: builtin.name,
    validatesNames: false,
    async submit(request) {
      submits.set(request.reference, (submits.get(request.reference) ?? 0) + 1);
      if (down.has(request.reference))
        throw new CaError('unavailable', 'HTTP 503 Service Unavailable', { retryAfterSeconds: '' });
      if (vetting.has(request.reference))
        return {
          status: 'pending',
          caOrderId: `cc-${request.reference}`,
          instructions: [],
          waitingOn: 'organizationValidation',
          detail: 'Organization validation is pending',
        };
      return builtin.submit(request);
    },
    recheck: (caOrderId, request) => builtin.recheck(caOrderId, request),
    revoke: (pem, reason) => builtin.revoke(pem, reason),
    rootPem: () => builtin.rootPem(),
  };
  ctx = await createTestContext({ ca: upstream, dcvChecker: PASSING });
});
afterAll(async () => {
  await ctx.close();
  rmSync(caDir, { recursive: true, force: true });
});

const orderRow = async (id: number) =>
  (await ctx.handle.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const certificateCount = async (id: number) =>
  (await ctx.handle.db.select().from(certificates).where(eq(certificates.orderId, id))).length;

describe('an upstream order while its CA is down', () => {
  it('keeps waiting with the problem in the reader’s language, backs off, and issues once the CA is back', async () => {
    const { client, id } = await submittedOrder(ctx, { domains: 'down.upstream-poll.com' });
    const reference = String(id);
    down.add(reference);
    const authz = await client.get(`/api/order/authz/${id}`);
    expect(authz.body.code).toBe(ErrorCode.validationPending);
    expect(submits.get(reference)).toBe(1);

    okMsg(await client.put('/api/i18n/language', { json: { lang: 'zh-cn' } }));
    const info = okMsg<OrderInfo>(await client.get(`/api/order/info/${id}`));
    expect(info.orderDetail.status).toBe(1);
    expect(info.orderDetail.upstreamProblem).toMatchObject({
      message: '暂时无法连接证书颁发机构，我们会稍后重试：HTTP 503 Service Unavailable',
    });
    const firstTry = new Date(info.orderDetail.upstreamProblem!.nextTryAt!).getTime();
    expect(firstTry - ctx.clock.now().getTime()).toBe(MINUTE);

    // Not due yet: the job leaves it alone.
    ctx.clock.advance(MINUTE / 2);
    await ctx.app.portal.validation.recheckPending();
    expect(submits.get(reference)).toBe(1);

    // Due: asked again, still down, the wait doubles (2 min), the problem keeps its first time.
    ctx.clock.advance(MINUTE / 2);
    await ctx.app.portal.validation.recheckPending();
    expect(submits.get(reference)).toBe(2);
    let row = await orderRow(id);
    expect(row).toMatchObject({ status: 1, pollAttempts: 2 });
    expect(row.nextPollAt!.getTime() - ctx.clock.now().getTime()).toBe(2 * MINUTE);
    expect(row.upstreamProblem!.since).toBe(info.orderDetail.upstreamProblem!.since);

    ctx.clock.advance(MINUTE);
    await ctx.app.portal.validation.recheckPending();
    expect(submits.get(reference)).toBe(2);
    ctx.clock.advance(MINUTE);
    await ctx.app.portal.validation.recheckPending();
    expect(submits.get(reference)).toBe(3);
    row = await orderRow(id);
    expect(row.nextPollAt!.getTime() - ctx.clock.now().getTime()).toBe(4 * MINUTE);

    // Back: the next due poll issues, once; the problem is gone from the order.
    down.delete(reference);
    ctx.clock.advance(4 * MINUTE);
    await ctx.app.portal.validation.recheckPending();
    await ctx.app.portal.validation.recheckPending();
    expect(submits.get(reference)).toBe(4);
    row = await orderRow(id);
    expect(row).toMatchObject({ status: 3, pollAttempts: 0, upstreamProblem: null, lastProblem: null });
    expect(await certificateCount(id)).toBe(1);
    const after = okMsg<OrderInfo>(await client.get(`/api/order/info/${id}`));
    expect(after.orderDetail.upstreamProblem).toBeUndefined();
    ctx.clock.advance(10 * MINUTE);
    await ctx.app.portal.validation.recheckPending();
    expect(submits.get(reference)).toBe(4);
  });

  it('caps the wait at an hour and honours a longer Retry-After', async () => {
    const { backoffAfter } = await import('./upstream-poll.js');
    expect([1, 2, 3, 7, 8, 30].map((n) => backoffAfter(n) / MINUTE)).toEqual([1, 2, 4, 60, 60, 60]);
    expect(backoffAfter(1, 300) / MINUTE).toBe(5);
    expect(backoffAfter(1, 20) / MINUTE).toBe(1);
    expect(backoffAfter(1, 86_400) / MINUTE).toBe(60);
  });
});

describe('a reissue while its CA is down', () => {
  it('keeps waiting with the problem, backs off like an order, and issues once when the CA is back', async () => {
    const { client, id } = await submittedOrder(ctx, { domains: 'base.reissue-down.upstream-poll.com' });
    expect(okMsg<{ status: number }>(await client.get(`/api/order/authz/${id}`)).status).toBe(3);
    const created = okMsg<{ id: string; status: number }>(
      await client.post(`/api/order/reissue/${id}`, {
        json: { csrFrom: 'online', domains: 'again.reissue-down.upstream-poll.com' },
      }),
    );
    down.add(created.id);
    const reissueRow = async () =>
      (await ctx.handle.db.select().from(reissues).where(eq(reissues.id, created.id)))[0]!;
    const asked = () => submits.get(created.id) ?? 0;
    await client.get(`/api/order/reissue/authz/${created.id}`);
    expect(asked()).toBe(1);
    let row = await reissueRow();
    expect(row).toMatchObject({ status: 1, pollAttempts: 1 });
    expect(row.lastProblem).toMatchObject({
      key: 'errors.ca.unavailable',
      vars: { detail: 'HTTP 503 Service Unavailable' },
    });
    expect(row.nextPollAt!.getTime() - ctx.clock.now().getTime()).toBe(MINUTE);

    // Not due: left alone (before, every run asked the CA again). Due: asked, the wait doubles.
    ctx.clock.advance(MINUTE / 2);
    await ctx.app.portal.validation.recheckPending();
    expect(asked()).toBe(1);
    ctx.clock.advance(MINUTE / 2);
    await ctx.app.portal.validation.recheckPending();
    expect(asked()).toBe(2);
    row = await reissueRow();
    expect(row.pollAttempts).toBe(2);
    expect(row.nextPollAt!.getTime() - ctx.clock.now().getTime()).toBe(2 * MINUTE);
    ctx.clock.advance(MINUTE);
    await ctx.app.portal.validation.recheckPending();
    expect(asked()).toBe(2);

    // Back: the next due poll issues the reissue's certificate, once.
    down.delete(created.id);
    ctx.clock.advance(MINUTE);
    await ctx.app.portal.validation.recheckPending();
    await ctx.app.portal.validation.recheckPending();
    expect(asked()).toBe(3);
    row = await reissueRow();
    expect(row).toMatchObject({ status: 3, pollAttempts: 0, lastProblem: null });
    const stored = await ctx.handle.db
      .select()
      .from(certificates)
      .where(eq(certificates.reissueId, created.id));
    expect(stored).toHaveLength(1);
    ctx.clock.advance(10 * MINUTE);
    await ctx.app.portal.validation.recheckPending();
    expect(asked()).toBe(3);
  });
});

describe('an upstream order the CA keeps pending', () => {
  it('shows what the CA waits for as a status line, not a problem, until it issues', async () => {
    const { client, id } = await submittedOrder(ctx, { domains: 'vetting.upstream-poll.com' });
    vetting.add(String(id));
    // The CA answered: no problem to report, the order waits on the CA.
    expect((await client.get(`/api/order/authz/${id}`)).body.code).toBe(0);
    okMsg(await client.put('/api/i18n/language', { json: { lang: 'zh-cn' } }));
    const info = okMsg<OrderInfo>(await client.get(`/api/order/info/${id}`));
    expect(info.orderDetail.status).toBe(1);
    expect(info.orderDetail.upstreamWaiting).toEqual({
      on: 'organizationValidation',
      message: '证书颁发机构正在验证组织信息',
      detail: 'Organization validation is pending',
    });
    expect(info.orderDetail.upstreamProblem).toBeUndefined();
    expect(info.orderDetail.lastProblem).toBeNull();

    vetting.delete(String(id));
    ctx.clock.advance(MINUTE);
    await ctx.app.portal.validation.recheckPending();
    const done = okMsg<OrderInfo>(await client.get(`/api/order/info/${id}`));
    expect(done.orderDetail.status).toBe(3);
    expect(done.orderDetail.upstreamWaiting).toBeUndefined();
  });
});

describe('two recheck runs at once on one database', () => {
  it('poll each due order once', async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4]) {
      const { client, id } = await submittedOrder(ctx, { domains: `race${n}.upstream-poll.com` });
      down.add(String(id));
      expect((await client.get(`/api/order/authz/${id}`)).body.code).toBe(ErrorCode.validationPending);
      ids.push(id);
    }
    // A second app over the same database (and the same clock) stands for a second process.
    const other = await createTestContext(
      { ca: upstream, dcvChecker: PASSING, clock: ctx.clock },
      ctx.handle,
    );
    try {
      ctx.clock.advance(MINUTE);
      await Promise.all([
        ctx.app.portal.validation.recheckPending(),
        other.app.portal.validation.recheckPending(),
      ]);
      expect(ids.map((id) => submits.get(String(id)))).toEqual([2, 2, 2, 2]);
    } finally {
      await other.close();
    }
  });

  it('is bounded: one run takes at most its limit', async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const { client, id } = await submittedOrder(ctx, { domains: `bound${n}.upstream-poll.com` });
      down.add(String(id));
      await client.get(`/api/order/authz/${id}`);
      ids.push(id);
    }
    ctx.clock.advance(60 * MINUTE);
    const before = ctx.clock.now().getTime();
    await ctx.app.portal.validation.recheckPending(2);
    // Counted on this test's own orders: on PostgreSQL other files' orders and reissues share the database.
    const polled = [];
    for (const id of ids) {
      const [row] = await ctx.handle.db.select().from(orders).where(eq(orders.id, id));
      if (row?.lastPolledAt && row.lastPolledAt.getTime() >= before) polled.push(id);
    }
    expect(polled.length).toBeLessThanOrEqual(2);
  });
});
