// Delivery tokens (issue 21, B4; docs/domain/delivery.md) through app.inject(): the owner makes, lists and revokes
// an order's tokens; a server fetches the order's current certificate with one (also after a reissue and a renewal
// order), the key only with that right; tokens are hashed, rate limited, and every use is in the audit log.
import { X509Certificate } from 'node:crypto';
import { ErrorCode, type AuditLogRow, type AuthInfoItem } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryTokens, orders } from '../../db/schema/index.js';
import { createSharedCounts } from '../shared-state/shared-counts.js';
import { createDeliveryCounter } from './delivery-limits.js';
import { makeSubUser } from '../../test/books.js';
import { startDcvTestContext, submittedOrder, type DcvTestContext } from '../../test/dcv-context.js';
import { createTestContext, signedInClient, type TestClient, type TestContext } from '../../test/harness.js';
import { creditFunds, okMsg, payByBalance, placeOrder } from '../../test/purchase.js';

interface Created {
  id: number;
  orderID: number;
  name: string;
  hint: string;
  includeKey: boolean;
  state: string;
  token: string;
  url: string;
  createdBy: string;
  lastUsedAt: string | null;
}
interface Listed {
  list: Omit<Created, 'token' | 'url'>[];
  max: number;
  url: string;
}

let peers: DcvTestContext;
let ctx: TestContext;

beforeAll(async () => {
  peers = await startDcvTestContext();
  ctx = peers.ctx;
}, 60_000);
afterAll(() => peers?.close());

/** An issued order of a new account: paid, submitted, its TXT records published, authorised. */
async function issuedOrder(domains: string, client?: TestClient) {
  const owner = client ? undefined : await submittedOrder(ctx, { domains });
  let id: number;
  let info: AuthInfoItem[];
  let email: string;
  let who: TestClient;
  if (owner) {
    ({ id, info, email, client: who } = owner);
  } else {
    who = client!;
    email = (await who.get<{ email: string }>('/api/account/profile')).body.msg.email;
    id = await placeOrder(who, { domains });
    await creditFunds(ctx, email, '1000.00');
    okMsg(await payByBalance(who, id));
    okMsg(await who.get(`/api/order/commit?id=${id}`));
    info = okMsg<AuthInfoItem[]>(await who.get(`/api/order/authInfo/${id}`));
  }
  for (const item of info) peers.dns.setRecords(item.authKey, { txt: [[item.authValue]] });
  expect(okMsg<{ status: number }>(await who.get(`/api/order/authz/${id}`)).status).toBe(3);
  return { client: who, id, email };
}

const create = (client: TestClient, orderID: number, name: string, includeKey = false) =>
  client.post<Created>('/api/order/delivery_token', { json: { orderID, name, includeKey } });

/** A server's call: the token as bearer, nothing else (no cookie, no CSRF header). */
function deliver(
  path: string,
  token: string | undefined,
  headers: Record<string, string> = {},
  remoteAddress = '198.51.100.7',
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/deliver/${path}`,
    remoteAddress,
    headers: { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...headers },
  });
}

const current = (client: TestClient, id: number) =>
  client.get<{ cert: string; key: string; sha1: string }>(`/api/order/cert/${id}`).then((r) => okMsg(r));

const leafOf = (pem: string) =>
  `${/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(pem)![0]}\n`;
const blocks = (pem: string) =>
  pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];

async function auditLog(client: TestClient): Promise<AuditLogRow[]> {
  return okMsg<{ list: AuditLogRow[] }>(await client.get('/api/log?page=1&pageSize=100')).list;
}

describe('delivery tokens', () => {
  it('makes a token shown once, lists it without the secret, and stores only its keyed hash', async () => {
    const { client, id } = await issuedOrder('make.delivery-test.com');
    const made = okMsg(await create(client, id, '  web01 nginx  '));
    expect(made.token).toMatch(/^dt_[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({
      orderID: id,
      name: 'web01 nginx',
      includeKey: false,
      state: 'active',
      hint: `dt_…${made.token.slice(-4)}`,
      url: `http://portal.test/api/deliver/${id}`,
      lastUsedAt: null,
    });
    const listed = await client.get<Listed>(`/api/order/delivery_tokens?orderID=${id}`);
    expect(okMsg(listed)).toMatchObject({ max: 10, url: `http://portal.test/api/deliver/${id}` });
    expect(okMsg(listed).list).toEqual([expect.objectContaining({ id: made.id, name: 'web01 nginx' })]);
    expect(listed.text).not.toContain(made.token);
    expect(listed.text).not.toContain(made.token.slice(3, 20));
    const [row] = await ctx.handle.db.select().from(deliveryTokens).where(eq(deliveryTokens.id, made.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(made.token.slice(3));

    // A name is required and at most 64 characters.
    expect((await create(client, id, '   ')).status).toBe(400);
    expect((await create(client, id, 'x'.repeat(65))).status).toBe(400);
    // Not an order of the caller's: 404, as any other record.
    expect((await create(client, 999_999_999, 'nope')).status).toBe(404);
  });

  it('answers pem and fullchain of the current certificate, the key only with the right, and follows a reissue', async () => {
    const { client, id } = await issuedOrder('www.follow.delivery-test.com');
    const plain = okMsg(await create(client, id, 'no key'));
    const withKey = okMsg(await create(client, id, 'with key', true));
    const before = await current(client, id);

    const pem = await deliver(`${id}/pem`, plain.token);
    expect(pem.statusCode).toBe(200);
    expect(pem.headers['content-type']).toContain('application/x-pem-file');
    expect(pem.headers['content-disposition']).toMatch(
      /^attachment; filename="www\.follow\.delivery-test\.com-\d{4}-\d{2}-\d{2}\.pem"$/,
    );
    expect(pem.headers['cache-control']).toBe('no-store');
    expect(pem.headers['x-certificate-sha1']).toBe(before.sha1);
    expect(blocks(pem.body)).toHaveLength(1);
    expect(pem.body).toBe(leafOf(before.cert));
    expect(new X509Certificate(pem.body).fingerprint.replace(/:/g, '').toLowerCase()).toBe(before.sha1);

    const fullchain = await deliver(`${id}/fullchain`, plain.token);
    expect(fullchain.statusCode).toBe(200);
    expect(blocks(fullchain.body)).toEqual(blocks(before.cert));
    expect(blocks(fullchain.body).length).toBeGreaterThan(1);

    // The key: refused without the right (and nothing of it in the answer), given with it.
    const refused = await deliver(`${id}/key`, plain.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: ErrorCode.deliveryKeyNotAllowed });
    expect(refused.body).not.toContain('PRIVATE KEY');
    expect((await deliver(`${id}/pfx`, plain.token, { 'x-pfx-password': 'secret1' })).statusCode).toBe(403);
    const key = await deliver(`${id}/key`, withKey.token);
    expect(key.statusCode).toBe(200);
    expect(key.body.trim()).toBe(before.key.trim());

    // PKCS#12: the password in its header (never the query), required.
    const noPassword = await deliver(`${id}/pfx`, withKey.token);
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({ code: ErrorCode.invalidParams });
    const pfx = await deliver(`${id}/pfx`, withKey.token, { 'x-pfx-password': 'correct horse' });
    expect(pfx.statusCode).toBe(200);
    expect(pfx.headers['content-type']).toBe('application/x-pkcs12');
    expect(pfx.rawPayload[0]).toBe(0x30); // a DER SEQUENCE
    expect(pfx.rawPayload.length).toBeGreaterThan(500);

    // Reissue with a new key made online: the same tokens now answer the new certificate and the new key.
    const reissue = okMsg<{ id: string; status: number }>(
      await client.post(`/api/order/reissue/${id}`, {
        json: { csrFrom: 'online', domains: 'www.follow.delivery-test.com', keyAlgorithm: 'ECDSAP256' },
      }),
    );
    expect(reissue.status).toBe(3);
    const after = await current(client, id);
    expect(after.sha1).not.toBe(before.sha1);
    const fresh = await deliver(`${id}/fullchain`, plain.token);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['x-certificate-sha1']).toBe(after.sha1);
    expect(blocks(fresh.body)).toEqual(blocks(after.cert));
    const freshKey = await deliver(`${id}/key`, withKey.token);
    expect(freshKey.body.trim()).toBe(after.key.trim());
    expect(freshKey.body.trim()).not.toBe(before.key.trim());

    // The list shows when and from where each token was last used.
    const list = okMsg(await client.get<Listed>(`/api/order/delivery_tokens?orderID=${id}`)).list;
    expect(list.find((t) => t.id === plain.id)).toMatchObject({
      lastUsedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      lastUsedIp: '198.51.100.7',
    });

    // Every use is in the account's audit log: answered and refused, with name, format and address.
    const log = await auditLog(client);
    const fetched = log.filter((e) => e.action === 'delivery.fetch');
    expect(fetched.length).toBe(6);
    expect(fetched[0]).toMatchObject({
      ip: '198.51.100.7',
      activity: `Delivery token “with key” fetched key of order ${id}`,
    });
    expect(fetched[0]!.message).toContain(`SHA-1: ${after.sha1}`);
    const refusedEntries = log.filter((e) => e.action === 'delivery.refused');
    expect(refusedEntries.map((e) => e.activity)).toEqual([
      `Delivery token “with key” was refused pfx of order ${id}: no PFX password`,
      `Delivery token “no key” was refused pfx of order ${id}: token without the private-key right`,
      `Delivery token “no key” was refused key of order ${id}: token without the private-key right`,
    ]);
    expect(log.filter((e) => e.action === 'delivery.tokenCreate')).toHaveLength(2);
  });

  it('stops a revoked token at once (401 like an unknown one); the list keeps it as revoked', async () => {
    const { client, id } = await issuedOrder('revoke.delivery-test.com');
    const made = okMsg(await create(client, id, 'to revoke'));
    expect((await deliver(`${id}/pem`, made.token)).statusCode).toBe(200);
    const revoked = await client.call<Created>('DELETE', `/api/order/delivery_token/${made.id}`);
    expect(okMsg(revoked)).toMatchObject({ id: made.id, state: 'revoked', revokedAt: expect.any(String) });
    const after = await deliver(`${id}/pem`, made.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: ErrorCode.deliveryTokenInvalid });
    expect(after.headers['www-authenticate']).toBe('Bearer realm="certificate delivery"');
    const unknown = await deliver(`${id}/pem`, `dt_${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(after.json());
    // Revoking again changes nothing; the list still shows it.
    expect(okMsg(await client.call<Created>('DELETE', `/api/order/delivery_token/${made.id}`)).state).toBe(
      'revoked',
    );
    const list = okMsg(await client.get<Listed>(`/api/order/delivery_tokens?orderID=${id}`)).list;
    expect(list).toEqual([expect.objectContaining({ id: made.id, state: 'revoked' })]);
    const log = await auditLog(client);
    expect(log.filter((e) => e.action === 'delivery.tokenRevoke')).toHaveLength(1);
    expect(log.find((e) => e.action === 'delivery.refused')?.activity).toBe(
      `Delivery token “to revoke” was refused pem of order ${id}: token revoked`,
    );
  });

  it("gives no access across accounts: another order's id, another account's calls, cookies and API keys", async () => {
    const a = await issuedOrder('a.cross.delivery-test.com');
    const b = await issuedOrder('b.cross.delivery-test.com');
    const tokenA = okMsg(await create(a.client, a.id, 'A', true)).token;
    const tokenB = okMsg(await create(b.client, b.id, 'B', true));

    // A's token on B's order: the same 401 as an unknown token, nothing of B's.
    const wrong = await deliver(`${b.id}/pem`, tokenA);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual((await deliver(`${b.id}/pem`, `dt_${'B'.repeat(43)}`)).json());
    expect(wrong.body).not.toContain('b.cross');
    // The refusal is in A's log (the token's), never in B's.
    expect((await auditLog(a.client)).some((e) => e.action === 'delivery.refused')).toBe(true);
    expect((await auditLog(b.client)).some((e) => e.action === 'delivery.refused')).toBe(false);

    // A may not list, make or revoke B's tokens (404, as any record of another account).
    expect((await a.client.get(`/api/order/delivery_tokens?orderID=${b.id}`)).status).toBe(404);
    expect((await create(a.client, b.id, 'mine now', true)).status).toBe(404);
    expect((await a.client.call('DELETE', `/api/order/delivery_token/${tokenB.id}`)).status).toBe(404);
    expect((await deliver(`${b.id}/pem`, tokenB.token)).statusCode).toBe(200);

    // The download counts nothing but the token: not B's own session cookie, not B's API key.
    const cookieOnly = await b.client.get(`/api/deliver/${b.id}/pem`);
    expect(cookieOnly.status).toBe(401);
    expect(cookieOnly.body.code).toBe(ErrorCode.deliveryTokenInvalid);
    const apiKey = okMsg<string>(await b.client.get('/api/access_key/reset?scope=full'));
    const withKey = await deliver(`${b.id}/pem`, apiKey);
    expect(withKey.statusCode).toBe(401);
    expect(withKey.json()).toMatchObject({ code: ErrorCode.deliveryTokenInvalid });
    // Without any Authorization header, or another scheme.
    expect((await deliver(`${b.id}/pem`, undefined)).statusCode).toBe(401);
    expect(
      (await deliver(`${b.id}/pem`, undefined, { authorization: `Basic ${tokenB.token}` })).statusCode,
    ).toBe(401);
    // A full API key may manage tokens like the main account.
    const viaKey = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/delivery_token',
      headers: { authorization: `Bearer ${apiKey}` },
      payload: { orderID: b.id, name: 'by key' },
    });
    expect(viaKey.json()).toMatchObject({ code: 0, msg: { name: 'by key' } });
  });

  it('refuses role sale; finance manages tokens of its main account', async () => {
    const { client: owner, id, email: ownerEmail } = await issuedOrder('team.delivery-test.com');
    const sale = await signedInClient(ctx);
    await makeSubUser(ctx, sale.client, sale.email, ownerEmail, 'sale');
    const refused = await create(sale.client, id, 'sale token');
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('Your role or API key may not make, list or revoke delivery tokens');
    expect((await sale.client.get(`/api/order/delivery_tokens?orderID=${id}`)).status).toBe(403);

    const finance = await signedInClient(ctx);
    await makeSubUser(ctx, finance.client, finance.email, ownerEmail, 'finance');
    const made = okMsg(await create(finance.client, id, 'finance token'));
    expect(made.createdBy).toBe(finance.email);
    expect((await deliver(`${id}/pem`, made.token)).statusCode).toBe(200);
    // The owner sees it, and its uses are logged with finance as the actor.
    expect(okMsg(await owner.get<Listed>(`/api/order/delivery_tokens?orderID=${id}`)).list[0]).toMatchObject({
      name: 'finance token',
      createdBy: finance.email,
    });
    const fetch = (await auditLog(owner)).find((e) => e.action === 'delivery.fetch');
    expect(fetch).toMatchObject({ email: finance.email });
    expect((await sale.client.call('DELETE', `/api/order/delivery_token/${made.id}`)).status).toBe(403);
    expect(okMsg(await owner.call<Created>('DELETE', `/api/order/delivery_token/${made.id}`)).state).toBe(
      'revoked',
    );
  });

  it('follows a renewal order: the first order’s token answers the renewal’s certificate once it is issued', async () => {
    const { client, id } = await issuedOrder('renewal.delivery-test.com');
    const made = okMsg(await create(client, id, 'renewing', true));
    const first = await current(client, id);
    const renewal = okMsg<{ id: number }>(await client.put(`/api/orders/renew/${id}`));
    expect(renewal.id).not.toBe(id);
    // Not paid and not issued yet: the token still answers the first order's certificate.
    expect((await deliver(`${id}/pem`, made.token)).headers['x-certificate-sha1']).toBe(first.sha1);
    okMsg(await payByBalance(client, renewal.id));
    okMsg(await client.get(`/api/order/commit?id=${renewal.id}`));
    const info = okMsg<AuthInfoItem[]>(await client.get(`/api/order/authInfo/${renewal.id}`));
    for (const item of info) peers.dns.setRecords(item.authKey, { txt: [[item.authValue]] });
    expect(okMsg<{ status: number }>(await client.get(`/api/order/authz/${renewal.id}`)).status).toBe(3);
    const renewed = await current(client, renewal.id);

    const answer = await deliver(`${id}/fullchain`, made.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-certificate-sha1']).toBe(renewed.sha1);
    expect(blocks(answer.body)).toEqual(blocks(renewed.cert));
    // Also once the first order's term has ended (status 9, expired).
    await ctx.handle.db.update(orders).set({ status: 9 }).where(eq(orders.id, id));
    expect((await deliver(`${id}/pem`, made.token)).headers['x-certificate-sha1']).toBe(renewed.sha1);
    const log = await auditLog(client);
    expect(log.find((e) => e.action === 'delivery.fetch')?.activity).toBe(
      `Delivery token “renewing” fetched pem of order ${id} (the certificate of its renewal order ${renewal.id})`,
    );
  });

  it('answers 409 before issuance and 403 once the order is closed; the list shows it closed', async () => {
    const { client, email } = await signedInClient(ctx);
    const waiting = await placeOrder(client, { domains: 'waiting.delivery-test.com' });
    const early = okMsg(await create(client, waiting, 'early'));
    const notYet = await deliver(`${waiting}/pem`, early.token);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({ code: ErrorCode.orderState });

    await creditFunds(ctx, email, '100.00');
    const { id } = await issuedOrder('closed.delivery-test.com', client);
    const made = okMsg(await create(client, id, 'closing'));
    expect((await deliver(`${id}/pem`, made.token)).statusCode).toBe(200);
    await ctx.handle.db.update(orders).set({ status: 6 }).where(eq(orders.id, id)); // refunded
    const closed = await deliver(`${id}/pem`, made.token);
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toMatchObject({ code: ErrorCode.deliveryOrderClosed });
    const list = okMsg(await client.get<Listed>(`/api/order/delivery_tokens?orderID=${id}`)).list;
    expect(list[0]).toMatchObject({ state: 'closed' });
    // No new token for a closed order.
    const refused = await create(client, id, 'too late');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(ErrorCode.orderState);
  });

  it('allows 10 active tokens per order; a revoked one frees its place', async () => {
    const { client } = await signedInClient(ctx);
    const id = await placeOrder(client, { domains: 'many.delivery-test.com' });
    // Eleven at once: the order's row lock lets exactly ten through.
    const answers = await Promise.all(
      Array.from({ length: 11 }, (_, i) => create(client, id, `server ${i}`)),
    );
    const made = answers.filter((a) => a.status === 200).map((a) => a.body.msg);
    expect(made).toHaveLength(10);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => [a.status, a.body.code])).toEqual([[409, ErrorCode.deliveryTokenLimit]]);
    expect((await create(client, id, 'server 10')).status).toBe(409);
    okMsg(await client.call('DELETE', `/api/order/delivery_token/${made[0]!.id}`));
    okMsg(await create(client, id, 'server 10'));
    const list = okMsg(await client.get<Listed>(`/api/order/delivery_tokens?orderID=${id}`)).list;
    expect(list).toHaveLength(11);
    expect(list.filter((t) => t.state === 'revoked')).toHaveLength(1);
  });
});

describe('delivery rate limits', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({
      deliveryRateLimits: { perToken: 3, failuresPerAddress: 2, windowMs: 60_000 },
    });
  });
  afterAll(() => limited?.close());

  const call = (path: string, token: string, remoteAddress: string) =>
    limited.app.inject({
      method: 'GET',
      url: `/api/deliver/${path}`,
      remoteAddress,
      headers: { authorization: `Bearer ${token}` },
    });

  it('limits calls per token (429 with Retry-After, recorded once) and refused calls per address', async () => {
    const { client } = await signedInClient(limited);
    const id = await placeOrder(client, { domains: 'limit.delivery-test.com' });
    const made = okMsg(await create(client, id, 'busy'));
    // Not issued: 409, but every call counts.
    for (let i = 0; i < 3; i += 1)
      expect((await call(`${id}/pem`, made.token, '203.0.113.1')).statusCode).toBe(409);
    const over = await call(`${id}/pem`, made.token, '203.0.113.2');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: ErrorCode.tooManyRequests });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(`${id}/pem`, made.token, '203.0.113.3')).statusCode).toBe(429);
    const log = okMsg<{ list: AuditLogRow[] }>(await client.get('/api/log?page=1&pageSize=100')).list;
    expect(log.filter((e) => e.message.includes('too many calls'))).toHaveLength(1);
    limited.clock.advance(61_000);
    expect((await call(`${id}/pem`, made.token, '203.0.113.1')).statusCode).toBe(409);

    // Unknown tokens: counted per client address; another address is not affected.
    const unknown = `dt_${'Z'.repeat(43)}`;
    expect((await call(`${id}/pem`, unknown, '203.0.113.9')).statusCode).toBe(401);
    expect((await call(`${id}/pem`, 'not-a-token', '203.0.113.9')).statusCode).toBe(401);
    const blocked = await call(`${id}/pem`, unknown, '203.0.113.9');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(`${id}/pem`, unknown, '203.0.113.10')).statusCode).toBe(401);
    // A good token from the blocked address still works (a shared NAT with one broken server).
    expect((await call(`${id}/pem`, made.token, '203.0.113.9')).statusCode).toBe(409);
  });

  it('counts in the database, so every process of one PostgreSQL sees the same count', async () => {
    const shared = createSharedCounts(limited.handle.db);
    const a = createDeliveryCounter(limited.clock, shared);
    const b = createDeliveryCounter(limited.clock, shared);
    const key = `token|test-${Date.now()}-${Math.random()}`;
    expect((await a.hit(key, 60_000)).hits).toBe(1);
    expect((await b.hit(key, 60_000)).hits).toBe(2);
    const third = await a.hit(key, 60_000);
    expect(third.hits).toBe(3);
    expect(third.msLeft).toBeGreaterThan(0);
    expect(third.msLeft).toBeLessThanOrEqual(60_000);
  });
});
