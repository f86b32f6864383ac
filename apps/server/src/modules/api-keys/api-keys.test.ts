// API keys (issue 14, B9): reset, masked read-back, Bearer calls within the key's scope and its account's rights,
// the per-key rate limit, and the customer OpenAPI document.
import { randomInt } from 'node:crypto';
import { ErrorCode, ROUTES, type AccessKeyInfo } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, apiKeys, auditEvents } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/crypto.js';
import {
  createTestContext,
  PASSWORD,
  signedInClient,
  uniqueEmail,
  type TestClient,
  type TestContext,
} from '../../test/harness.js';
import { okMsg } from '../../test/purchase.js';
import { createSharedCounts } from '../shared-state/shared-counts.js';
import { customerRoutes, type OpenApiDocument } from './customer-openapi.js';
import { createKeyRateLimiter } from './key-rate-limiter.js';
import { OPENAPI_EXAMPLES } from './openapi-examples.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ apiKeyRateLimit: { max: 1000 } });
});
afterAll(() => ctx?.close());

async function resetKey(client: TestClient, scope?: string): Promise<string> {
  const answer = await client.get<string>(`/api/access_key/reset${scope ? `?scope=${scope}` : ''}`);
  expect(answer.status).toBe(200);
  return answer.body.msg;
}

/** A caller with nothing but the key: no cookie, no CSRF header. */
function withKey(key: string, method: 'GET' | 'POST' | 'PUT', url: string, json?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${key}` },
    ...(json === undefined ? {} : { payload: json as object }),
  });
}

const contact = { firstName: 'Ada', lastName: 'Lovelace', telephone: '+44 20 7946 0958' };

describe('key reset and read-back', () => {
  it('answers a new key once as msg itself (the spec); only its masked form is read back', async () => {
    const { client } = await signedInClient(ctx);
    const none = await client.get<string>('/api/access_key');
    expect(none.body).toEqual({ code: 0, msg: '' });
    const noneInfo = await client.get<AccessKeyInfo>('/api/access_key/info');
    expect(noneInfo.body.msg).toEqual({ hasKey: false, scope: 'read', createdAt: null, lastUsedAt: null });

    const reset = await client.get<string>('/api/access_key/reset?scope=orders');
    expect(reset.status).toBe(200);
    const key = reset.body.msg;
    expect(typeof key).toBe('string');
    expect(key).toMatch(/^pk_[A-Za-z0-9_-]{43,}$/);

    const read = await client.get<string>('/api/access_key');
    expect(read.text).not.toContain(key.slice(3, -4));
    expect(read.body).toEqual({ code: 0, msg: `pk_…${key.slice(-4)}` });
    const info = await client.get<AccessKeyInfo>('/api/access_key/info');
    expect(info.text).not.toContain(key.slice(3, -4));
    expect(info.body.msg).toMatchObject({ hasKey: true, scope: 'orders', lastUsedAt: null });
    expect(info.body.msg.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // The database holds the keyed hash, never the key.
    const profile = await client.get<{ uid: string; email: string }>('/api/account/profile');
    const [row] = await ctx.handle.db
      .select()
      .from(apiKeys)
      .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
      .where(eq(accounts.email, profile.body.msg.email));
    expect(row!.api_keys.keyHash).not.toContain(key);
    expect(JSON.stringify(row)).not.toContain(key.slice(3));

    // A use shows as last used.
    expect((await withKey(key, 'GET', '/api/islogin')).json()).toEqual({ code: 0, msg: true });
    const used = await client.get<AccessKeyInfo>('/api/access_key/info');
    expect(used.body.msg.lastUsedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // The reset is in the audit log, with the masked key only.
    const [audit] = await ctx.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.accountId, row!.accounts.id), eq(auditEvents.activity, 'apiKey.reset')));
    expect(audit?.details).toMatchObject({ scope: 'orders', key: `pk_…${key.slice(-4)}` });
  });

  it('refuses the old key at once after a reset, and a wrong key, with 401 in the envelope', async () => {
    const { client } = await signedInClient(ctx);
    const first = await resetKey(client, 'read');
    expect((await withKey(first, 'GET', '/api/account/profile')).statusCode).toBe(200);
    const second = await resetKey(client);
    expect(second).not.toBe(first);
    const old = await withKey(first, 'GET', '/api/account/profile');
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({
      code: ErrorCode.notLoggedIn,
      msg: expect.stringContaining('API key'),
    });
    // The new key keeps the scope chosen before.
    expect((await client.get<AccessKeyInfo>('/api/access_key/info')).body.msg.scope).toBe('read');
    expect((await withKey(second, 'GET', '/api/account/profile')).statusCode).toBe(200);

    for (const wrong of [`pk_${'A'.repeat(43)}`, 'not-a-key', '']) {
      const answer = await withKey(wrong, 'GET', '/api/islogin');
      expect(answer.statusCode, wrong).toBe(401);
      expect(answer.json().code).toBe(ErrorCode.notLoggedIn);
    }
  });

  it('does not fall back to the session cookie when the Bearer key is wrong', async () => {
    const { client } = await signedInClient(ctx);
    const answer = await client.get('/api/account/profile', {
      headers: { authorization: `Bearer pk_${'B'.repeat(43)}` },
    });
    expect(answer.status).toBe(401);
  });

  it("refuses a disabled account's key", async () => {
    const { client, email } = await signedInClient(ctx);
    const key = await resetKey(client, 'full');
    await ctx.handle.db.update(accounts).set({ status: 'disabled' }).where(eq(accounts.email, email));
    await new Promise((resolve) => setTimeout(resolve, 950)); // past the resolved-key cache (900 ms)
    expect((await withKey(key, 'GET', '/api/islogin')).statusCode).toBe(401);
  });

  it('changes the scope with PUT access_key/scope, effective at once', async () => {
    const { client } = await signedInClient(ctx);
    expect((await client.put('/api/access_key/scope', { json: { scope: 'full' } })).status).toBe(404);
    const key = await resetKey(client, 'read');
    expect((await withKey(key, 'POST', '/api/contact', contact)).statusCode).toBe(403);
    const changed = await client.put<AccessKeyInfo>('/api/access_key/scope', { json: { scope: 'orders' } });
    expect(changed.body.msg).toMatchObject({ hasKey: true, scope: 'orders' });
    expect((await withKey(key, 'POST', '/api/contact', contact)).statusCode).toBe(200);
    const invalid = await client.put('/api/access_key/scope', { json: { scope: 'root' } });
    expect(invalid.status).toBe(400);
  });

  it('lets only a main account manage keys: a sub-user gets 403', async () => {
    const { client: main, email } = await signedInClient(ctx);
    const [owner] = await ctx.handle.db.select().from(accounts).where(eq(accounts.email, email));
    const subEmail = uniqueEmail('sub');
    await ctx.handle.db.insert(accounts).values({
      uid: `sub${randomInt(1e9)}`,
      email: subEmail,
      passwordHash: await hashPassword(PASSWORD),
      role: 'finance',
      parentId: owner!.id,
    });
    const sub = ctx.client();
    expect((await sub.post('/api/login', { form: { email: subEmail, password: PASSWORD } })).body.code).toBe(
      0,
    );
    for (const [method, url] of [
      ['GET', '/api/access_key'],
      ['GET', '/api/access_key/info'],
      ['GET', '/api/access_key/reset'],
    ] as const) {
      const answer = await sub.call(method, url);
      expect(answer.status, url).toBe(403);
      expect(answer.body.code).toBe(ErrorCode.forbidden);
    }
    expect((await sub.put('/api/access_key/scope', { json: { scope: 'full' } })).status).toBe(403);
    expect((await main.get('/api/access_key')).status).toBe(200);
  });

  it('needs the CSRF header for a reset from the browser (a GET that changes state)', async () => {
    const { client } = await signedInClient(ctx);
    const answer = await client.get('/api/access_key/reset', { csrf: false });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe(ErrorCode.csrf);
  });
});

describe('Bearer calls within the scope', () => {
  it('scope orders: a state-changing call works without cookie or CSRF header; payments are refused', async () => {
    const { client } = await signedInClient(ctx);
    const key = await resetKey(client, 'orders');
    const created = await withKey(key, 'POST', '/api/contact', contact);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ code: 0, msg: { firstName: 'Ada' } });
    expect((await withKey(key, 'GET', '/api/orders')).statusCode).toBe(200);
    // The write (a module registered before the audit module) is in the team's log; the read is not. (The record
    // is written after the answer.)
    const activities = async () =>
      okMsg<{ list: { activity: string }[] }>(await client.get('/api/log?pageSize=100')).list.map(
        (row) => row.activity,
      );
    await expect.poll(activities).toContain('API key call: POST /api/contact');
    expect((await activities()).filter((activity) => activity.startsWith('API key call'))).toEqual([
      'API key call: POST /api/contact',
    ]);
    for (const [method, url, body] of [
      ['POST', '/api/orders/payment/create', { ordersID: [1] }],
      ['GET', '/api/payments', undefined],
      ['POST', '/api/payments/topup', {}],
    ] as const) {
      const answer = await withKey(key, method, url, body);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().code).toBe(ErrorCode.forbidden);
    }
  });

  it('scope read: reads, but 403 on POST contact and on paying', async () => {
    const { client } = await signedInClient(ctx);
    const key = await resetKey(client, 'read');
    expect((await withKey(key, 'GET', '/api/orders')).statusCode).toBe(200);
    expect((await withKey(key, 'GET', '/api/payments')).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/api/contact', contact],
      ['POST', '/api/orders/payment/create', { ordersID: [1] }],
      ['POST', '/api/event/create', {}],
    ] as const) {
      const answer = await withKey(key, method, url, body);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().code).toBe(ErrorCode.forbidden);
    }
  });

  it('scope full: books and payments, but not sub-users, API keys nor the password (browser only)', async () => {
    const { client } = await signedInClient(ctx);
    const key = await resetKey(client, 'full');
    expect((await withKey(key, 'GET', '/api/payments')).statusCode).toBe(200);
    expect((await withKey(key, 'GET', '/api/order/invoices')).statusCode).toBe(200);
    const profile = (await withKey(key, 'GET', '/api/account/profile')).json();
    expect(profile.msg.capabilities).toContain('pay');
    expect(profile.msg.capabilities).not.toContain('team.manage');
    expect(profile.msg.capabilities).not.toContain('apiKeys.manage');
    for (const [method, url, body] of [
      ['GET', '/api/access_key', undefined],
      ['GET', '/api/access_key/reset', undefined],
      ['PUT', '/api/access_key/scope', { scope: 'read' }],
      ['GET', '/api/sub-accounts', undefined],
      ['PUT', '/api/password/modify', { oldPassword: PASSWORD, password: 'another pass 123' }],
    ] as const) {
      const answer = await withKey(key, method, url, body);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().code).toBe(ErrorCode.forbidden);
    }
  });
});

describe('per-key rate limit', () => {
  it('answers 429 in the envelope past the limit, with Retry-After', async () => {
    const limited = await createTestContext({ apiKeyRateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const { client } = await signedInClient(limited);
      const key = (await client.get<string>('/api/access_key/reset?scope=read')).body.msg;
      const call = () =>
        limited.app.inject({ url: '/api/islogin', headers: { authorization: `Bearer ${key}` } });
      for (let i = 0; i < 3; i += 1) expect((await call()).statusCode).toBe(200);
      const refused = await call();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe(ErrorCode.tooManyRequests);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The browser session of the same account is not counted against the key.
      expect((await client.get('/api/islogin')).status).toBe(200);
      limited.clock.advance(61_000);
      expect((await call()).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('shares the count across processes through the database, within a second', async () => {
    const accountId = 1e12 + randomInt(1e9);
    const limit = { max: 4, windowMs: 60_000 };
    const shared = createSharedCounts(ctx.handle.db);
    const a = createKeyRateLimiter(limit, ctx.clock, shared);
    const b = createKeyRateLimiter(limit, ctx.clock, shared);
    expect(await a.hit(accountId)).toBe(0); // synced: 1
    expect(await b.hit(accountId)).toBe(0); // synced: 2
    expect(await a.hit(accountId)).toBe(0); // A: 2 known + 1 pending
    ctx.clock.advance(1_000);
    expect(await a.hit(accountId)).toBe(0); // A syncs its 2: 4
    ctx.clock.advance(1_000);
    expect(await b.hit(accountId)).toBeGreaterThan(0); // B syncs: 5 > 4
  });
});

describe('customer OpenAPI document', () => {
  let doc: OpenApiDocument;
  beforeAll(async () => {
    const { client } = await signedInClient(ctx);
    const answer = await client.get('/api/document/open_api/download');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="portal-openapi.json"');
    doc = JSON.parse(answer.text) as OpenApiDocument;
  });

  it('is an OpenAPI 3 document with the bearer scheme on every non-public call', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    const components = doc.components as {
      securitySchemes: Record<string, unknown>;
      schemas: Record<string, unknown>;
      responses: Record<string, unknown>;
    };
    expect(components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(components.securitySchemes)).toEqual(['bearerAuth', 'deliveryToken']);
    const methods = new Set(['get', 'post', 'put', 'delete', 'patch']);
    for (const [path, operations] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\//);
      for (const [method, op] of Object.entries(operations)) {
        expect(methods.has(method), `${method} ${path}`).toBe(true);
        expect(op.responses, `${method} ${path}`).toBeTypeOf('object');
        expect(op.responses).toHaveProperty('200');
        const can = op['x-capability'];
        // The delivery download takes an order's delivery token instead of the key (docs/domain/delivery.md).
        const expected = path.startsWith('/deliver/')
          ? [{ deliveryToken: [] }]
          : can === 'public'
            ? []
            : [{ bearerAuth: [] }];
        expect(op.security, `${method} ${path}`).toEqual(expected);
        // Each path parameter is declared.
        for (const name of path.match(/\{(\w+)\}/g) ?? []) {
          const params = (op.parameters as { in: string; name: string }[] | undefined) ?? [];
          expect(
            params.some((p) => p.in === 'path' && `{${p.name}}` === name),
            `${path} ${name}`,
          ).toBe(true);
        }
      }
    }
    // Every $ref points at something in the document.
    const text = JSON.stringify(doc);
    for (const [, ref] of text.matchAll(/"\$ref":"#\/([^"]+)"/g)) {
      const target = ref!
        .split('/')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], doc);
      expect(target, ref).toBeDefined();
    }
  });

  it('lists every customer route of the table the app serves, with its capability, and nothing else', async () => {
    // The app's own document: every route it registered (a table entry whose module is not in this build is not).
    const served = (await ctx.app.inject('/api/openapi.json')).json<OpenApiDocument>();
    const isServed = (r: { path: string; method: string }) => served.paths[r.path]?.[r.method] !== undefined;
    const expected = customerRoutes()
      .filter(isServed)
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    const listed = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`))
      .sort();
    expect(listed).toEqual(expected);
    for (const { key, path, method, route } of customerRoutes().filter(isServed))
      expect(doc.paths[path]![method]!['x-capability'], key).toBe(route.can);
    expect(listed.some((l) => /\/ops|webhook|openapi\.json|dcv\/approve/.test(l))).toBe(false);
    expect(listed.length).toBeGreaterThan(70);
    // Held back from the document: the operator console's calls (capability ops) and exactly the four no
    // integration makes (a payment provider's and an upstream CA's webhooks, the approver's e-mail link). Issue 34
    // hid 8 /domains… calls here for a renderer's limit (swagger-ui's virtualised list, docs/domain/api-keys.md);
    // a call held back for any such reason again fails this list.
    const heldBack = (Object.entries(ROUTES) as [string, { path: string; method: string; can: string }][])
      .filter(([, route]) => route.can !== 'ops')
      .map(([key, route]) => ({
        key,
        path: route.path.replace(/:(\w+)/g, '{$1}'),
        method: route.method.toLowerCase(),
      }))
      .filter((r) => isServed(r) && doc.paths[r.path]?.[r.method] === undefined)
      .map((r) => r.key)
      .sort();
    expect(heldBack).toEqual(['dcvApprove', 'dcvApprovePage', 'paypalWebhook', 'upstreamWebhook']);
    expect(listed).toEqual(expect.arrayContaining(['get /domains', 'post /domains/connectors']));
  });

  it('documents the error envelope and codes, and examples that match the contract', () => {
    const description = String(doc.info.description);
    for (const [name, code] of Object.entries(ErrorCode))
      if (code !== 0) expect(description, name).toContain(`| ${code} |`);
    const orders = doc.paths['/orders']!.get!;
    expect(orders.responses).toHaveProperty('401');
    expect(orders.responses).toHaveProperty('429');
    for (const [key, example] of Object.entries(OPENAPI_EXAMPLES)) {
      const route = ROUTES[key as keyof typeof ROUTES] as {
        answer?: { parse(v: unknown): unknown };
        body?: { parse(v: unknown): unknown };
      };
      expect(() => route.answer!.parse(example.answer), key).not.toThrow();
      if (example.body !== undefined) expect(() => route.body!.parse(example.body), key).not.toThrow();
      const path = ROUTES[key as keyof typeof ROUTES].path.replace(/:(\w+)/g, '{$1}');
      const method = ROUTES[key as keyof typeof ROUTES].method.toLowerCase();
      const ok = (
        doc.paths[path]![method]!.responses as Record<
          string,
          { content: Record<string, { example: unknown }> }
        >
      )['200']!;
      expect(ok.content['application/json']!.example, key).toEqual({ code: 0, msg: example.answer });
    }
    expect(Object.keys(OPENAPI_EXAMPLES)).toEqual(
      expect.arrayContaining([
        'orders',
        'orderDetail',
        'certs',
        'accessKey',
        'accessKeyReset',
        'accessKeyInfo',
      ]),
    );
  });

  // Issue 31: the API reference of the API tokens page in the reader's language; paths, names and code unchanged.
  it("says its descriptive texts in the caller's language, with the same paths, names and examples", async () => {
    const { client } = await signedInClient(ctx);
    okMsg(await client.put('/api/i18n/language', { json: { lang: 'zh-cn' } }));
    const answer = await client.get('/api/document/open_api/download');
    expect(answer.status).toBe(200);
    const zh = JSON.parse(answer.text) as OpenApiDocument;
    type Described = { description: string };
    const responses = (d: OpenApiDocument) =>
      (d.components as { responses: Record<string, Described> }).responses;
    const schemes = (d: OpenApiDocument) =>
      (d.components as { securitySchemes: Record<string, Described> }).securitySchemes;
    expect(zh.info.title).toBe('证书门户 API');
    expect(String(zh.info.description)).toContain('**身份验证。**');
    expect(String(zh.info.description)).not.toContain('Authentication');
    expect(String(zh.info.description)).toContain('`Authorization: Bearer pk_…`');
    expect(responses(zh).NotFound!.description).toBe('记录不存在或不属于该账户（代码 1004）。');
    expect(schemes(zh).bearerAuth!.description).toBe('账户 API 密钥：`Authorization: Bearer pk_…`。');
    const deliver = zh.paths['/deliver/{orderID}/{format}']!.get!;
    expect(String(deliver.description)).toMatch(/^供服务器获取订单的当前证书/);
    expect(String(deliver.description)).toContain('`X-PFX-Password`');
    // What is not prose stays as it is: the same calls, parameters and examples in both languages.
    expect(Object.keys(zh.paths)).toEqual(Object.keys(doc.paths));
    const orders = (d: OpenApiDocument) => d.paths['/orders']!.get!;
    expect(orders(zh).parameters).toEqual(orders(doc).parameters);
    expect(orders(zh).responses['200' as never]).toMatchObject({
      description: expect.stringMatching(/^成功/),
    });
    // No English default left in either language.
    expect(answer.text).not.toContain('Default Response');
    expect(JSON.stringify(doc)).not.toContain('Default Response');
    expect(responses(doc).NotFound!.description).toBe(
      'The record does not exist or is not the account’s (code 1004).',
    );
  });

  it('is refused to a visitor and answered to a key', async () => {
    expect((await ctx.client().get('/api/document/open_api/download')).status).toBe(401);
    const { client } = await signedInClient(ctx);
    const key = await resetKey(client, 'read');
    const answer = await withKey(key, 'GET', '/api/document/open_api/download');
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body).components.securitySchemes.bearerAuth.scheme).toBe('bearer');
  });
});
