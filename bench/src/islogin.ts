// Benchmark 1: GET /api/islogin signed in by a session (or, as islogin-key, by an API key), against a bare Fastify
// route, in one process.
import { startBareServer, startBenchApp, BARE_BODY, type BareServer, type BenchApp } from './lib/app.js';
import { BenchClient } from './lib/client.js';
import {
  alternateLoads,
  breakdownLine,
  breakdownWanted,
  loadSettings,
  medianRate,
  ratioResult,
  type LoadTarget,
} from './lib/ratio.js';
import type { BenchResult } from './lib/result.js';

/** Issue 20: a session-authenticated trivial call at least 0.7 of the bare route (issue 1 asked for 0.5). */
export const ISLOGIN_TARGET = 0.7;
/** Issues 14 (B9) and 20: a call signed in by an API key as fast as one signed in by a session. */
export const API_KEY_TARGET = 0.7;
const EXPECTED_BODY = JSON.stringify({ code: 0, msg: true });

/** How the measured call is signed in: the session cookie, or an API key (`Authorization: Bearer`, no cookie). */
export type IsloginAuth = 'session' | 'key';

export interface IsloginOptions {
  kind: 'pglite' | 'postgres';
  databaseUrl?: string;
  auth?: IsloginAuth;
  log: (text: string) => void;
}

/** Calls islogin with the headers; throws unless it answers `expected` with `status`. */
async function expectIslogin(
  base: string,
  headers: Record<string, string>,
  status: number,
  expected?: string,
) {
  const answer = await fetch(`${base}/api/islogin`, { headers });
  const text = await answer.text();
  if (answer.status !== status || (expected !== undefined && text !== expected))
    throw new Error(`islogin with ${JSON.stringify(Object.keys(headers))} answered ${answer.status} ${text}`);
}

/**
 * Registers and logs in through the HTTP API; returns the headers that sign the call in: the session's Cookie, or
 * the Authorization of a key made through the API (scope read). Checks the headers sign in and that a visitor,
 * or a wrong key, is not signed in.
 */
async function signedInHeaders(base: string, auth: IsloginAuth): Promise<Record<string, string>> {
  const client = new BenchClient(base);
  await client.signUp();
  if (auth === 'session') {
    const headers = { cookie: client.cookie() };
    await expectIslogin(base, headers, 200, EXPECTED_BODY);
    await expectIslogin(base, {}, 200, JSON.stringify({ code: 0, msg: false }));
    return headers;
  }
  const key = await client.ok<string>('GET', '/api/access_key/reset?scope=read');
  const headers = { authorization: `Bearer ${key}` };
  await expectIslogin(base, headers, 200, EXPECTED_BODY);
  await expectIslogin(base, { authorization: `Bearer pk_${'x'.repeat(43)}` }, 401);
  return headers;
}

export async function benchIslogin(options: IsloginOptions): Promise<BenchResult> {
  const auth = options.auth ?? 'session';
  const name = `${auth === 'key' ? 'islogin-key' : 'islogin'}/${options.kind}`;
  const settings = loadSettings();
  let portal: BenchApp | undefined;
  let bare: BareServer | undefined;
  try {
    // The app also answers /bench-bare (BENCH_BREAKDOWN=0 leaves it out): a route outside /api, so it pays the
    // app's plugins (helmet, cookies, request id) but not the session look-up. For a key the per-key limit is
    // raised (the load is one key at thousands of calls a second); the limiter still counts every call.
    portal = await startBenchApp({
      kind: options.kind,
      databaseUrl: options.databaseUrl,
      ...(auth === 'key' ? { apiKeyRateLimit: { max: 1_000_000_000 } } : {}),
    });
    bare = await startBareServer();

    const headers = await signedInHeaders(portal.url, auth);
    const targets: Record<'bare' | 'islogin' | 'appBare', LoadTarget> = {
      bare: { url: bare.url, expectBody: BARE_BODY },
      islogin: { url: `${portal.url}/api/islogin`, headers, expectBody: EXPECTED_BODY },
      appBare: { url: `${portal.url}/bench-bare`, headers, expectBody: BARE_BODY },
    };
    const breakdown = breakdownWanted();
    const order = breakdown ? (['bare', 'appBare', 'islogin'] as const) : (['bare', 'islogin'] as const);
    const runs = await alternateLoads(name, targets, order, settings, options.log);

    const reference = medianRate(runs.bare);
    const value = medianRate(runs.islogin);
    const label = auth === 'key' ? '/api/islogin with a key' : '/api/islogin';
    if (breakdown) options.log(breakdownLine(label, reference, medianRate(runs.appBare), value));
    const target = auth === 'key' ? API_KEY_TARGET : ISLOGIN_TARGET;
    return ratioResult(name, value, reference, target, { ...settings, database: portal.handle.kind, runs });
  } finally {
    await portal?.close();
    await bare?.close().catch(() => undefined);
  }
}
