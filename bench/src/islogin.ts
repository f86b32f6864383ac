// Benchmark 1: GET /api/islogin with a valid session, against a bare Fastify route, in one process.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { buildApp } from '@portal/server/dist/app.js';
import { openDatabase, type DatabaseHandle } from '@portal/server/dist/db/client.js';
import { runMigrations } from '@portal/server/dist/db/migrate.js';
import { createMailer } from '@portal/server/dist/integrations/mail/index.js';
import Fastify, { type FastifyInstance } from 'fastify';
import { numberFromEnv, tempDir } from './lib/env.js';
import { median, runLoad, type LoadResult } from './lib/load.js';
import { fixed, type BenchResult } from './lib/result.js';

export const ISLOGIN_TARGET = 0.5;
const EXPECTED_BODY = JSON.stringify({ code: 0, msg: true });
const PASSWORD = 'bench horse battery staple';

export interface IsloginOptions {
  kind: 'pglite' | 'postgres';
  databaseUrl?: string;
  log: (text: string) => void;
}

function address(app: FastifyInstance): string {
  const info = app.server.address();
  if (!info || typeof info === 'string') throw new Error('server is not listening on a TCP port');
  return `http://127.0.0.1:${info.port}`;
}

/** Registers and logs in through the HTTP API; returns the Cookie header of the session. */
async function sessionCookie(base: string): Promise<string> {
  const email = `bench-${process.pid}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const registered = await fetch(
    `${base}/api/register`,
    form({ email, password: PASSWORD, confirm: PASSWORD, from: 'common' }),
  );
  const registerBody = (await registered.json()) as { code: number; msg: unknown };
  if (registerBody.code !== 0) throw new Error(`register failed: ${JSON.stringify(registerBody)}`);
  const login = await fetch(`${base}/api/login`, form({ email, password: PASSWORD }));
  const loginBody = (await login.json()) as { code: number; msg: unknown };
  if (loginBody.code !== 0) throw new Error(`login failed: ${JSON.stringify(loginBody)}`);
  const cookies = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair.includes('='));
  if (!cookies.some((pair) => pair.startsWith('sid=')))
    throw new Error(`login set no sid cookie: ${cookies.join(', ')}`);
  const cookie = cookies.join('; ');
  const check = await fetch(`${base}/api/islogin`, { headers: { cookie } });
  const text = await check.text();
  if (text !== EXPECTED_BODY) throw new Error(`islogin with the session answered ${check.status} ${text}`);
  const anonymous = await (await fetch(`${base}/api/islogin`)).text();
  if (anonymous !== JSON.stringify({ code: 0, msg: false }))
    throw new Error(`islogin without a session answered ${anonymous}`);
  return cookie;
}

export async function benchIslogin(options: IsloginOptions): Promise<BenchResult> {
  const name = `islogin/${options.kind}`;
  const seconds = numberFromEnv('BENCH_SECONDS', 5);
  const warmup = numberFromEnv('BENCH_WARMUP_SECONDS', 1);
  const rounds = Math.round(numberFromEnv('BENCH_ROUNDS', 2));
  const connections = Math.round(numberFromEnv('BENCH_CONNECTIONS', 10));
  const dataDir = tempDir(options.kind);
  let handle: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  let bare: FastifyInstance | undefined;
  try {
    handle =
      options.kind === 'postgres'
        ? await openDatabase({ databaseUrl: options.databaseUrl, poolSize: 10 })
        : await openDatabase({ inMemory: true });
    await runMigrations(handle);
    app = await buildApp({
      db: handle.db,
      clock: { now: () => new Date() },
      mailer: createMailer({ smtpUrl: undefined, dataDir, from: 'Bench <no-reply@bench.test>' }),
      secretKey: randomBytes(32).toString('hex'),
      publicUrl: 'http://127.0.0.1',
    });
    // Diagnostic (BENCH_BREAKDOWN=0 leaves it out): a route on the portal's own app outside /api, so it pays the app's
    // plugins (helmet, cookies, request id) but not the session look-up.
    app.get('/bench-bare', () => ({ code: 0, msg: true }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    bare = Fastify({ logger: false });
    bare.get('/bare', () => ({ code: 0, msg: true }));
    await bare.listen({ host: '127.0.0.1', port: 0 });

    const cookie = await sessionCookie(address(app));
    const targets = {
      bare: { url: `${address(bare)}/bare`, headers: {} as Record<string, string> },
      islogin: { url: `${address(app)}/api/islogin`, headers: { cookie } },
      appBare: { url: `${address(app)}/bench-bare`, headers: { cookie } },
    };
    const breakdown = process.env.BENCH_BREAKDOWN !== '0';
    const order = breakdown ? (['bare', 'appBare', 'islogin'] as const) : (['bare', 'islogin'] as const);
    const load = (target: keyof typeof targets, duration: number) =>
      runLoad({ ...targets[target], seconds: duration, connections, expectBody: EXPECTED_BODY });

    options.log(
      `${name}: warm-up ${warmup} s each, then ${rounds} x (${order.map((t) => `${t} ${seconds} s`).join(', ')}), ` +
        `${connections} connections`,
    );
    for (const target of order) await load(target, warmup);
    const runs: Record<keyof typeof targets, LoadResult[]> = { bare: [], islogin: [], appBare: [] };
    for (let round = 1; round <= rounds; round += 1) {
      for (const target of order) {
        const result = await load(target, seconds);
        runs[target].push(result);
        options.log(
          `  round ${round} ${target}: ${Math.round(result.requestsPerSecond)} req/s ` +
            `(p50 ${result.latencyP50} ms, p99 ${result.latencyP99} ms, ${result.total} requests)`,
        );
      }
    }
    const reference = median(runs.bare.map((r) => r.requestsPerSecond));
    const value = median(runs.islogin.map((r) => r.requestsPerSecond));
    const ratio = value / reference;
    if (breakdown) {
      const appBare = median(runs.appBare.map((r) => r.requestsPerSecond));
      options.log(
        `  breakdown: plain Fastify ${Math.round(reference)} req/s -> portal app, route outside /api ` +
          `${Math.round(appBare)} req/s (${fixed(appBare / reference)}) -> /api/islogin ${Math.round(value)} req/s ` +
          `(${fixed(value / appBare)} of the app route)`,
      );
    }
    const status = ratio >= ISLOGIN_TARGET ? 'PASS' : 'FAIL';
    return {
      name,
      status,
      value,
      reference,
      ratio,
      unit: 'req/s',
      target: `ratio >= ${ISLOGIN_TARGET}`,
      line:
        `${name}: ${Math.round(value)} req/s vs bare route ${Math.round(reference)} req/s = ratio ${fixed(ratio)} ` +
        `(target >= ${ISLOGIN_TARGET}) ${status}`,
      details: { seconds, rounds, connections, database: handle.kind, runs },
    };
  } finally {
    await app?.close().catch(() => undefined);
    await bare?.close().catch(() => undefined);
    await handle?.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
