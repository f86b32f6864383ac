// Benchmark: GET /api/product/price (anonymous) on a migrated and seeded database, against a bare Fastify route,
// in one process; the same method as islogin.
import { startBareServer, startBenchApp, BARE_BODY, type BareServer, type BenchApp } from './lib/app.js';
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

export const PRICE_TARGET = 0.5;
export const PRICE_PATH = '/api/product/price?currency=EUR&validity=24&shortName=RapidDV';

export interface PriceOptions {
  kind: 'pglite' | 'postgres';
  databaseUrl?: string;
  log: (text: string) => void;
}

/** One anonymous answer, checked: the loads then expect exactly this body every time. */
async function expectedPrice(base: string): Promise<string> {
  const response = await fetch(`${base}${PRICE_PATH}`);
  const text = await response.text();
  const body = JSON.parse(text) as { code: number; msg: { currency?: string; totalAmount?: unknown } };
  if (response.status !== 200 || body.code !== 0 || body.msg.currency !== 'EUR')
    throw new Error(`${PRICE_PATH} answered ${response.status} ${text.slice(0, 300)}`);
  if (response.headers.getSetCookie().length > 0)
    throw new Error(
      `${PRICE_PATH} set cookies on an anonymous call: ${response.headers.getSetCookie().join(', ')}`,
    );
  return text;
}

export async function benchPrice(options: PriceOptions): Promise<BenchResult> {
  const name = `price/${options.kind}`;
  const settings = loadSettings();
  let portal: BenchApp | undefined;
  let bare: BareServer | undefined;
  try {
    portal = await startBenchApp({ kind: options.kind, databaseUrl: options.databaseUrl, seed: true });
    bare = await startBareServer();

    const expected = await expectedPrice(portal.url);
    const targets: Record<'bare' | 'price' | 'appBare', LoadTarget> = {
      bare: { url: bare.url, expectBody: BARE_BODY },
      price: { url: `${portal.url}${PRICE_PATH}`, expectBody: expected },
      appBare: { url: `${portal.url}/bench-bare`, expectBody: BARE_BODY },
    };
    const breakdown = breakdownWanted();
    const order = breakdown ? (['bare', 'appBare', 'price'] as const) : (['bare', 'price'] as const);
    const runs = await alternateLoads(name, targets, order, settings, options.log);

    const reference = medianRate(runs.bare);
    const value = medianRate(runs.price);
    if (breakdown)
      options.log(breakdownLine('/api/product/price', reference, medianRate(runs.appBare), value));
    return ratioResult(name, value, reference, PRICE_TARGET, {
      ...settings,
      database: portal.handle.kind,
      path: PRICE_PATH,
      runs,
    });
  } finally {
    await portal?.close();
    await bare?.close().catch(() => undefined);
  }
}
