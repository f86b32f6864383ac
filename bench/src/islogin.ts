// Benchmark 1: GET /api/islogin with a valid session, against a bare Fastify route, in one process.
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

export const ISLOGIN_TARGET = 0.5;
const EXPECTED_BODY = JSON.stringify({ code: 0, msg: true });

export interface IsloginOptions {
  kind: 'pglite' | 'postgres';
  databaseUrl?: string;
  log: (text: string) => void;
}

/** Registers and logs in through the HTTP API; returns the Cookie header of the session. */
async function sessionCookie(base: string): Promise<string> {
  const client = new BenchClient(base);
  await client.signUp();
  const cookie = client.cookie();
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
  const settings = loadSettings();
  let portal: BenchApp | undefined;
  let bare: BareServer | undefined;
  try {
    // The app also answers /bench-bare (BENCH_BREAKDOWN=0 leaves it out): a route outside /api, so it pays the
    // app's plugins (helmet, cookies, request id) but not the session look-up.
    portal = await startBenchApp({ kind: options.kind, databaseUrl: options.databaseUrl });
    bare = await startBareServer();

    const cookie = await sessionCookie(portal.url);
    const targets: Record<'bare' | 'islogin' | 'appBare', LoadTarget> = {
      bare: { url: bare.url, expectBody: BARE_BODY },
      islogin: { url: `${portal.url}/api/islogin`, headers: { cookie }, expectBody: EXPECTED_BODY },
      appBare: { url: `${portal.url}/bench-bare`, headers: { cookie }, expectBody: BARE_BODY },
    };
    const breakdown = breakdownWanted();
    const order = breakdown ? (['bare', 'appBare', 'islogin'] as const) : (['bare', 'islogin'] as const);
    const runs = await alternateLoads(name, targets, order, settings, options.log);

    const reference = medianRate(runs.bare);
    const value = medianRate(runs.islogin);
    if (breakdown) options.log(breakdownLine('/api/islogin', reference, medianRate(runs.appBare), value));
    return ratioResult(name, value, reference, ISLOGIN_TARGET, {
      ...settings,
      database: portal.handle.kind,
      runs,
    });
  } finally {
    await portal?.close();
    await bare?.close().catch(() => undefined);
  }
}
