// Orders routed to a CertCentral upstream end to end through the HTTP API, against the CertCentral emulator: the
// brand picks DigiCert's product, a reissue reissues the same CertCentral order, code signing comes on DigiCert's
// hardware token (no CSR sent, no key to download), a cancel reaches CertCentral (kept and retried while it is down),
// and the upstream order id is the order's caOrderID everywhere.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ORDER_STATUS,
  PAY_WINDOW_DAYS,
  type AuthInfoItem,
  type OpsUpstreamsAnswer,
  type OrderInfo,
} from '@portal/contract';
import {
  dnsTxtChecker,
  startCertCentralEmulator,
  type CertCentralEmulator,
} from '@portal/test-doubles/certcentral-emulator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { certificates, orders } from '../../db/schema/index.js';
import { seedDatabase } from '../../db/seed/seed.js';
import { x509 } from '../../lib/pki/crypto-provider.js';
import { openFreshDatabase } from '../../test/database.js';
import { startDcvTestContext, TEST_ORGANIZATION, type DcvTestContext } from '../../test/dcv-context.js';
import { signedInClient, type TestClient } from '../../test/harness.js';
import { creditFunds, okMsg, payByBalance, placeOrder } from '../../test/purchase.js';
import { DAY, MINUTE } from '../../lib/clock.js';
import { balanceOf, confirmPassword, signedInOperator } from '../../test/ops.js';
import { createOperatorCommands, runOperatorCommand } from '../operator/commands.js';

const upstreams = () => peers.ctx.app.portal.upstreams;

const ORGANIZATION_ID = 4711;
let peers: DcvTestContext;
let cc: CertCentralEmulator;
let fresh: DatabaseHandle;
let dir: string;

beforeAll(async () => {
  fresh = await openFreshDatabase();
  await seedDatabase(fresh.db);
  peers = await startDcvTestContext({}, fresh);
  cc = await startCertCentralEmulator({
    apiKeys: ['CC-KEY'],
    organizations: [{ id: ORGANIZATION_ID, name: 'Example Ltd', country: 'gb' }],
    // DigiCert looks for its value where the portal's customers publish it (the test DNS server).
    dcvChecker: dnsTxtChecker(peers.dns.address),
  });
  dir = mkdtempSync(join(tmpdir(), 'certcentral-orders-'));
  const upstreams = peers.ctx.app.portal.upstreams;
  await upstreams.set({
    name: 'digicert',
    type: 'certcentral',
    apiBase: cc.baseUrl,
    apiKey: 'CC-KEY',
    organizationId: String(ORGANIZATION_ID),
  });
  for (const brand of ['GeoTrust', 'DigiCert']) await upstreams.route({ brand, upstream: 'digicert' });
}, 120_000);
afterAll(async () => {
  await peers?.close();
  await fresh?.close();
  await cc?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const orderRow = async (id: number) =>
  (await peers.ctx.handle.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const info = async (client: TestClient, id: number) =>
  okMsg<OrderInfo>(await client.get(`/api/order/info/${id}`));

/** A paid, submitted order of `shortName`; answers CertCentral's values to publish. */
async function submitted(shortName: string, domain: string, extra: Parameters<typeof placeOrder>[1] = {}) {
  const { client, email } = await signedInClient(peers.ctx);
  const id = await placeOrder(client, { shortName, domains: domain, ...extra });
  await creditFunds(peers.ctx, email, '5000.00');
  okMsg(await payByBalance(client, id));
  const committed = okMsg<{ status: number }>(await client.get(`/api/order/commit?id=${id}`));
  return { client, email, id, committed };
}

function publish(values: AuthInfoItem[]) {
  for (const value of values) peers.dns.setRecords(value.authKey, { txt: [[value.authValue]] });
}

describe('orders routed to CertCentral', { timeout: 120_000 }, () => {
  it('orders by brand, reissues on the same CertCentral order, and shows one caOrderID', async () => {
    const { client, id } = await submitted('GeoTrustDV', 'shop.cc-brand-test.com');
    const row = await orderRow(id);
    expect(row.caName).toBe('digicert');
    // The brand (GeoTrust, DV) picked DigiCert's product: without it the order would have been refused.
    const ccOrder = cc.order(Number(row.caOrderId));
    expect(ccOrder.product).toBe('ssl_dv_geotrust');

    const values = okMsg<AuthInfoItem[]>(await client.get(`/api/order/authInfo/${id}`));
    expect(values.map((v) => v.authValue)).toEqual([ccOrder.randomValue]);
    publish(values);
    expect(okMsg<{ status: number }>(await client.get(`/api/order/authz/${id}`)).status).toBe(
      ORDER_STATUS.complete,
    );

    // One value on every screen: order/info, order/caOrderID and the operator's detail.
    const caOrderId = String(ccOrder.id);
    expect((await info(client, id)).orderDetail.caOrderID).toBe(caOrderId);
    expect(okMsg<string>(await client.get(`/api/order/caOrderID/${id}`))).toBe(caOrderId);
    const operator = await signedInOperator(peers.ctx);
    const operatorView = okMsg<{ detail: OrderInfo }>(await operator.client.get(`/api/ops/orders/${id}`));
    expect(operatorView.detail.orderDetail.caOrderID).toBe(caOrderId);

    // A free reissue with a new key: CertCentral's reissue call on the same order, no second purchase.
    const before = cc.orders().length;
    const reissue = okMsg<{ id: string; status: number }>(
      await client.post(`/api/order/reissue/${id}`, {
        json: { csrFrom: 'online', domains: 'shop.cc-brand-test.com', keyAlgorithm: 'ECDSAP256' },
      }),
    );
    expect(cc.orders().length).toBe(before);
    expect(cc.requests).toContainEqual({
      method: 'POST',
      path: `/services/v2/order/certificate/${caOrderId}/reissue`,
      status: 201,
    });
    expect(ccOrder.certificates).toHaveLength(2);
    // The names stood proven at CertCentral: the reissue issued at once.
    expect(reissue.status).toBe(ORDER_STATUS.complete);
    const stored = await peers.ctx.handle.db
      .select()
      .from(certificates)
      .where(eq(certificates.reissueId, reissue.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.serialNumber.toLowerCase()).toBe(
      ccOrder.certificates[1]!.issued!.serialNumber.toLowerCase(),
    );
    expect(okMsg<string>(await client.get(`/api/order/caOrderID/${id}`))).toBe(caOrderId);
  });

  it('code signing: no CSR sent, waits for the organisation, comes on the hardware token, no key downloads', async () => {
    const key = join(dir, 'cs.key');
    execFileSync(
      'openssl',
      ['genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:3072', '-out', key],
      {
        stdio: 'ignore',
      },
    );
    const csr = execFileSync(
      'openssl',
      ['req', '-new', '-key', key, '-subj', '/CN=Example Ltd/O=Example Ltd/C=GB'],
      {
        encoding: 'utf8',
      },
    );
    const { client, id, committed } = await submitted('DigiCertCodeSign', '', {
      csr,
      authMethod: 'email',
      extraCsrFields: TEST_ORGANIZATION,
    });
    // Nothing to publish: the order waits on CertCentral at once.
    expect(committed.status).toBe(ORDER_STATUS.pending);
    const row = await orderRow(id);
    expect(row.caDelivery).toBe('hardwareToken');
    const ccOrder = cc.order(Number(row.caOrderId));
    expect(ccOrder).toMatchObject({ product: 'code_signing', csProvisioningMethod: 'ship_token' });
    expect(ccOrder.certificates[0]!.csr).toBeUndefined();
    expect(readFileSync(key, 'utf8')).toContain('PRIVATE KEY'); // the customer's own CSR key stayed with them

    // The recheck job asks CertCentral: it waits for the organisation's code-signing validation.
    await peers.ctx.app.portal.validation.recheckPending();
    okMsg(await client.put('/api/i18n/language', { json: { lang: 'zh-cn' } }));
    const waiting = await info(client, id);
    expect(waiting.orderDetail.status).toBe(ORDER_STATUS.pending);
    expect(waiting.orderDetail.upstreamWaiting).toMatchObject({ on: 'organizationValidation' });
    expect(waiting.orderDetail.delivery).toEqual({
      kind: 'hardwareToken',
      message: '证书颁发机构会将此证书及其私钥存放在硬件令牌中寄送给您，无私钥可供下载',
    });
    expect(cc.orders().filter((o) => o.kind === 'codeSigning')).toHaveLength(1);

    cc.validateOrganization(ORGANIZATION_ID, 'cs');
    peers.ctx.clock.advance(2 * MINUTE);
    await peers.ctx.app.portal.validation.recheckPending();
    const issued = await info(client, id);
    expect(issued.orderDetail.status).toBe(ORDER_STATUS.complete);
    expect(cc.orders().filter((o) => o.kind === 'codeSigning')).toHaveLength(1);

    const cert = okMsg<{ cert: string; key: string; sha1: string }>(
      await client.get(`/api/order/cert/${id}`),
    );
    expect(cert.key).toBe('');
    expect(new x509.X509Certificate(cert.cert).subject).toContain('Example Ltd');
    // The PEM downloads; a PFX or JKS (they would need the key on the token) is refused in the reader's language.
    const pem = await client.get(`/api/cert/download/${cert.sha1}?serverType=Linux`);
    expect(pem.status).toBe(200);
    for (const serverType of ['IIS', 'Tomcat']) {
      const refused = await client.get(
        `/api/cert/download/${cert.sha1}?serverType=${serverType}&password=secret1`,
      );
      expect(refused.status).toBe(409);
      expect(refused.body.msg).toContain('硬件令牌');
    }
  });

  it('a cancel reaches CertCentral; while it is down the cancel is kept, shown and retried', async () => {
    const { client, id } = await submitted('GeoTrustDV', 'cancel.cc-cancel-test.com');
    const ccOrder = cc.order(Number((await orderRow(id)).caOrderId));

    cc.failNext(1, 503);
    okMsg(await client.get(`/api/order/cancel/${id}`));
    // The portal's cancel stands; CertCentral's is owed and written for the operator.
    let row = await orderRow(id);
    expect(row.status).toBe(ORDER_STATUS.cancel);
    expect(row.upstreamAction).toMatchObject({ action: 'cancel', attempts: 1 });
    expect(row.lastProblem?.key).toBe('upstreamAction.cancel');
    expect(cc.orders().find((o) => o.id === ccOrder.id)!.canceled).toBeFalsy();

    // Not due yet: the job leaves it; once due it cancels at CertCentral and clears the debt.
    expect(await peers.ctx.app.portal.upstreamActions.retryDue()).toEqual({ tried: 0, done: 0 });
    peers.ctx.clock.advance(2 * MINUTE);
    expect(await peers.ctx.app.portal.upstreamActions.retryDue()).toEqual({ tried: 1, done: 1 });
    expect(ccOrder.canceled).toBe(true);
    row = await orderRow(id);
    expect(row.upstreamAction).toBeNull();
    expect(row.lastProblem).toBeNull();
    expect(cc.requests.filter((r) => r.path.endsWith(`/${ccOrder.id}/status`)).map((r) => r.status)).toEqual([
      503, 204,
    ]);
  });

  it('the operator retries and refunds an order stuck on CertCentral: console and command line, one service', async () => {
    const { client, email, id } = await submitted('GeoTrustDV', 'stuck.cc-stuck-test.com');
    const ccOrder = cc.order(Number((await orderRow(id)).caOrderId));
    publish(okMsg<AuthInfoItem[]>(await client.get(`/api/order/authInfo/${id}`)));
    // CertCentral is down when the customer asks: the order waits at 1 with the problem.
    cc.failNext(100, 503);
    const asked = await client.get(`/api/order/authz/${id}`);
    expect(asked.body.msg).toContain('not reachable right now');
    expect((await orderRow(id)).upstreamProblem).not.toBeNull();

    const operator = await signedInOperator(peers.ctx);
    const retried = okMsg<{ status: number; lastProblem: string | null }>(
      await operator.client.post(`/api/ops/orders/${id}/upstream-retry`),
    );
    expect(retried.status).toBe(ORDER_STATUS.pending);
    expect(retried.lastProblem).toMatch(/not reachable right now.*503/);
    // The command line: the same service, the same answer.
    const commands = createOperatorCommands({
      db: peers.ctx.handle.db,
      clock: peers.ctx.clock,
      migrate: async () => {},
      upstreamStuck: peers.ctx.app.portal.upstreamStuck,
    });
    const cli = await runOperatorCommand(commands, 'order:upstream-retry', ['--id', String(id)]);
    expect(cli).toMatchObject({ ok: true });
    expect(cli.output).toContain(`order ${id}: the certificate authority was asked again (status 1)`);

    // Refund: money needs a fresh confirmation; then cancelled, refunded once, CertCentral's order cancelled.
    const before = await balanceOf(peers.ctx, email);
    const unconfirmed = await operator.client.post(`/api/ops/orders/${id}/upstream-refund`, {
      json: { reason: 'CertCentral is down' },
    });
    expect(unconfirmed.status).toBe(403);
    await confirmPassword(operator.client);
    cc.failNext(0);
    const refunded = okMsg<{ status: number; refunded: string }>(
      await operator.client.post(`/api/ops/orders/${id}/upstream-refund`, {
        json: { reason: 'CertCentral is down' },
      }),
    );
    expect(refunded.status).toBe(ORDER_STATUS.refunded);
    const paidCents = Math.round(Number(refunded.refunded) * 100);
    expect(paidCents).toBeGreaterThan(0);
    expect(await balanceOf(peers.ctx, email)).toBe(before + paidCents);
    expect(ccOrder.canceled).toBe(true);
    // Once: a second refund (console or command line) is refused and the balance stays.
    const again = await operator.client.post(`/api/ops/orders/${id}/upstream-refund`, {
      json: { reason: 'again' },
    });
    expect(again.status).toBe(409);
    const cliAgain = await runOperatorCommand(commands, 'order:upstream-refund', [
      '--id',
      String(id),
      '--reason',
      'x',
    ]);
    expect(cliAgain.ok).toBe(false);
    expect(await balanceOf(peers.ctx, email)).toBe(before + paidCents);
    // Audited as the operator's.
    const audit = okMsg<{ list: { action: string }[] }>(await operator.client.get('/api/ops/audit'));
    expect(audit.list.map((row) => row.action)).toEqual(
      expect.arrayContaining(['order.upstreamRetry', 'order.upstreamRefund']),
    );
  });

  it('a product route names CertCentral’s own product: set, listed, sent, and cleared', async () => {
    const commands = createOperatorCommands({
      db: peers.ctx.handle.db,
      clock: peers.ctx.clock,
      migrate: async () => {},
      upstreams: peers.ctx.app.portal.upstreams,
    });
    const cli = (...args: string[]) => runOperatorCommand(commands, args[0]!, args.slice(1));
    const route = ['upstream:route', '--brand', 'GeoTrust', '--product', 'GeoTrustDV'];
    // Refused: on a brand route (one id for every product of it), to a type that sells no product ids, bad form.
    await upstreams().set({
      name: 'some-acme',
      type: 'acme',
      directoryUrl: 'https://acme.invalid/dir',
    });
    for (const [args, message] of [
      [['upstream:route', '--brand', 'GeoTrust', '--upstream', 'digicert'], /name the product too/],
      [[...route, '--upstream', 'some-acme'], /Only a CertCentral upstream .* some-acme/],
      [[...route, '--upstream', 'builtin'], /Only a CertCentral upstream .* builtin/],
      [[...route, '--upstream', 'digicert', '--upstream-product', 'SSL Plus'], /1 to 64 lower-case/],
    ] as const) {
      const answer = await cli(
        ...args,
        ...(args.includes('--upstream-product') ? [] : ['--upstream-product', 'ssl_plus']),
      );
      expect(answer.ok, answer.output).toBe(false);
      expect(answer.output).toMatch(message);
    }

    expect(
      await cli(...route, '--upstream', 'digicert', '--upstream-product', 'ssl_dv_geotrust_flex'),
    ).toEqual({
      ok: true,
      output:
        'new orders of product GeoTrustDV of GeoTrust go to digicert as ssl_dv_geotrust_flex; submitted orders keep their upstream',
    });
    const listed = await cli('upstream:list');
    expect(listed.output).toMatch(
      /^digicert \(certcentral\)[^\n]*\n {2}routes: DigiCert, GeoTrust, GeoTrust\/GeoTrustDV as ssl_dv_geotrust_flex\n/m,
    );
    const operator = await signedInOperator(peers.ctx);
    const { list } = okMsg<OpsUpstreamsAnswer>(await operator.client.get('/api/ops/upstreams'));
    expect(list.find((u) => u.name === 'digicert')?.routes).toContainEqual({
      brand: 'GeoTrust',
      product: 'GeoTrustDV',
      upstreamProduct: 'ssl_dv_geotrust_flex',
    });

    // The order is placed as that product (the brand table would pick ssl_dv_geotrust), at its price.
    const { client, id } = await submitted('GeoTrustDV', 'flex.cc-product-test.com');
    const placed = cc.order(Number((await orderRow(id)).caOrderId));
    expect(placed.product).toBe('ssl_dv_geotrust_flex');
    expect(cc.requests).toContainEqual({
      method: 'POST',
      path: '/services/v2/order/certificate/ssl_dv_geotrust_flex',
      status: 201,
    });
    // The brand's other products still follow the brand table.
    const wildcard = await submitted('GeoTrustDVWildcard', '*.wild.cc-product-test.com');
    expect(cc.order(Number((await orderRow(wildcard.id)).caOrderId)).product).toBe('wildcard_dv_geotrust');

    // The console writes the whole route: without an upstream product the adapter picks again (audited).
    expect(
      okMsg(
        await operator.client.put('/api/ops/upstream-routes', {
          json: { brand: 'GeoTrust', product: 'GeoTrustDV', upstream: 'digicert' },
        }),
      ),
    ).toEqual({ brand: 'GeoTrust', product: 'GeoTrustDV', upstream: 'digicert', upstreamProduct: null });
    const wrong = await operator.client.put('/api/ops/upstream-routes', {
      json: { brand: 'GeoTrust', upstream: 'digicert', upstreamProduct: 'ssl_plus' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 1001,
      msg: expect.stringMatching(/name the product too/) as unknown,
    });
    const audit = okMsg<{ list: { action: string; targetId: string; details: unknown }[] }>(
      await operator.client.get('/api/ops/audit?q=upstream.route'),
    );
    expect(
      audit.list.filter((row) => row.targetId === 'GeoTrust/GeoTrustDV').map((row) => row.details),
    ).toContainEqual({
      before: { upstream: 'digicert', upstreamProduct: 'ssl_dv_geotrust_flex' },
      after: 'digicert',
    });
    const again = await submitted('GeoTrustDV', 'again.cc-product-test.com');
    expect(cc.order(Number((await orderRow(again.id)).caOrderId)).product).toBe('ssl_dv_geotrust');
    // The order placed as ssl_dv_geotrust_flex keeps it: its upstream order says so.
    publish(okMsg<AuthInfoItem[]>(await client.get(`/api/order/authInfo/${id}`)));
    expect(okMsg<{ status: number }>(await client.get(`/api/order/authz/${id}`)).status).toBe(
      ORDER_STATUS.complete,
    );
    expect(cc.order(placed.id).product).toBe('ssl_dv_geotrust_flex');
  });

  // Last in the file: it moves the clock past the trial's pay window.
  it('an unpaid trial’s order still waiting at CertCentral is cancelled there at the end of its pay window, retried while CertCentral is down', async () => {
    const { client } = await signedInClient(peers.ctx);
    const id = await placeOrder(client, { shortName: 'GeoTrustDV', domains: 'trial.cc-trial-test.com' });
    okMsg(await client.put(`/api/order/free_trial/${id}`));
    okMsg(await client.get(`/api/order/commit?id=${id}`));
    const row = await orderRow(id);
    expect(row).toMatchObject({ paid: false, freeTrial: true, caName: 'digicert' });
    const ccOrder = cc.order(Number(row.caOrderId));
    expect(ccOrder.canceled).toBeFalsy();

    cc.failNext(1, 503);
    peers.ctx.clock.set(new Date(row.trialEndsAt!.getTime() + PAY_WINDOW_DAYS * DAY + MINUTE));
    const swept = await peers.ctx.app.portal.lifecycle.sweep({ accountId: row.accountId });
    expect(swept.trial.cancelled).toBe(1);
    // The portal's cancel stands; CertCentral's is owed, as after a customer's cancel.
    expect(await orderRow(id)).toMatchObject({
      status: ORDER_STATUS.cancel,
      upstreamAction: { action: 'cancel', attempts: 1 },
      lastProblem: { key: 'upstreamAction.cancel' },
    });
    expect(ccOrder.canceled).toBeFalsy();
    expect(await peers.ctx.app.portal.upstreamActions.retryDue()).toEqual({ tried: 0, done: 0 });
    peers.ctx.clock.advance(MINUTE);
    expect(await peers.ctx.app.portal.upstreamActions.retryDue()).toEqual({ tried: 1, done: 1 });
    expect(ccOrder.canceled).toBe(true);
    expect(await orderRow(id)).toMatchObject({ upstreamAction: null, lastProblem: null });
    expect(cc.requests.filter((r) => r.path.endsWith(`/${ccOrder.id}/status`)).map((r) => r.status)).toEqual([
      503, 204,
    ]);
  });
});
