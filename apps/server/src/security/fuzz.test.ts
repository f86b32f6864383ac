// Property-based fuzzing of every documented call (fast-check): requests built from the route table's paths,
// query parameters and body fields, filled with hostile values, sent as a visitor and as a logged-in customer.
// Every answer is a 2xx-4xx envelope `{code, msg}` — never a 5xx, never a stack trace — and nothing secret reaches
// a log line. CI runs a seeded sample (FUZZ_RUNS, default 400 requests); `FUZZ_RUNS=10000` is the full run.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { CSRF_COOKIE, ErrorCode, REFERRAL_COOKIE, SESSION_COOKIE } from '@portal/contract';
import { translate } from '@portal/i18n';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signedInClient, type TestClient, type TestContext } from '../test/harness.js';
import { placeOrder } from '../test/purchase.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 400);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const SECRET = 'test-secret-key-that-is-long-enough-0123456789';

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query: string[];
  body: string[];
}

/** Values a careless parser trips on: sizes, types, encodings, injections. */
const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    '9007199254740993',
    '99999999999999999999999999',
    'NaN',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '%00',
    '\u0000',
    '\ud800',
    'a'.repeat(5000),
    '2026-02-30',
    '1_1',
    'x_y_z',
  ),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), fc.integer()), { maxKeys: 3 }),
);

/** Text of a value; lone surrogates made well-formed (a URL cannot carry them: the client would throw first). */
const asText = (value: unknown) =>
  (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).toWellFormed();

let ctx: TestContext;
let customer: TestClient;
let operations: Operation[];
const logLines: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext({
    secretKey: SECRET,
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString());
          done();
        },
      }),
    },
  });
  ({ client: customer } = await signedInClient(ctx));
  // A record of the customer's own, so some fuzzed ids hit real rows.
  await placeOrder(customer);
  const doc = (await ctx.app.inject('/api/openapi.json')).json<{
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { name: string; in: string }[];
          requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
        }
      >
    >;
  }>();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase() as Operation['method'],
      path: path.startsWith('/api') ? path : `/api${path}`,
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      body: Object.keys(Object.values(op.requestBody?.content ?? {})[0]?.schema?.properties ?? {}),
    })),
  );
}, 60_000);

afterAll(() => ctx?.close());

describe('fuzzing every documented call', () => {
  it(`answers ${RUNS} hostile requests with 4xx envelopes or success, never 5xx or a trace`, async () => {
    const request = fc.record({
      operation: fc.integer({ min: 0, max: 10_000 }),
      params: fc.array(hostile, { minLength: 4, maxLength: 4 }),
      query: fc.dictionary(fc.string({ maxLength: 4 }), hostile, { maxKeys: 2 }),
      values: fc.array(hostile, { minLength: 12, maxLength: 12 }),
      encoding: fc.constantFrom('json', 'form', 'raw'),
      asCustomer: fc.boolean(),
    });
    const problems: string[] = [];
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const op = operations[r.operation % operations.length]!;
        let i = 0;
        const path = op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(asText(r.params[i++ % 4])));
        const search = new URLSearchParams();
        op.query.forEach((name, k) => search.set(name, asText(r.values[k % 12])));
        for (const [name, value] of Object.entries(r.query)) search.set(name, asText(value));
        const body = Object.fromEntries(op.body.map((name, k) => [name, r.values[(k + 3) % 12]]));
        const headers: Record<string, string> = {};
        let payload: string | undefined;
        if (op.method !== 'GET') {
          if (r.encoding === 'json') {
            headers['content-type'] = 'application/json';
            payload = JSON.stringify(body);
          } else if (r.encoding === 'form') {
            headers['content-type'] = 'application/x-www-form-urlencoded';
            payload = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, asText(v)])).toString();
          } else {
            headers['content-type'] = 'application/json';
            payload = asText(r.values[0]).slice(0, 200);
          }
        }
        const url = `${path}${search.size > 0 ? `?${search.toString()}` : ''}`;
        const client = r.asCustomer ? customer : ctx.client();
        // Through the test client (its cookies, no body), then the same URL with the fuzzed body.
        const answer = await client.call(op.method, url, { headers }).catch((error: unknown) => ({
          status: 599,
          text: String(error),
          body: { code: -1, msg: '' },
          headers: {},
        }));
        const raw =
          payload === undefined
            ? answer
            : await ctx.app
                .inject({
                  method: op.method,
                  url,
                  headers: { ...headers, ...(r.asCustomer ? cookieHeaders(customer) : {}) },
                  payload,
                })
                .then((res) => ({ status: res.statusCode, text: res.body, headers: res.headers }));
        for (const seen of [answer, raw]) {
          const where = `${op.method} ${url.slice(0, 120)}`;
          if (seen.status >= 500) problems.push(`${where}: ${seen.status} ${seen.text.slice(0, 200)}`);
          if (/\n\s+at .+\(.+:\d+:\d+\)/.test(seen.text))
            problems.push(`${where}: stack trace in the answer`);
          const type = String(seen.headers['content-type'] ?? '');
          if (seen.status >= 400 && type.includes('json')) {
            const parsed = JSON.parse(seen.text) as { code?: unknown; msg?: unknown };
            if (typeof parsed.code !== 'number' || parsed.code === 0 || typeof parsed.msg !== 'string')
              problems.push(`${where}: not an error envelope: ${seen.text.slice(0, 200)}`);
          }
        }
        if (problems.length > 0) throw new Error(problems.join('\n'));
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(problems).toEqual([]);
    const logs = logLines.join('');
    expect(logs).not.toContain('PRIVATE KEY');
    expect(logs).not.toContain(SECRET);
  }, 600_000);
});

/** The customer's cookies and CSRF header, for requests sent past the test client. */
function cookieHeaders(client: TestClient): Record<string, string> {
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const csrf = client.jar.get('csrf_token');
  return { cookie, ...(csrf ? { 'x-csrf-token': csrf } : {}) };
}

describe('what the router refuses before any hook', () => {
  it('answers a too-long path parameter and a malformed URL with the 400 envelope, in the asked language', async () => {
    const long = await ctx.app.inject({
      url: `/api/order/info/${'9'.repeat(300)}`,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 1001 });
    expect(long.json<{ msg: string }>().msg).toMatch(/[\u4e00-\u9fff]/);
    const malformed = await ctx.app.inject({ url: '/api/order/info/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 1001 });
  });
});

// Issue 30: bad bytes and oversized lines, sent deterministically to every documented call (the sample above may
// miss a route). A NUL, bytes that are not UTF-8 or a lone surrogate in any string input — path parameter, query,
// JSON, form or multipart field — answer the 400 envelope saying so (plugins/text-input.ts), before any handler.
describe('bad bytes in every string input of every call', () => {
  const invalidText = () => translate('en-US', 'errors.invalidText');
  const sweep = async (
    label: string,
    requests: (
      op: Operation,
    ) => { url: string; headers?: Record<string, string>; payload?: string | Buffer }[],
  ) => {
    const wrong: string[] = [];
    let sent = 0;
    for (const op of operations)
      for (const request of requests(op)) {
        sent += 1;
        const response = await ctx.app.inject({
          method: op.method,
          url: request.url,
          // An address of its own: the login, register and reset limits count per address.
          remoteAddress: `10.30.${sent >> 8}.${sent & 255}`,
          headers: { ...cookieHeaders(customer), ...request.headers },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        const body = String(response.headers['content-type'] ?? '').includes('json')
          ? response.json<{ code?: number; msg?: string }>()
          : {};
        if (
          response.statusCode !== 400 ||
          body.code !== ErrorCode.invalidParams ||
          body.msg !== invalidText()
        )
          wrong.push(
            `${label} ${op.method} ${request.url.slice(0, 100)}: ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
      }
    return { wrong, sent };
  };
  /** The path with every parameter filled with `value` except the one at `at` (or all of them). */
  const pathWith = (op: Operation, bad: string, at?: number) => {
    let i = 0;
    return op.path.replace(/\{[^}]+\}/g, () => (at === undefined || i++ === at ? bad : '1'));
  };

  it('refuses a NUL and invalid UTF-8 in every path parameter', async () => {
    const { wrong, sent } = await sweep('path', (op) => {
      const count = (op.path.match(/\{/g) ?? []).length;
      return Array.from({ length: count }, (_v, at) =>
        ['%00', 'a%00b', '%FF', '%C3%28'].map((bad) => ({
          url: pathWith(op, bad, at),
        })),
      ).flat();
    });
    expect(sent).toBeGreaterThan(150);
    expect(wrong).toEqual([]);
  });

  it('refuses a NUL and invalid UTF-8 in every query parameter', async () => {
    const { wrong, sent } = await sweep('query', (op) =>
      op.query.flatMap((name) =>
        ['%00', 'x%00', '%FF', '%E4%B8'].map((bad) => ({ url: `${pathWith(op, '1')}?${name}=${bad}` })),
      ),
    );
    expect(sent).toBeGreaterThan(150);
    expect(wrong).toEqual([]);
  });

  it('refuses a NUL, a lone surrogate and invalid UTF-8 in every JSON, form and multipart field', async () => {
    const boundary = 'portal-fuzz-boundary';
    const multipart = (name: string, value: Buffer) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
        value,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const { wrong, sent } = await sweep('body', (op) =>
      op.method === 'GET'
        ? []
        : op.body
            .flatMap((name) => [
              {
                headers: { 'content-type': 'application/json' },
                payload: JSON.stringify({ [name]: 'a\u0000b' }),
              },
              { headers: { 'content-type': 'application/json' }, payload: `{"${name}":"a\\ud800b"}` },
              {
                headers: { 'content-type': 'application/json' },
                payload: Buffer.concat([
                  Buffer.from(`{"${name}":"a`),
                  Buffer.from([0xff, 0xfe]),
                  Buffer.from('"}'),
                ]),
              },
              { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `${name}=a%00b` },
              { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `${name}=a%FFb` },
              {
                headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
                payload: multipart(name, Buffer.from('a\u0000b')),
              },
              {
                headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
                payload: multipart(name, Buffer.from([0x61, 0xff, 0x62])),
              },
            ])
            .map((request) => ({ ...request, url: pathWith(op, '1') })),
    );
    expect(sent).toBeGreaterThan(300);
    expect(wrong).toEqual([]);
  });

  it('answers cookies that decode to a NUL as absent or invalid, never with a 5xx', async () => {
    const answers: string[] = [];
    for (const name of [SESSION_COOKIE, CSRF_COOKIE, REFERRAL_COOKIE, 'lang', 'currency'])
      for (const url of ['/api/account/profile', '/api/products', '/api/i18n/current', '/api/islogin']) {
        const response = await ctx.app.inject({ url, headers: { cookie: `${name}=%00` } });
        if (response.statusCode >= 500) answers.push(`${name} ${url}: ${response.statusCode}`);
      }
    expect(answers).toEqual([]);
  });
});

// Issue 30: what Fastify and Node refuse by themselves answers the envelope too, on a real socket where it matters
// (413 and 415: http.test.ts).
describe('framework refusals under /api are envelopes', () => {
  it('answers 404 for an unknown address and 405 with Allow for a known one with another method', async () => {
    const unknown = await ctx.app.inject({ url: '/api/no/such/call' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: ErrorCode.notFound });
    const wrongMethod = await ctx.app.inject({ method: 'DELETE', url: '/api/order/info/5' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET, HEAD');
    expect(wrongMethod.json()).toMatchObject({ code: ErrorCode.methodNotAllowed });
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/contact',
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(patch.statusCode).toBe(405);
    expect(patch.headers.allow).toBe('POST, PUT');
    expect(patch.json<{ msg: string }>().msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers a 100 KB query string, a 20 KB header and a 20 KB query on every call with the 431 envelope, not a reset', async () => {
    const server = await startedServer();
    for (const options of [
      { path: `/api/orders?domain=${'a'.repeat(100_000)}`, headers: {} },
      { path: '/api/islogin', headers: { 'x-padding': 'p'.repeat(20_000) } },
    ]) {
      const answer = await rawRequest(server.port, options.path, options.headers);
      expect(answer.status, options.path.slice(0, 30)).toBe(431);
      expect(JSON.parse(answer.text)).toMatchObject({ code: ErrorCode.headersTooLarge });
    }
    // Every documented call: the request line is refused before routing, so each answers the same way.
    const wrong: string[] = [];
    for (const op of operations) {
      const path = `${op.path.replace(/\{[^}]+\}/g, '1')}?q=${'a'.repeat(20_000)}`;
      const answer = await rawRequest(server.port, path, {}, op.method);
      const body = JSON.parse(answer.text) as { code?: number };
      if (answer.status !== 431 || body.code !== ErrorCode.headersTooLarge)
        wrong.push(`${op.method} ${op.path}: ${answer.status} ${answer.text.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
    // The server still serves the next caller.
    expect((await rawRequest(server.port, '/api/islogin', {})).status).toBe(200);
  });
});

let listening: { port: number } | undefined;
async function startedServer() {
  if (!listening) {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    listening = { port: (ctx.app.server.address() as AddressInfo).port };
  }
  return listening;
}

function rawRequest(port: number, path: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers, method }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
    request.end();
  });
}
