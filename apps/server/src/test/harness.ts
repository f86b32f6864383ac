import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_COOKIE, CSRF_HEADER } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { createOutboxMailer } from '../integrations/mail/outbox-mailer.js';
import { ManualClock } from '../lib/clock.js';
import { createBuiltinCa } from '../integrations/ca/builtin/index.js';
import { createDcvChecker, type DcvSettings } from '../modules/validation/create-dcv-checker.js';
import { createSharedCaches, type SharedCaches } from '../modules/shared-state/shared-caches.js';
import { openTestDatabase } from './database.js';

/** DCV settings whose look-ups reach nothing (a closed loopback port): checks fail fast and honestly. */
export const UNREACHABLE_DCV: DcvSettings = {
  dnsServers: ['127.0.0.1:9'],
  httpPort: 9,
  allowPrivateAddresses: false,
  caaIssuerDomains: ['portal.test'],
};

export interface TestContext {
  app: FastifyInstance;
  handle: DatabaseHandle;
  clock: ManualClock;
  /** The app's shared caches (polled every 500 ms with `housekeeping`; see test/poll-rounds.ts). */
  sharedCaches: SharedCaches;
  dataDir: string;
  /** Raw .eml texts written to the outbox so far, oldest first. */
  outbox(): string[];
  client(): TestClient;
  close(): Promise<void>;
}

export async function createTestContext(
  overrides: Partial<AppDeps> = {},
  /** A database of the test's own (openFreshDatabase): the app and `handle` use it, and the test closes it. */
  ownDatabase?: DatabaseHandle,
): Promise<TestContext> {
  const handle = ownDatabase ?? (await openTestDatabase());
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const clock = new ManualClock(new Date());
  const outboxDir = join(dataDir, 'outbox');
  const secretKey = 'test-secret-key-that-is-long-enough-0123456789';
  const sharedCaches = overrides.sharedCaches ?? createSharedCaches(overrides.db ?? handle.db);
  const app = await buildApp({
    db: handle.db,
    clock,
    mailer: createOutboxMailer(outboxDir, 'Portal <no-reply@portal.test>'),
    secretKey,
    publicUrl: 'http://portal.test',
    ca: createBuiltinCa({ dataDir, secretKey, clock }),
    // Look-ups go nowhere unless a test gives real loopback peers (see @portal/test-doubles/dns-server, test/http-server.ts).
    dcvChecker: createDcvChecker(UNREACHABLE_DCV),
    // Test files share the PostgreSQL test database and their clients' addresses: counts stay per app unless a
    // test is about the shared counts (modules/shared-state).
    rateLimitStore: 'memory',
    ...overrides,
    sharedCaches,
  });
  await app.ready();
  return {
    app,
    handle,
    clock,
    sharedCaches,
    dataDir,
    outbox: () => {
      try {
        return readdirSync(outboxDir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .map((f) => readFileSync(join(outboxDir, f), 'utf8'));
      } catch {
        return [];
      }
    },
    client: () => new TestClient(app),
    async close() {
      await app.close();
      if (!ownDatabase) await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** Send the x-csrf-token header from the csrf cookie, as the web app does (default true). */
  csrf?: boolean;
}

export interface CallResult<T = unknown> {
  status: number;
  body: { code: number; msg: T; errors?: { field: string; message: string }[] };
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
  cookies: { name: string; value: string; httpOnly?: boolean; sameSite?: string; secure?: boolean }[];
}

let clientCounter = 0;

/** A browser-like caller: keeps cookies between calls and sends the CSRF header like the web app. */
export class TestClient {
  readonly jar = new Map<string, string>();
  /** Each client calls from its own address, as separate browsers would (rate limits count per address). */
  readonly address = `192.0.2.${(clientCounter = (clientCounter % 250) + 1)}`;
  constructor(private readonly app: FastifyInstance) {}

  async call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (this.jar.size > 0) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.jar.get(CSRF_COOKIE);
    if (options.csrf !== false && csrf) headers[CSRF_HEADER] = csrf;
    let payload: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.json);
    }
    const response = await this.app.inject({
      method,
      url,
      headers,
      remoteAddress: this.address,
      ...(payload === undefined ? {} : { payload }),
    });
    for (const c of response.cookies as CallResult['cookies'] & { maxAge?: number; expires?: Date }[]) {
      const cleared =
        c.value === '' || (c.expires !== undefined && c.expires.getTime() <= Date.now()) || c.maxAge === 0;
      if (cleared) this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return {
      status: response.statusCode,
      // Downloads (keys, files) are not envelopes: their text is in `text`.
      body: (isJson ? response.json() : { code: -1, msg: response.body }) as CallResult<T>['body'],
      text: response.body,
      headers: response.headers,
      cookies: response.cookies as CallResult['cookies'],
    } satisfies CallResult<T>;
  }

  get<T = unknown>(url: string, options?: CallOptions) {
    return this.call<T>('GET', url, options);
  }
  post<T = unknown>(url: string, options?: CallOptions) {
    return this.call<T>('POST', url, options);
  }
  put<T = unknown>(url: string, options?: CallOptions) {
    return this.call<T>('PUT', url, options);
  }
}

let counter = 0;
/** A unique address per call, so tests sharing the PostgreSQL database never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const PASSWORD = 'correct horse battery';

/** Registers and logs in a fresh account; returns the logged-in client and its email. */
export async function signedInClient(
  ctx: TestContext,
  email = uniqueEmail(),
): Promise<{ client: TestClient; email: string }> {
  const client = ctx.client();
  const registered = await client.post('/api/register', {
    form: { email, password: PASSWORD, confirm: PASSWORD, from: 'common' },
  });
  if (registered.body.code !== 0) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const login = await client.post('/api/login', { form: { email, password: PASSWORD } });
  if (login.body.code !== 0) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { client, email };
}
