// Property-based fuzzing of every documented call (fast-check): requests built from the route table's paths,
// query parameters and body fields, filled with hostile values, sent as a visitor and as a logged-in customer.
// Every answer is a 2xx-4xx envelope `{code, msg}` — never a 5xx, never a stack trace — and nothing secret reaches
// a log line. CI runs a seeded sample (FUZZ_RUNS, default 400 requests); `FUZZ_RUNS=10000` is the full run.
import { Writable } from 'node:stream';
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
