// The ACME server through app.inject(): EAB credentials (the customer calls), accounts, JWS and nonce checks,
// new-order limited to the paid names, the pre-authorized path and the challenge path (the DCV engine against the
// test DNS and web servers), finalize as a reissue of the order, refusals for closed orders, the clean-up job.
import { X509Certificate } from 'node:crypto';
import { ErrorCode, type AcmeCredentialCreateAnswer, type AcmeCredentialsAnswer } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acmeEabCredentials, acmeNonces, orders } from '../../db/schema/index.js';
import { startDcvTestContext, submittedOrder, type DcvTestContext } from '../../test/dcv-context.js';
import { TestAcmeClient, csrFor } from '../../test/acme-client.js';
import { createTestContext, UNREACHABLE_DCV, type TestClient, type TestContext } from '../../test/harness.js';
import { createDcvChecker } from '../validation/create-dcv-checker.js';
import { okMsg } from '../../test/purchase.js';
import { dns01Value, jwkThumbprint, keyAuthorization } from './jws.js';
import { DAY } from '../../lib/clock.js';

let peers: DcvTestContext;
let ctx: TestContext;
let owner: TestClient;
let orderId: number;
const stamp = Date.now().toString(36);
const names = ['a', 'b', 'c'].map((n) => `${n}.acme-${stamp}.com`);

/** An issued multi-year order of three names, validated by DNS: the customer's paid subscription. */
async function issuedOrder(domains: string[]) {
  const submitted = await submittedOrder(ctx, {
    shortName: 'RapidDVSANs',
    domains: domains.join(', '),
    validity: 24,
  });
  for (const item of submitted.info) peers.dns.setRecords(item.authKey, { txt: [[item.authValue]] });
  expect(
    okMsg<{ status: number }>(await submitted.client.get(`/api/order/authz/${submitted.id}`)).status,
  ).toBe(3);
  return submitted;
}

async function credentials(client: TestClient, id: number) {
  return okMsg<AcmeCredentialCreateAnswer>(
    await client.post('/api/order/acme_credentials', { json: { orderID: id } }),
  );
}

/** New credentials after revoking the earlier tests' (an order has at most 10 active). */
async function freshCredentials(id = orderId, client = owner) {
  const list = okMsg<AcmeCredentialsAnswer>(await client.get(`/api/order/acme_credentials?orderID=${id}`));
  for (const old of list.list.filter((c) => !c.revokedAt))
    okMsg(await client.call('DELETE', `/api/order/acme_credential/${old.id}`));
  return credentials(client, id);
}

/** A registered ACME client of the order. */
async function registered(id = orderId, client = owner) {
  const made = await freshCredentials(id, client);
  const acme = new TestAcmeClient(ctx.app);
  expect((await acme.register(made.kid, made.hmacKey)).status).toBe(201);
  return { acme, made };
}

const problemType = (reply: { body: Record<string, unknown> }) =>
  String(reply.body.type).replace('urn:ietf:params:acme:error:', '');

beforeAll(async () => {
  peers = await startDcvTestContext();
  ctx = peers.ctx;
  const issued = await issuedOrder(names);
  owner = issued.client;
  orderId = issued.id;
});
afterAll(async () => {
  await peers.close();
});

describe('the directory and nonces', () => {
  it('serves the directory with EAB required, nonces by HEAD and GET, problems under /acme, never the web app', async () => {
    const directory = await ctx.app.inject('/acme/directory');
    expect(directory.statusCode).toBe(200);
    expect(directory.json()).toMatchObject({
      newNonce: 'http://portal.test/acme/new-nonce',
      newAccount: 'http://portal.test/acme/new-account',
      newOrder: 'http://portal.test/acme/new-order',
      meta: { externalAccountRequired: true },
    });
    const head = await ctx.app.inject({ method: 'HEAD', url: '/acme/new-nonce' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['replay-nonce']).toMatch(/^[\w-]{32}$/);
    expect(head.headers['cache-control']).toBe('no-store');
    const get = await ctx.app.inject('/acme/new-nonce');
    expect(get.statusCode).toBe(204);
    expect(get.headers['replay-nonce']).not.toBe(head.headers['replay-nonce']);

    for (const url of ['/acme/nothing-here', '/acme/order/x', '/acme']) {
      const answer = await ctx.app.inject(url);
      expect(answer.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(answer.headers['content-type'], url).toBe('application/problem+json; charset=utf-8');
      expect(answer.json().type, url).toMatch(/^urn:ietf:params:acme:error:/);
    }
    const plain = await ctx.app.inject({
      method: 'POST',
      url: '/acme/new-order',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(plain.statusCode).toBe(415);
    expect(plain.json().type).toBe('urn:ietf:params:acme:error:malformed');
  });
});

describe('EAB credentials (the customer calls)', () => {
  it('shows the HMAC key once, lists credentials without it, refuses orders that are not issued', async () => {
    const made = await credentials(owner, orderId);
    expect(made.kid).toMatch(/^eab_[\w-]{20}$/);
    expect(Buffer.from(made.hmacKey, 'base64url')).toHaveLength(32);
    expect(made.directoryUrl).toBe('http://portal.test/acme/directory');
    const list = okMsg<AcmeCredentialsAnswer>(
      await owner.get(`/api/order/acme_credentials?orderID=${orderId}`),
    );
    expect(list.available).toBe(true);
    expect(list.list.find((c) => c.id === made.id)).toMatchObject({
      kid: made.kid,
      account: null,
      revokedAt: null,
    });
    expect(JSON.stringify(list)).not.toContain(made.hmacKey);
    // Stored sealed, not as the key.
    const [stored] = await ctx.handle.db
      .select()
      .from(acmeEabCredentials)
      .where(eq(acmeEabCredentials.id, made.id));
    expect(stored!.hmacSealed).toMatch(/^v1\./);
    expect(stored!.hmacSealed).not.toContain(made.hmacKey);

    // At most 10 active credentials per order.
    for (let i = 0; i < 9; i++) await credentials(owner, orderId);
    const limit = await owner.post('/api/order/acme_credentials', { json: { orderID: orderId } });
    expect(limit.body.code).toBe(ErrorCode.acmeCredentialLimit);

    const open = await submittedOrder(ctx, { domains: `open-${stamp}.com` });
    const refused = await open.client.post('/api/order/acme_credentials', { json: { orderID: open.id } });
    expect(refused.body.code).toBe(ErrorCode.acmeOrderState);
    expect(refused.status).toBe(409);
    // Another account's order is not found.
    const other = await open.client.post('/api/order/acme_credentials', { json: { orderID: orderId } });
    expect(other.body.code).toBe(ErrorCode.notFound);
    expect((await open.client.get(`/api/order/acme_credentials?orderID=${orderId}`)).body.code).toBe(
      ErrorCode.notFound,
    );
  });
});

describe('accounts: EAB required, JWS and nonces checked', () => {
  it('binds an account through EAB once; refuses a missing or wrong binding', async () => {
    const made = await freshCredentials();
    const acme = new TestAcmeClient(ctx.app);
    const none = await acme.post(
      `${acme.base}/new-account`,
      { termsOfServiceAgreed: true },
      { useJwk: true },
    );
    expect(none.status).toBe(400);
    expect(problemType(none)).toBe('externalAccountRequired');
    expect(none.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(none.headers['replay-nonce']).toBeTruthy();

    const wrongKey = await acme.post(
      `${acme.base}/new-account`,
      {
        termsOfServiceAgreed: true,
        externalAccountBinding: acme.eab(made.kid, Buffer.alloc(32, 7).toString('base64url')),
      },
      { useJwk: true },
    );
    expect(wrongKey.status).toBe(403);
    expect(problemType(wrongKey)).toBe('unauthorized');
    expect(wrongKey.body.detail).toContain('MAC');

    const wrongKid = await acme.post(
      `${acme.base}/new-account`,
      { termsOfServiceAgreed: true, externalAccountBinding: acme.eab('eab_nobody', made.hmacKey) },
      { useJwk: true },
    );
    expect(problemType(wrongKid)).toBe('unauthorized');
    expect(wrongKid.body.detail).toContain('unknown external account kid');

    // A binding over another key than the account's.
    const stranger = new TestAcmeClient(ctx.app);
    const swapped = await acme.post(
      `${acme.base}/new-account`,
      {
        termsOfServiceAgreed: true,
        externalAccountBinding: acme.eab(made.kid, made.hmacKey, undefined, stranger.jwk),
      },
      { useJwk: true },
    );
    expect(problemType(swapped)).toBe('unauthorized');

    const created = await acme.register(made.kid, made.hmacKey);
    expect(created.status).toBe(201);
    expect(created.headers.location).toMatch(/^http:\/\/portal\.test\/acme\/account\/\d+$/);
    expect(created.body).toMatchObject({ status: 'valid', contact: ['mailto:ops@example.com'] });
    // The same key again: its account (200), no second one.
    const again = await acme.register(made.kid, made.hmacKey);
    expect(again.status).toBe(200);
    expect(again.headers.location).toBe(created.headers.location);
    // The kid is bound: another key cannot use it.
    const second = new TestAcmeClient(ctx.app, undefined, 'rsa');
    const taken = await second.register(made.kid, made.hmacKey);
    expect(problemType(taken)).toBe('unauthorized');
    expect(taken.body.detail).toContain('bound to another account');

    const list = okMsg<AcmeCredentialsAnswer>(
      await owner.get(`/api/order/acme_credentials?orderID=${orderId}`),
    );
    expect(list.list.find((c) => c.id === made.id)?.account).toMatchObject({
      url: created.headers.location,
      status: 'valid',
    });
    expect(list.list.find((c) => c.id === made.id)?.lastUsedAt).not.toBeNull();
  });

  it('refuses a reused nonce (badNonce), a bad signature, a wrong url and an unknown algorithm', async () => {
    const { acme } = await registered();
    const url = `${acme.base}/new-order`;
    const payload = { identifiers: [{ type: 'dns', value: names[0] }] };
    const nonce = await acme.newNonce();
    const first = await acme.send(url, acme.signed(url, payload, { nonce }));
    expect(first.status).toBe(201);
    const replay = await acme.send(url, acme.signed(url, payload, { nonce }));
    expect(replay.status).toBe(400);
    expect(problemType(replay)).toBe('badNonce');
    expect(replay.headers['replay-nonce']).toBeTruthy();
    const unknown = await acme.send(url, acme.signed(url, payload, { nonce: 'never-issued-nonce' }));
    expect(problemType(unknown)).toBe('badNonce');

    const forged = acme.signed(url, payload, { nonce: await acme.newNonce() });
    const other = acme.signed(url, { identifiers: [{ type: 'dns', value: names[1] }] }, { nonce: 'x' });
    const badSignature = await acme.send(url, { ...forged, signature: other.signature });
    expect(badSignature.status).toBe(400);
    expect(problemType(badSignature)).toBe('malformed');
    expect(badSignature.body.detail).toContain('signature');
    // A signature by another key under this account's kid.
    const intruder = new TestAcmeClient(ctx.app);
    const byIntruder = await acme.send(
      url,
      acme.signed(url, payload, { nonce: await acme.newNonce(), key: intruder.privateKey }),
    );
    expect(problemType(byIntruder)).toBe('malformed');

    const elsewhere = await acme.send(
      url,
      acme.signed(`${acme.base}/new-account`, payload, { nonce: await acme.newNonce() }),
    );
    expect(problemType(elsewhere)).toBe('unauthorized');
    const alg = await acme.send(
      url,
      acme.signed(url, payload, { nonce: await acme.newNonce(), alg: 'HS256' }),
    );
    expect(problemType(alg)).toBe('badSignatureAlgorithm');
    expect(alg.body.algorithms).toContain('ES256');
    const noAccount = await acme.send(
      url,
      acme.signed(url, payload, {
        nonce: await acme.newNonce(),
        header: { kid: `${acme.base}/account/999999999` },
      }),
    );
    expect(problemType(noAccount)).toBe('accountDoesNotExist');
  });

  it('accepts RS256 account keys (certbot’s default)', async () => {
    const made = await freshCredentials();
    const rsa = new TestAcmeClient(ctx.app, undefined, 'rsa');
    expect((await rsa.register(made.kid, made.hmacKey)).status).toBe(201);
    const order = await rsa.post(`${rsa.base}/new-order`, {
      identifiers: [{ type: 'dns', value: names[1] }],
    });
    expect(order.status).toBe(201);
    expect(order.body.status).toBe('ready');
  });
});

describe('orders: exactly the paid names', () => {
  it('refuses names not paid for with rejectedIdentifier naming each', async () => {
    const { acme } = await registered();
    const reply = await acme.post(`${acme.base}/new-order`, {
      identifiers: [
        { type: 'dns', value: names[0] },
        { type: 'dns', value: `evil-${stamp}.com` },
        { type: 'dns', value: `*.acme-${stamp}.com` },
      ],
    });
    expect(reply.status).toBe(400);
    expect(problemType(reply)).toBe('rejectedIdentifier');
    expect(reply.body.detail).toContain(`evil-${stamp}.com`);
    const subproblems = reply.body.subproblems as { identifier: { value: string } }[];
    expect(subproblems.map((s) => s.identifier.value)).toEqual([`evil-${stamp}.com`, `*.acme-${stamp}.com`]);
  });

  it('issues a pre-authorized subset as a reissue of the order; its names stay the paid ones', async () => {
    const { acme } = await registered();
    const created = await acme.post(`${acme.base}/new-order`, {
      identifiers: [
        { type: 'dns', value: names[1] },
        { type: 'dns', value: names[0] },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('ready');
    const orderUrl = String(created.headers.location);
    const authzUrls = created.body.authorizations as string[];
    expect(authzUrls).toHaveLength(2);
    const authz = await acme.post(authzUrls[0]!, null);
    expect(authz.body).toMatchObject({
      status: 'valid',
      identifier: { type: 'dns', value: names[1] },
      challenges: [],
    });

    // The CSR must name exactly the identifiers.
    const wrongCsr = await acme.post(String(created.body.finalize), { csr: await csrFor([names[0]!]) });
    expect(problemType(wrongCsr)).toBe('badCSR');
    expect(wrongCsr.body.detail).toContain(`missing: ${names[1]}`);
    const finalized = await acme.post(String(created.body.finalize), {
      csr: await csrFor([names[0]!, names[1]!]),
    });
    expect(finalized.status).toBe(200);
    expect(finalized.body.status).toBe('valid');
    const again = await acme.post(String(created.body.finalize), {
      csr: await csrFor([names[0]!, names[1]!]),
    });
    expect(problemType(again)).toBe('orderNotReady');

    const polled = await acme.post(orderUrl, null);
    expect(polled.body.certificate).toBe(String(finalized.body.certificate));
    const cert = await acme.post(String(finalized.body.certificate), null);
    expect(cert.status).toBe(200);
    expect(cert.headers['content-type']).toContain('application/pem-certificate-chain');
    const [leafPem] = cert.text.split(/(?=-----BEGIN CERTIFICATE-----)/);
    const leaf = new X509Certificate(leafPem!);
    expect(leaf.subjectAltName).toContain(`DNS:${names[0]}`);
    expect(leaf.subjectAltName).toContain(`DNS:${names[1]}`);
    expect(leaf.subjectAltName).not.toContain(names[2]);
    const root = new X509Certificate((await ctx.app.portal.issuance.cas.default.rootPem())!);
    const issuing = new X509Certificate(cert.text.split(/(?=-----BEGIN CERTIFICATE-----)/)[1]!);
    expect(leaf.verify(issuing.publicKey)).toBe(true);
    expect(issuing.verify(root.publicKey)).toBe(true);

    // The order's current certificate; the order still covers its three paid names.
    const current = okMsg<{ cert: string }>(await owner.get(`/api/order/cert/${orderId}`));
    expect(new X509Certificate(current.cert).serialNumber).toBe(leaf.serialNumber);
    const [row] = await ctx.handle.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.dnsNames).toEqual(names);
    const reissues = okMsg<{ list: { type: string; status: number }[] }>(
      await owner.get(`/api/order/reissue/list?orderID=${orderId}`),
    );
    expect(reissues.list[0]).toMatchObject({ type: 'acme', status: 3 });
    const log = okMsg<{ list: { activity: string }[] }>(await owner.get('/api/log'));
    expect(JSON.stringify(log)).toContain('ACME');
  });

  it('offers http-01 and dns-01 for a name whose validation is too old, and checks them with the DCV engine', async () => {
    const { acme } = await registered();
    const thumbprint = jwkThumbprint(acme.jwk as never);
    // Past the reuse window of the order's validation (200 days now), inside the 24-month subscription.
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 210 * DAY));
    try {
      const created = await acme.post(`${acme.base}/new-order`, {
        identifiers: [{ type: 'dns', value: names[2] }],
      });
      expect(created.body.status).toBe('pending');
      const authz = await acme.post((created.body.authorizations as string[])[0]!, null);
      expect(authz.body.status).toBe('pending');
      const challenges = authz.body.challenges as {
        type: string;
        url: string;
        token: string;
        status: string;
      }[];
      expect(challenges.map((c) => c.type).sort()).toEqual(['dns-01', 'http-01']);

      // http-01 answered wrongly: the challenge, the authorization and the order become invalid.
      const http = challenges.find((c) => c.type === 'http-01')!;
      peers.dns.setRecords(names[2]!, { a: ['127.0.0.1'] });
      peers.web.setRoute(`/.well-known/acme-challenge/${http.token}`, { body: 'wrong' });
      const failed = await acme.post(http.url, {});
      expect(failed.body.status, JSON.stringify(failed.body)).toBe('invalid');
      expect(failed.body.error).toMatchObject({ type: 'urn:ietf:params:acme:error:incorrectResponse' });
      expect(String((failed.body.error as { detail: string }).detail)).toContain('wrong');
      expect((await acme.post(String(created.headers.location), null)).body.status).toBe('invalid');

      // A new order: dns-01 published, checked and passed; then finalize issues.
      const retry = await acme.post(`${acme.base}/new-order`, {
        identifiers: [{ type: 'dns', value: names[2] }],
      });
      const retryAuthz = await acme.post((retry.body.authorizations as string[])[0]!, null);
      const dns = (retryAuthz.body.challenges as { type: string; url: string; token: string }[]).find(
        (c) => c.type === 'dns-01',
      )!;
      peers.dns.setRecords(`_acme-challenge.${names[2]}`, {
        txt: [[dns01Value(keyAuthorization(dns.token, thumbprint))]],
      });
      const passed = await acme.post(dns.url, {});
      expect(passed.body.status).toBe('valid');
      expect(passed.headers.link).toContain('rel="up"');
      expect((await acme.post(String(retry.headers.location), null)).body.status).toBe('ready');
      const finalized = await acme.post(String(retry.body.finalize), { csr: await csrFor([names[2]!]) });
      expect(finalized.body.status).toBe('valid');

      // The passed challenge is reused by the next order of the same portal order.
      const next = await acme.post(`${acme.base}/new-order`, {
        identifiers: [{ type: 'dns', value: names[2] }],
      });
      expect(next.body.status).toBe('ready');
    } finally {
      ctx.clock.set(new Date(ctx.clock.now().getTime() - 210 * DAY));
    }
  });
});

describe('issuance that has to wait', () => {
  it('keeps the order processing while a CAA look-up fails, and issues when the recheck job passes', async () => {
    const { acme } = await registered();
    const base = `acme-${stamp}.com`;
    peers.dns.setFailure(base, 'servfail');
    try {
      const created = await acme.post(`${acme.base}/new-order`, {
        identifiers: [{ type: 'dns', value: names[0] }],
      });
      const processing = await acme.post(String(created.body.finalize), { csr: await csrFor([names[0]!]) });
      expect(processing.status).toBe(200);
      expect(processing.body.status).toBe('processing');
      expect(processing.headers['retry-after']).toBe('5');
      expect((await acme.post(String(created.headers.location), null)).body.status).toBe('processing');
      peers.dns.setRecords(base, {});
      await ctx.app.portal.validation.recheckPending();
      const valid = await acme.post(String(created.headers.location), null);
      expect(valid.body.status).toBe('valid');
      expect((await acme.post(String(valid.body.certificate), null)).status).toBe(200);
    } finally {
      peers.dns.setRecords(base, {});
    }
  });

  it('ends the order invalid (caa) when CAA names another CA', async () => {
    const { acme } = await registered();
    const base = `acme-${stamp}.com`;
    peers.dns.setRecords(base, { caa: [{ flags: 0, tag: 'issue', value: 'other-ca.example' }] });
    try {
      const created = await acme.post(`${acme.base}/new-order`, {
        identifiers: [{ type: 'dns', value: names[1] }],
      });
      const refused = await acme.post(String(created.body.finalize), { csr: await csrFor([names[1]!]) });
      expect(refused.body.status).toBe('invalid');
      expect(refused.body.error).toMatchObject({ type: 'urn:ietf:params:acme:error:caa' });
    } finally {
      peers.dns.setRecords(base, {});
    }
  });
});

describe('several processes on one database', () => {
  it('accepts a nonce another app handed out, once', async () => {
    const other = await createTestContext({ dcvChecker: createDcvChecker(UNREACHABLE_DCV) }, ctx.handle);
    try {
      const { acme } = await registered();
      const url = `${acme.base}/new-order`;
      const payload = { identifiers: [{ type: 'dns', value: names[0] }] };
      const nonce = String(
        (await other.app.inject({ method: 'HEAD', url: '/acme/new-nonce' })).headers['replay-nonce'],
      );
      expect((await acme.send(url, acme.signed(url, payload, { nonce }))).status).toBe(201);
      const onOther = new TestAcmeClient(other.app);
      onOther.kid = acme.kid;
      const replay = await onOther.send(url, acme.signed(url, payload, { nonce }));
      expect(problemType(replay)).toBe('badNonce');
    } finally {
      await other.app.close();
    }
  });
});

describe('refusals', () => {
  it('refuses every request of an account whose credentials were revoked', async () => {
    const { acme, made } = await registered();
    const revoked = okMsg<{ revokedAt: string | null }>(
      await owner.call('DELETE', `/api/order/acme_credential/${made.id}`),
    );
    expect(revoked.revokedAt).not.toBeNull();
    const again = await owner.call('DELETE', `/api/order/acme_credential/${made.id}`);
    expect(again.body.code).toBe(ErrorCode.acmeCredentialRevoked);
    const reply = await acme.post(`${acme.base}/new-order`, {
      identifiers: [{ type: 'dns', value: names[0] }],
    });
    expect(reply.status).toBe(403);
    expect(problemType(reply)).toBe('unauthorized');
    expect(reply.body.detail).toContain('revoked');
  });

  it('refuses new orders of refunded, revoked and expired orders and after the subscription ends', async () => {
    const { acme } = await registered();
    const newOrder = () =>
      acme.post(`${acme.base}/new-order`, { identifiers: [{ type: 'dns', value: names[0] }] });
    for (const status of [6, 8, 9]) {
      await ctx.handle.db.update(orders).set({ status }).where(eq(orders.id, orderId));
      const reply = await newOrder();
      expect(reply.status, String(status)).toBe(403);
      expect(problemType(reply)).toBe('unauthorized');
    }
    await ctx.handle.db.update(orders).set({ status: 3 }).where(eq(orders.id, orderId));
    expect((await newOrder()).status).toBe(201);
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 25 * 31 * DAY));
    try {
      const ended = await newOrder();
      expect(problemType(ended)).toBe('unauthorized');
      expect(ended.body.detail).toContain('subscription');
    } finally {
      ctx.clock.set(new Date(ctx.clock.now().getTime() - 25 * 31 * DAY));
    }
  });

  it('rolls the account key over (key-change): the new key signs, the old one no longer does', async () => {
    const { acme } = await registered();
    const next = new TestAcmeClient(ctx.app);
    const url = `${acme.base}/key-change`;
    const inner = next.signed(url, { account: acme.kid, oldKey: acme.jwk }, { useJwk: true });
    const changed = await acme.post(url, inner);
    expect(changed.status).toBe(200);
    const order = { identifiers: [{ type: 'dns', value: names[0] }] };
    expect(problemType(await acme.post(`${acme.base}/new-order`, order))).toBe('malformed');
    next.kid = acme.kid;
    expect((await next.post(`${acme.base}/new-order`, order)).status).toBe(201);
    // The old key can no longer be bound again: it names no account now, and a new account needs fresh EAB.
    expect(
      (await acme.post(`${acme.base}/new-account`, { onlyReturnExisting: true }, { useJwk: true })).status,
    ).toBe(400);
  });

  it('deactivates an account on request and refuses it afterwards', async () => {
    const { acme } = await registered();
    const deactivated = await acme.post(acme.kid!, { status: 'deactivated' });
    expect(deactivated.body.status).toBe('deactivated');
    const reply = await acme.post(`${acme.base}/new-order`, {
      identifiers: [{ type: 'dns', value: names[0] }],
    });
    expect(problemType(reply)).toBe('unauthorized');
  });
});

describe('clean-up job', () => {
  it('purges expired nonces', async () => {
    const nonce = String(
      (await ctx.app.inject({ method: 'HEAD', url: '/acme/new-nonce' })).headers['replay-nonce'],
    );
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 2 * 3600_000));
    try {
      const done = await ctx.app.portal.acmeServer.cleanUp();
      expect(done.nonces).toBeGreaterThan(0);
      const left = await ctx.handle.db.select().from(acmeNonces).where(eq(acmeNonces.value, nonce));
      expect(left).toHaveLength(0);
    } finally {
      ctx.clock.set(new Date(ctx.clock.now().getTime() - 2 * 3600_000));
    }
  });
});
