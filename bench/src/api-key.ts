// GET /api/islogin authenticated by an API key (`Authorization: Bearer`, no cookie), against a bare Fastify route,
// in one process: the same method as islogin.ts (issue 14, B9: key calls as fast as session calls).
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

export const API_KEY_TARGET = 0.5;
const EXPECTED_BODY = JSON.stringify({ code: 0, msg: true });

export interface ApiKeyBenchOptions {
  kind: 'pglite' | 'postgres';
  databaseUrl?: string;
  log: (text: string) => void;
}

/**
 * Registers, logs in and makes a key (scope read) through the HTTP API; checks that the key alone signs the call
 * in and that a wrong key is refused; returns the Authorization header.
 */
async function bearerHeader(base: string): Promise<string> {
  const client = new BenchClient(base);
  await client.signUp();
  const { key } = await client.ok<{ key: string }>('GET', '/api/access_key/reset?scope=read');
  const authorization = `Bearer ${key}`;
  const check = await fetch(`${base}/api/islogin`, { headers: { authorization } });
  const text = await check.text();
  if (text !== EXPECTED_BODY) throw new Error(`islogin with the key answered ${check.status} ${text}`);
  const wrong = await fetch(`${base}/api/islogin`, {
    headers: { authorization: `Bearer pk_${'x'.repeat(43)}` },
  });
  if (wrong.status !== 401) throw new Error(`islogin with a wrong key answered ${wrong.status}`);
  return authorization;
}

export async function benchApiKey(options: ApiKeyBenchOptions): Promise<BenchResult> {
  const name = `islogin-key/${options.kind}`;
  const settings = loadSettings();
  let portal: BenchApp | undefined;
  let bare: BareServer | undefined;
  try {
    // The per-key limit raised: the load is one key at thousands of calls a second. The limiter still counts
    // every call (and adds its batch to the shared count once a second), as in production.
    portal = await startBenchApp({
      kind: options.kind,
      databaseUrl: options.databaseUrl,
      apiKeyRateLimit: { max: 1_000_000_000 },
    });
    bare = await startBareServer();

    const authorization = await bearerHeader(portal.url);
    const targets: Record<'bare' | 'key' | 'appBare', LoadTarget> = {
      bare: { url: bare.url, expectBody: BARE_BODY },
      key: { url: `${portal.url}/api/islogin`, headers: { authorization }, expectBody: EXPECTED_BODY },
      appBare: { url: `${portal.url}/bench-bare`, expectBody: BARE_BODY },
    };
    const breakdown = breakdownWanted();
    const order = breakdown ? (['bare', 'appBare', 'key'] as const) : (['bare', 'key'] as const);
    const runs = await alternateLoads(name, targets, order, settings, options.log);

    const reference = medianRate(runs.bare);
    const value = medianRate(runs.key);
    if (breakdown)
      options.log(breakdownLine('/api/islogin with a key', reference, medianRate(runs.appBare), value));
    return ratioResult(name, value, reference, API_KEY_TARGET, {
      ...settings,
      database: portal.handle.kind,
      runs,
    });
  } finally {
    await portal?.close();
    await bare?.close().catch(() => undefined);
  }
}
