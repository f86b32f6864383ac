import type { AuthInfoItem, OpsUpstreamsAnswer, OpsUpstreamTestAnswer, OrderInfo } from '@portal/contract';
import { eq } from 'drizzle-orm';
import {
  startCertCentralEmulator,
  type CertCentralEmulator,
} from '@portal/test-doubles/certcentral-emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit, upstreams as upstreamsTable } from '../../db/schema/index.js';
import { x509 } from '../../lib/pki/crypto-provider.js';
import { signedInClient, type TestClient, type TestContext } from '../../test/harness.js';
import { startPebblePortal, type PebblePortal, type PebbleServer } from '../../test/pebble.js';
import { creditFunds, okMsg, payByBalance, placeOrder } from '../../test/purchase.js';
import { findOrder } from '../orders/order-records.js';
import { signedInOperator } from '../../test/ops.js';

// Two Debian pebbles: `a` open, `b` requiring External Account Binding; each the route of new orders of a brand.
let portal: PebblePortal;
let ctx: TestContext;
let a: PebbleServer;
let b: PebbleServer;
let cc: CertCentralEmulator;
let run: (name: string, ...args: string[]) => Promise<{ ok: boolean; output: string }>;

beforeAll(async () => {
  [portal, cc] = await Promise.all([
    startPebblePortal({}, { eabRequired: true }),
    startCertCentralEmulator({ apiKeys: ['DEVKEY-SECRET-1'] }),
  ]);
  ({ ctx, run } = portal);
  [a, b] = portal.pebbles as [PebbleServer, PebbleServer];
}, 120_000);
afterAll(async () => {
  await portal?.close();
  await cc?.close();
});

async function ok(name: string, ...args: string[]): Promise<string> {
  const answer = await run(name, ...args);
  expect(answer, answer.output).toMatchObject({ ok: true });
  return answer.output;
}

/** Places, pays and submits an order of `shortName`; answers the upstream's DCV values. */
async function submit(
  client: TestClient,
  email: string,
  shortName: string,
  domain: string,
  authMethod: 'dns' | 'http' = 'dns',
) {
  const id = await placeOrder(client, { shortName, domains: domain, keyAlgorithm: 'ECDSAP256', authMethod });
  await creditFunds(ctx, email, '500.00');
  okMsg(await payByBalance(client, id));
  okMsg(await client.get(`/api/order/commit?id=${id}`));
  const values = okMsg<AuthInfoItem[]>(await client.get(`/api/order/authInfo/${id}`));
  return { id, values };
}

/** Publishes the values where both pebbles' validation authorities (and the portal's pre-check) look, then checks. */
async function issue(client: TestClient, id: number, values: AuthInfoItem[]) {
  await portal.publish(values);
  expect(okMsg<{ status: number }>(await client.get(`/api/order/authz/${id}`)).status).toBe(3);
  const { cert } = okMsg<{ cert: string }>(await client.get(`/api/order/cert/${id}`));
  return new x509.X509Certificate(cert);
}

/** The name of the root a pebble issues under (new per run: the two differ). */
const rootName = (pebble: PebbleServer) => new x509.X509Certificate(pebble.rootPem).subject;

describe('named upstreams (portal upstream:*) against two pebbles', { timeout: 180_000 }, () => {
  it('defines upstreams, refuses what is wrong, and never prints a secret', async () => {
    expect(
      await ok(
        'upstream:set',
        '--name',
        'pebble-a',
        '--type',
        'acme',
        '--directory',
        a.directoryUrl,
        ...portal.caBundleArgs(0),
      ),
    ).toBe('upstream pebble-a (acme) defined');
    await ok(
      'upstream:set',
      '--name',
      'pebble-b',
      '--type',
      'acme',
      '--directory',
      b.directoryUrl,
      '--eab-kid',
      b.eab.kid,
      '--eab-hmac',
      b.eab.hmacKey,
      ...portal.caBundleArgs(1),
    );
    // The same CA without its binding: defined, but it cannot open an account there.
    await ok(
      'upstream:set',
      '--name',
      'pebble-b-noeab',
      '--type',
      'acme',
      '--directory',
      b.directoryUrl,
      ...portal.caBundleArgs(1),
    );

    for (const [args, message] of [
      [['--name', 'builtin', '--type', 'acme', '--directory', a.directoryUrl], /cannot be redefined/],
      [['--name', 'Bad Name', '--type', 'acme', '--directory', a.directoryUrl], /lower-case/],
      [['--name', 'x', '--type', 'acme'], /directory URL/],
      [['--name', 'x', '--type', 'acme', '--directory', 'ftp://x'], /https or http/],
      [['--name', 'x', '--type', 'acme', '--directory', a.directoryUrl, '--eab-kid', 'k'], /both/],
      [['--name', 'x', '--type', 'certcentral', '--api-base', 'https://cc.example'], /API key/],
      [['--name', 'x', '--type', 'sectigo'], /acme or certcentral/],
    ] as const) {
      const answer = await run('upstream:set', ...args);
      expect(answer.ok, answer.output).toBe(false);
      expect(answer.output).toMatch(message);
    }

    const list = await ok('upstream:list');
    expect(list).toContain(`pebble-a (acme) ${a.directoryUrl}`);
    expect(list).toMatch(/pebble-b \(acme\) .*EAB set/);
    expect(list).toMatch(/^builtin \(builtin\)/);
    for (const secret of [b.eab.hmacKey, b.eab.kid, 'PRIVATE KEY', 'BEGIN CERTIFICATE'])
      expect(list).not.toContain(secret);
    // At rest: one sealed value, no plain secret in the row.
    const rows = await ctx.handle.db.select().from(upstreamsTable);
    for (const row of rows) {
      expect(row.secretsSealed).toMatch(/^v1\./);
      expect(JSON.stringify(row)).not.toContain(b.eab.hmacKey);
      expect(JSON.stringify(row)).not.toContain('PRIVATE KEY');
    }
  });

  it('tests an upstream with its credentials and records its health', async () => {
    expect(await ok('upstream:test', '--name', 'pebble-a')).toBe('upstream pebble-a answered');
    expect(await ok('upstream:test', '--name', 'pebble-b')).toBe('upstream pebble-b answered');
    const refused = await run('upstream:test', '--name', 'pebble-b-noeab');
    expect(refused.ok).toBe(false);
    expect(refused.output).toMatch(/pebble-b-noeab did not answer: .*External Account Binding/);
    // CertCentral (the emulator of its Services API): reached with its key, refused with another; the key is never listed.
    const setDigicert = (key: string) =>
      ok(
        'upstream:set',
        '--name',
        'digicert',
        '--type',
        'certcentral',
        '--api-base',
        cc.baseUrl,
        '--api-key',
        key,
      );
    await setDigicert('DEVKEY-SECRET-1');
    expect(await ok('upstream:test', '--name', 'digicert')).toBe('upstream digicert answered');
    const withKey = await ok('upstream:list');
    expect(withKey).toContain(`digicert (certcentral) ${cc.baseUrl} [API key set]`);
    expect(withKey).not.toContain('DEVKEY-SECRET-1');
    await setDigicert('DEVKEY-WRONG-2');
    const refusedKey = await run('upstream:test', '--name', 'digicert');
    expect(refusedKey.ok).toBe(false);
    expect(refusedKey.output).toMatch(/digicert did not answer: /);
    expect(refusedKey.output).not.toContain('DEVKEY-WRONG-2');
    const unknown = await run('upstream:test', '--name', 'nowhere');
    expect(unknown.ok).toBe(false);
    expect(unknown.output).toMatch(/^No upstream is named nowhere/);

    const list = await ok('upstream:list');
    const block = (name: string) => list.split(/\n(?=\S)/).find((b) => b.startsWith(`${name} (`)) ?? '';
    expect(block('pebble-a')).toMatch(/last success: \d{4}-\d\d-\d\dT.*last error: -/);
    expect(block('pebble-b-noeab')).toMatch(/last success: -\s+last error: \d{4}-.*External Account Binding/);
    const health = await ctx.app.portal.upstreams.list();
    expect(health.find((u) => u.name === 'pebble-a')?.lastSuccessAt).not.toBeNull();
  });

  it('routes brands and products, checked against the catalogue', async () => {
    for (const [args, message] of [
      [['--brand', 'NoSuchBrand', '--upstream', 'pebble-a'], /no brand NoSuchBrand/],
      [['--brand', 'RapidSSL', '--product', 'PositiveDV', '--upstream', 'pebble-a'], /no product PositiveDV/],
      [['--brand', 'RapidSSL', '--upstream', 'nowhere'], /No upstream is named nowhere/],
      [['--upstream', 'pebble-a'], /--brand is required/],
    ] as const) {
      const answer = await run('upstream:route', ...args);
      expect(answer.ok, answer.output).toBe(false);
      expect(answer.output).toMatch(message);
    }
    expect(await ok('upstream:route', '--brand', 'RapidSSL', '--upstream', 'pebble-a')).toBe(
      'new orders of brand RapidSSL go to pebble-a; submitted orders keep their upstream',
    );
    await ok('upstream:route', '--brand', 'Positive', '--upstream', 'builtin');
    await ok('upstream:route', '--brand', 'Positive', '--product', 'PositiveDV', '--upstream', 'pebble-b');
    const list = await ok('upstream:list');
    expect(list).toMatch(/pebble-a \(acme\)[^\n]*\n {2}routes: RapidSSL\n/);
    expect(list).toMatch(/pebble-b \(acme\)[^\n]*\n {2}routes: Positive\/PositiveDV\n/);
    expect(list).toMatch(/builtin \(builtin\)[^\n]*\n {2}routes: Positive\n/);
  });

  it('issues from the routed upstream; a route change never moves a submitted order', async () => {
    const { client, email } = await signedInClient(ctx);
    const first = await submit(client, email, 'RapidDV', 'first.upstream-route.example.com');
    expect((await findOrder(ctx.handle.db, first.id))?.caName).toBe('pebble-a');
    const info = okMsg<OrderInfo>(await client.get(`/api/order/info/${first.id}`));
    expect(info.orderDetail.caOrderID.startsWith(new URL(a.directoryUrl).origin)).toBe(true);
    // One value on every screen: order/caOrderID answers what order/info does.
    expect(okMsg<string>(await client.get(`/api/order/caOrderID/${first.id}`))).toBe(
      info.orderDetail.caOrderID,
    );
    const waiting = await ctx.app.portal.upstreams.list();
    expect(waiting.find((u) => u.name === 'pebble-a')?.ordersWaiting).toBe(1);

    // The brand moves to b: the submitted order stays with a, the next one goes to b.
    await ok('upstream:route', '--brand', 'RapidSSL', '--upstream', 'pebble-b');
    const second = await submit(client, email, 'RapidDV', 'second.upstream-route.example.com');
    expect((await findOrder(ctx.handle.db, second.id))?.caName).toBe('pebble-b');

    const fromA = await issue(client, first.id, first.values);
    const fromB = await issue(client, second.id, second.values);
    expect(rootName(a)).not.toBe(rootName(b));
    expect((await findOrder(ctx.handle.db, first.id))?.caName).toBe('pebble-a');
    expect(fromA.issuer).not.toBe(fromB.issuer);
    expect(fromA.issuer).toContain('Pebble Intermediate');
    expect(fromB.issuer).toContain('Pebble Intermediate');

    // A product route wins over its brand's; the brand's other products follow the brand (here: builtin).
    const routed = await placeOrder(client, {
      shortName: 'PositiveDV',
      domains: 'p.upstream-route.example.com',
    });
    okMsg(await payByBalance(client, routed));
    okMsg(await client.get(`/api/order/commit?id=${routed}`));
    expect((await findOrder(ctx.handle.db, routed))?.caName).toBe('pebble-b');
    const builtin = await placeOrder(client, {
      shortName: 'PositiveDVWildcard',
      domains: '*.w.upstream-route.example.com',
    });
    okMsg(await payByBalance(client, builtin));
    okMsg(await client.get(`/api/order/commit?id=${builtin}`));
    expect((await findOrder(ctx.handle.db, builtin))?.caName).toBe('builtin');
  });

  it('issues by http-01 from each upstream: the file its CA names, published by the customer', async () => {
    const { client, email } = await signedInClient(ctx);
    const orders = [];
    for (const upstream of ['pebble-a', 'pebble-b']) {
      await ok('upstream:route', '--brand', 'RapidSSL', '--upstream', upstream);
      const order = await submit(client, email, 'RapidDV', `${upstream}.http-route.example.com`, 'http');
      expect((await findOrder(ctx.handle.db, order.id))?.caName).toBe(upstream);
      // The customer is shown the CA's own file: RFC 8555's path and key authorization, not the portal's.
      expect(order.values).toEqual([
        expect.objectContaining({
          authMethod: 'http',
          authPath: expect.stringMatching(/^\/\.well-known\/acme-challenge\/[\w-]+$/),
        }),
      ]);
      expect(order.values[0]?.authValue.startsWith(`${order.values[0]?.authKey}.`)).toBe(true);
      orders.push(order);
    }
    const [fromA, fromB] = [
      await issue(client, orders[0]!.id, orders[0]!.values),
      await issue(client, orders[1]!.id, orders[1]!.values),
    ];
    expect(fromA.issuer).not.toBe(fromB.issuer);
  });

  it('answers the console: list with health and no secret, test, route (operators only, audited)', async () => {
    const { client: customer } = await signedInClient(ctx);
    expect((await customer.get('/api/ops/upstreams')).status).toBe(403);
    const { client, email } = await signedInOperator(ctx);

    const listed = await client.get<OpsUpstreamsAnswer>('/api/ops/upstreams');
    const { list } = okMsg(listed);
    expect(list.map((u) => u.name)).toEqual([
      'builtin',
      'digicert',
      'pebble-a',
      'pebble-b',
      'pebble-b-noeab',
    ]);
    expect(list.find((u) => u.name === 'pebble-b')).toMatchObject({
      type: 'acme',
      directoryUrl: b.directoryUrl,
      eab: true,
      caBundle: true,
      routes: expect.arrayContaining([
        { brand: 'RapidSSL', product: null, upstreamProduct: null },
      ]) as unknown,
    });
    for (const secret of [b.eab.hmacKey, b.eab.kid, 'DEVKEY-SECRET-1', 'PRIVATE KEY', 'BEGIN CERTIFICATE'])
      expect(listed.text).not.toContain(secret);

    expect(okMsg(await client.post<OpsUpstreamTestAnswer>('/api/ops/upstreams/pebble-a/test'))).toEqual({
      name: 'pebble-a',
      ok: true,
      error: null,
    });
    const refused = okMsg(await client.post<OpsUpstreamTestAnswer>('/api/ops/upstreams/pebble-b-noeab/test'));
    expect(refused).toMatchObject({
      ok: false,
      error: expect.stringContaining('External Account Binding') as unknown,
    });
    expect((await client.post('/api/ops/upstreams/nowhere/test')).status).toBe(404);

    expect(
      okMsg(
        await client.put('/api/ops/upstream-routes', { json: { brand: 'GeoTrust', upstream: 'pebble-a' } }),
      ),
    ).toEqual({ brand: 'GeoTrust', product: null, upstream: 'pebble-a', upstreamProduct: null });
    const wrong = await client.put('/api/ops/upstream-routes', {
      json: { brand: 'GeoTrust', product: 'RapidDV', upstream: 'pebble-a' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 1001,
      msg: 'The catalogue has no product RapidDV of the brand GeoTrust',
    });
    const audit = await ctx.handle.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.operatorEmail, email));
    expect(audit.map((row) => [row.action, row.targetId])).toEqual(
      expect.arrayContaining([
        ['upstream.test', 'pebble-a'],
        ['upstream.test', 'pebble-b-noeab'],
        ['upstream.route', 'GeoTrust'],
      ]),
    );
  });
});
