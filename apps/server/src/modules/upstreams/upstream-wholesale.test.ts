// The wholesale side of upstream orders (docs/domain/upstreams.md "Wholesale cost", "Webhooks") against the
// CertCentral emulator: the price CertCentral answers is recorded on the order, the console shows the margin per
// order and per month, and CertCentral's webhook makes an issued order downloadable before the next poll interval;
// a forged notification is refused and changes nothing.
import type { OpsMarginAnswer, OpsOrderDetail, UpstreamWebhookAnswer } from '@portal/contract';
import {
  startCertCentralEmulator,
  type CertCentralEmulator,
} from '@portal/test-doubles/certcentral-emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { seedDatabase } from '../../db/seed/seed.js';
import { createTestContext, signedInClient, type TestClient, type TestContext } from '../../test/harness.js';
import { openFreshDatabase } from '../../test/database.js';
import { signedInOperator } from '../../test/ops.js';
import { creditFunds, okMsg, payByBalance, placeOrder } from '../../test/purchase.js';
import { createOperatorCommands, runOperatorCommand } from '../operator/commands.js';
import { findOrder } from '../orders/order-records.js';
import type { DcvChecker } from '../validation/dcv-checker.js';

/** Every look-up passes: these tests are about the upstream's side, not the customer's records. */
const PASSING: DcvChecker = {
  dnsTxt: () => Promise.resolve({ passed: true, vars: {} }),
  httpFile: () => Promise.resolve({ passed: true, vars: {} }),
  caa: () => Promise.resolve({ passed: true, vars: {} }),
  cname: () => Promise.resolve({ targets: [] }),
};
const API_KEY = 'WHOLESALE-DEVKEY-1';
const WEBHOOK_SECRET = 'wholesale-webhook-secret-0123456789abcdef';

let ctx: TestContext;
let cc: CertCentralEmulator;
let fresh: DatabaseHandle;

beforeAll(async () => {
  cc = await startCertCentralEmulator({
    apiKeys: [API_KEY],
    // The customer's values count as published at CertCentral too; RapidSSL Standard DV costs 12.50 USD.
    dcvChecker: () => true,
    prices: { ssl_dv_rapidssl: 12.5 },
    webhook: {
      secret: WEBHOOK_SECRET,
      // DigiCert's POST to the portal's endpoint, through the app.
      deliver: (body, headers) =>
        ctx.app.inject({ method: 'POST', url: '/api/upstream-webhooks/cc', headers, payload: body }),
    },
  });
  // Routes and the report are per database: a database of its own keeps other test files' orders out.
  fresh = await openFreshDatabase();
  await seedDatabase(fresh.db);
  ctx = await createTestContext({ dcvChecker: PASSING }, fresh);
  const commands = createOperatorCommands({
    db: ctx.handle.db,
    clock: ctx.clock,
    migrate: async () => {},
    upstreams: ctx.app.portal.upstreams,
  });
  const run = async (...args: string[]) => {
    const answer = await runOperatorCommand(commands, args[0]!, args.slice(1));
    expect(answer, answer.output).toMatchObject({ ok: true });
    return answer.output;
  };
  await run(
    'upstream:set',
    '--name',
    'cc',
    '--type',
    'certcentral',
    '--api-base',
    cc.baseUrl,
    '--api-key',
    API_KEY,
    '--webhook-secret',
    WEBHOOK_SECRET,
  );
  await run('upstream:route', '--brand', 'RapidSSL', '--upstream', 'cc');
  expect(await run('upstream:list')).toContain('webhook secret set');
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await fresh?.close();
  await cc?.close();
});

/** Places, pays and submits an order; answers its id and what the customer paid (US cents). */
async function submitted(client: TestClient, email: string, shortName: string, domain: string) {
  const id = await placeOrder(client, { shortName, domains: domain, keyAlgorithm: 'ECDSAP256' });
  await creditFunds(ctx, email, '500.00');
  okMsg(await payByBalance(client, id));
  okMsg(await client.get(`/api/order/commit?id=${id}`));
  const row = await findOrder(ctx.handle.db, id);
  return { id, paidCents: row!.totalCents };
}

const webhook = (headers: Record<string, string>, body: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/upstream-webhooks/cc', headers, payload: body as object });

describe('wholesale cost, margin and the CertCentral webhook', { timeout: 180_000 }, () => {
  let customer: TestClient;
  let email: string;
  let upstreamOrder: { id: number; paidCents: number };
  let builtinOrder: { id: number; paidCents: number };

  it('records what CertCentral charged; the built-in CA charges nothing; the console shows each margin', async () => {
    ({ client: customer, email } = await signedInClient(ctx));
    // Issued only when DigiCert's back office finishes it (cc.issue), never at a poll.
    cc.issueAfterPolls(1000);
    upstreamOrder = await submitted(customer, email, 'RapidDV', 'shop.wholesale.example.com');
    expect((await findOrder(ctx.handle.db, upstreamOrder.id))?.caName).toBe('cc');
    // Not asked yet after submit (the place-order answer has no price): unknown, and said so.
    const { client: operator } = await signedInOperator(ctx);
    expect(
      okMsg<OpsOrderDetail>(await operator.get(`/api/ops/orders/${upstreamOrder.id}`)).wholesale,
    ).toEqual({
      upstream: 'cc',
      saleCents: upstreamOrder.paidCents,
      costCents: null,
      currency: null,
      marginCents: null,
      marginUnknown: 'costUnknown',
    });

    // The customer's check asks CertCentral: order info carries the price.
    expect(okMsg<{ status: number }>(await customer.get(`/api/order/authz/${upstreamOrder.id}`)).status).toBe(
      1,
    );
    const row = await findOrder(ctx.handle.db, upstreamOrder.id);
    expect(row).toMatchObject({ upstreamCostCents: 1250, upstreamCostCurrency: 'USD' });
    expect(
      okMsg<OpsOrderDetail>(await operator.get(`/api/ops/orders/${upstreamOrder.id}`)).wholesale,
    ).toEqual({
      upstream: 'cc',
      saleCents: upstreamOrder.paidCents,
      costCents: 1250,
      currency: 'USD',
      marginCents: upstreamOrder.paidCents - 1250,
      marginUnknown: null,
    });

    // Another brand goes to the built-in CA: issued at the check, at no charge.
    builtinOrder = await submitted(customer, email, 'PositiveDV', 'own.wholesale.example.com');
    expect(okMsg<{ status: number }>(await customer.get(`/api/order/authz/${builtinOrder.id}`)).status).toBe(
      3,
    );
    expect(okMsg<OpsOrderDetail>(await operator.get(`/api/ops/orders/${builtinOrder.id}`)).wholesale).toEqual(
      {
        upstream: 'builtin',
        saleCents: builtinOrder.paidCents,
        costCents: 0,
        currency: 'USD',
        marginCents: builtinOrder.paidCents,
        marginUnknown: null,
      },
    );
  });

  it('refuses a forged notification and changes nothing', async () => {
    const before = await findOrder(ctx.handle.db, upstreamOrder.id);
    const event = {
      event: 'certificate_issued',
      data: { order_id: Number(before!.caOrderId), certificate_id: 1 },
    };
    for (const headers of [
      {},
      { 'x-webhook-key': 'wholesale-webhook-secret-0123456789abcdeX' },
      { 'x-webhook-key': '' },
    ]) {
      const refused = await webhook({ 'content-type': 'application/json', ...headers }, event);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 1026 });
    }
    // An upstream without a webhook secret (builtin, unknown names) takes none either.
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/upstream-webhooks/builtin',
      headers: { 'content-type': 'application/json', 'x-webhook-key': WEBHOOK_SECRET },
      payload: event,
    });
    expect(elsewhere.statusCode).toBe(400);
    const after = await findOrder(ctx.handle.db, upstreamOrder.id);
    expect(after).toEqual(before);
  });

  it('an issued order is downloadable without waiting for the poll interval', async () => {
    const { id } = upstreamOrder;
    // The recheck job's run now: the order is asked once and claimed a poll interval ahead.
    await ctx.app.portal.validation.recheckPending();
    let row = await findOrder(ctx.handle.db, id);
    const infoPath = `/services/v2/order/certificate/${row!.caOrderId}`;
    const asked = () => cc.requests.filter((r) => r.method === 'GET' && r.path === infoPath).length;
    const polls = asked();
    await ctx.app.portal.validation.recheckPending();
    expect(asked()).toBe(polls);
    expect(row!.nextPollAt!.getTime()).toBeGreaterThan(ctx.clock.now().getTime());

    // DigiCert issues and notifies; the portal answers at once and makes the order due now.
    await cc.issue(Number(row!.caOrderId));
    expect(cc.webhooks.at(-1)).toMatchObject({ event: { event: 'certificate_issued' }, httpStatus: 200 });
    row = await findOrder(ctx.handle.db, id);
    expect(row).toMatchObject({ status: 1, lastCheckedAt: null });
    expect(row!.nextPollAt!.getTime()).toBe(ctx.clock.now().getTime());

    // The run the notification asked for (no clock moved): it asks CertCentral, which says issued.
    await ctx.app.portal.validation.recheckPending();
    expect(asked()).toBeGreaterThan(polls);
    expect((await findOrder(ctx.handle.db, id))?.status).toBe(3);
    const { cert } = okMsg<{ cert: string }>(await customer.get(`/api/order/cert/${id}`));
    expect(cert).toContain('BEGIN CERTIFICATE');

    // Idempotent: the same notification again only asks for a run; the order stays issued.
    const again = await webhook(
      { 'content-type': 'application/json', 'x-webhook-key': WEBHOOK_SECRET },
      cc.webhooks.at(-1)!.event,
    );
    expect(
      okMsg({ status: again.statusCode, body: again.json<{ code: number; msg: UpstreamWebhookAnswer }>() }),
    ).toEqual({ outcome: 'polling' });
    await ctx.app.portal.validation.recheckPending();
    expect((await findOrder(ctx.handle.db, id))?.status).toBe(3);
    // An event about an order the portal does not know, and DigiCert's verification challenge.
    const unknown = await webhook(
      { 'content-type': 'application/json', 'x-webhook-key': WEBHOOK_SECRET },
      { event: 'certificate_issued', data: { order_id: 1, certificate_id: 2 } },
    );
    expect(unknown.json()).toEqual({ code: 0, msg: { outcome: 'ignored' } });
    const challenge = await webhook(
      { 'content-type': 'application/json', 'x-webhook-key': WEBHOOK_SECRET },
      { event: 'challenge_webhook_endpoint', data: { token: 'tok-1', webhook_id: 7 } },
    );
    expect(challenge.json()).toEqual({ code: 0, msg: { outcome: 'challenge' } });
  });

  it('reports revenue, wholesale cost and margin per month and upstream (operators only)', async () => {
    expect((await customer.get('/api/ops/upstream-margin')).status).toBe(403);
    const { client: operator } = await signedInOperator(ctx);
    const report = okMsg<OpsMarginAnswer>(await operator.get('/api/ops/upstream-margin?months=3'));
    const month = ctx.clock.now().toISOString().slice(0, 7);
    expect(report.list).toEqual([
      {
        month,
        upstream: 'builtin',
        orders: 1,
        revenueCents: builtinOrder.paidCents,
        costCents: 0,
        marginCents: builtinOrder.paidCents,
        costUnknown: 0,
      },
      {
        month,
        upstream: 'cc',
        orders: 1,
        revenueCents: upstreamOrder.paidCents,
        costCents: 1250,
        marginCents: upstreamOrder.paidCents - 1250,
        costUnknown: 0,
      },
    ]);
    expect((await operator.get('/api/ops/upstream-margin?months=0')).status).toBe(400);
  });
});
