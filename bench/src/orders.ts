// Benchmark: My Orders at scale on PostgreSQL. A database filled by `portal demo:seed` (10 000 users, 1 000 000
// orders by default); the heavy account (a tenth of the orders) pages through GET /api/orders, each page compared
// with the same two queries (count + page) sent bare through `pg` at the same concurrency; then its CSV export
// from a portal process of its own (peak RSS, rows/s) against psql's \copy of the same rows.
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { createInterface } from 'node:readline';
import { runMigrations } from '@portal/server/dist/db/migrate.js';
import { createOperatorCommands } from '@portal/server/dist/modules/operator/commands.js';
import pg from 'pg';
import { startBenchApp, type BenchApp } from './lib/app.js';
import { BenchClient, PASSWORD } from './lib/client.js';
import { numberFromEnv } from './lib/env.js';
import { runLoad, type LoadResult } from './lib/load.js';
import { startPortalProcess, type PortalProcess } from './lib/portal-process.js';
import { startTcpProxy } from './lib/tcp-proxy.js';
import { openBenchDatabase, query, safeUrl, type BenchDatabase } from './lib/postgres.js';
import { fixed, type BenchResult } from './lib/result.js';

export const ORDERS_RATIO_TARGET = 0.6;
export const ORDERS_P99_TARGET_MS = 25;
export const CSV_RSS_TARGET_MB = 150;
export const CSV_RATE_TARGET = 0.5;
const DAY_MS = 86_400_000;

export interface OrdersOptions {
  log: (text: string) => void;
}

interface Settings {
  users: number;
  orders: number;
  seconds: number;
  warmup: number;
  connections: number;
}

/** One page of the list, and the same page as bare SQL (the repository's count and page queries). */
interface PageCase {
  name: string;
  /** Without page and pageSize. */
  query: string;
  /** Wanted page (10 a page); lowered to the last full page when the account has fewer orders. */
  page: number;
  where: string;
  values: (accountId: number) => unknown[];
}

function pageCases(): PageCase[] {
  const begin = new Date(Date.now() - 365 * DAY_MS).toISOString().slice(0, 10);
  const from = new Date(`${begin}T00:00:00Z`);
  return [
    {
      name: 'orders/page1',
      query: '',
      page: 1,
      where: 'account_id = $1',
      values: (id) => [id],
    },
    {
      name: 'orders/deep-filtered',
      query: `&tag=complete&timeType=created&beginTime=${begin}`,
      page: 500,
      where: 'account_id = $1 and status = 3 and created_at >= $2',
      values: (id) => [id, from],
    },
  ];
}

/** `connections` loops of (count, page) through a pool as large as the app's for `seconds`: pages/s and p99. */
async function bareSql(
  pool: pg.Pool,
  c: PageCase,
  page: number,
  accountId: number,
  seconds: number,
  connections: number,
): Promise<{ rate: number; p99: number; total: number }> {
  const values = c.values(accountId);
  const n = values.length;
  const countSql = `select count(*)::int as n from orders where ${c.where}`;
  const pageSql = `select * from orders where ${c.where} order by id desc limit $${n + 1} offset $${n + 2}`;
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  const lane = async () => {
    while (performance.now() < until) {
      const t = performance.now();
      await pool.query(countSql, values);
      await pool.query(pageSql, [...values, 10, (page - 1) * 10]);
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: connections }, lane));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)] ?? NaN;
  return { rate: latencies.length / elapsed, p99, total: latencies.length };
}

async function pageBench(
  portal: BenchApp,
  client: BenchClient,
  pool: pg.Pool,
  accountId: number,
  c: PageCase,
  settings: Settings,
  log: (text: string) => void,
): Promise<BenchResult> {
  type Answer = { code: number; msg: { total: number; list: unknown[] } };
  const probe = await client.ok<Answer['msg']>('GET', `/api/orders?page=1&pageSize=10${c.query}`);
  const page = Math.max(1, Math.min(c.page, Math.floor(probe.total / 10)));
  const path = `/api/orders?page=${page}&pageSize=10${c.query}`;
  const first = await client.call('GET', path);
  const body = JSON.parse(first.text) as Answer;
  if (first.status !== 200 || body.code !== 0 || body.msg.list.length !== 10)
    throw new Error(`${path} answered ${first.status} ${first.text.slice(0, 300)}`);
  const load = (seconds: number): Promise<LoadResult> =>
    runLoad({
      url: `${portal.url}${path}`,
      headers: { cookie: client.cookie() },
      seconds,
      connections: settings.connections,
      expectBody: first.text,
    });
  await load(settings.warmup);
  await bareSql(pool, c, page, accountId, settings.warmup, settings.connections);
  const app = await load(settings.seconds);
  const bare = await bareSql(pool, c, page, accountId, settings.seconds, settings.connections);
  const ratio = app.requestsPerSecond / bare.rate;
  const ok = ratio >= ORDERS_RATIO_TARGET && app.latencyP99 <= ORDERS_P99_TARGET_MS;
  const status = ok ? 'PASS' : 'FAIL';
  log(
    `  ${c.name}: ${path} (total ${body.msg.total}); app p50 ${app.latencyP50} ms; bare SQL p99 ${fixed(bare.p99, 1)} ms`,
  );
  return {
    name: c.name,
    status,
    value: app.requestsPerSecond,
    reference: bare.rate,
    ratio,
    unit: 'req/s',
    target: `ratio >= ${ORDERS_RATIO_TARGET}, p99 <= ${ORDERS_P99_TARGET_MS} ms`,
    line:
      `${c.name}: ${Math.round(app.requestsPerSecond)} req/s vs bare SQL ${Math.round(bare.rate)} q/s = ratio ` +
      `${fixed(ratio)} (target >= ${ORDERS_RATIO_TARGET}), p99 ${app.latencyP99} ms (target <= ` +
      `${ORDERS_P99_TARGET_MS}) ${status}`,
    details: { path, total: body.msg.total, app, bare, connections: settings.connections },
  };
}

/** Streams `url` and counts its lines; returns rows (lines minus the header) and seconds. */
async function timedCsv(
  url: string,
  cookie: string,
): Promise<{ rows: number; seconds: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  if (response.status !== 200 || !response.body)
    throw new Error(`${url} answered ${response.status} ${(await response.text()).slice(0, 300)}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines += 1;
  }
  return { rows: lines - 1, seconds: (performance.now() - started) / 1000, bytes };
}

/** psql \copy of the same rows to stdout (counted, not kept): the reference rate. */
function psqlCopy(url: string, accountId: number): Promise<{ rows: number; seconds: number }> {
  const select =
    'select id, product_name, common_name, validity, status, paid, free_trial, created_at, paid_at ' +
    `from orders where account_id = ${accountId} order by id desc`;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('psql', [url, '-X', '-q', '-c', `\\copy (${select}) to stdout csv`], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let rows = 0;
    let errors = '';
    createInterface({ input: child.stdout }).on('line', () => (rows += 1));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code !== 0) reject(new Error(`psql \\copy exited with ${code}: ${errors.slice(0, 500)}`));
      else resolve({ rows, seconds: (performance.now() - started) / 1000 });
    });
  });
}

async function csvBench(
  url: string,
  heavyEmail: string,
  accountId: number,
  log: (text: string) => void,
): Promise<BenchResult> {
  const name = 'orders/csv';
  let portal: PortalProcess | undefined;
  try {
    portal = await startPortalProcess(url);
    const client = new BenchClient(portal.url);
    await client.ok('POST', '/api/login', { form: { email: heavyEmail, password: PASSWORD } });
    // The export's own peak: VmHWM otherwise still holds the start-up's (migrations, the first requests).
    const peakReset = portal.resetPeak();
    const before = portal.memory();
    let sampled = before.rss;
    const timer = setInterval(() => {
      try {
        sampled = Math.max(sampled, portal!.memory().rss);
      } catch {
        // the process is gone: the export's fetch reports it
      }
    }, 50);
    let csv;
    try {
      csv = await timedCsv(`${portal.url}/api/orders/csv?timezone=0`, client.cookie());
    } finally {
      clearInterval(timer);
    }
    const after = portal.memory();
    const reference = await psqlCopy(url, accountId);
    if (csv.rows !== reference.rows)
      throw new Error(`the export gave ${csv.rows} rows, psql \\copy ${reference.rows}`);
    const rate = csv.rows / csv.seconds;
    const refRate = reference.rows / reference.seconds;
    const ratio = rate / refRate;
    const peakMb = after.peak / 1024 / 1024;
    const status = peakMb <= CSV_RSS_TARGET_MB && ratio >= CSV_RATE_TARGET ? 'PASS' : 'FAIL';
    log(
      `  ${name}: ${csv.rows} rows, ${(csv.bytes / 1024 / 1024).toFixed(1)} MB in ${fixed(csv.seconds)} s; ` +
        `portal RSS ${(before.rss / 1048576).toFixed(0)} MB before, sampled max ${(sampled / 1048576).toFixed(0)} MB ` +
        `during, VmHWM ${peakMb.toFixed(0)} MB (${peakReset ? 'since the export began' : 'since the start: clear_refs refused'}); ` +
        `psql \\copy ${fixed(reference.seconds)} s`,
    );
    return {
      name,
      status,
      value: rate,
      reference: refRate,
      ratio,
      unit: 'rows/s',
      target: `peak RSS <= ${CSV_RSS_TARGET_MB} MB, ratio >= ${CSV_RATE_TARGET}`,
      line:
        `${name}: ${csv.rows} rows at ${Math.round(rate)} rows/s vs psql \\copy ${Math.round(refRate)} rows/s = ratio ` +
        `${fixed(ratio)} (target >= ${CSV_RATE_TARGET}), peak RSS ${peakMb.toFixed(0)} MB (target <= ` +
        `${CSV_RSS_TARGET_MB}) ${status}`,
      details: {
        csv,
        reference,
        rssBefore: before.rss,
        rssSampledMax: sampled,
        peak: after.peak,
        peakSinceExport: peakReset,
      },
    };
  } finally {
    await portal?.stop();
  }
}

/**
 * Page 1 of My Orders through a round-robin TCP proxy over 1, 2 and 3 portal processes on the same database (one
 * SECRET_KEY, BENCH_SECRET_KEY: the session made through the proxy works on each), as ratios to one process. No target: on this
 * 2-core machine the processes, PostgreSQL, the proxy and the load generator share the cores, so more processes
 * cannot add throughput here; the line shows what several processes cost or gain, and that every answer is the
 * same whichever process gives it.
 */
async function clusterBench(
  url: string,
  heavyEmail: string,
  settings: Settings,
  log: (text: string) => void,
): Promise<BenchResult> {
  const name = 'orders/cluster';
  const processes: PortalProcess[] = [];
  const proxy = await startTcpProxy();
  try {
    for (let i = 0; i < 3; i++) processes.push(await startPortalProcess(url));
    proxy.use(processes.map((p) => p.port));
    const client = new BenchClient(proxy.url);
    await client.ok('POST', '/api/login', { form: { email: heavyEmail, password: PASSWORD } });
    const path = '/api/orders?page=1&pageSize=10';
    const first = await client.call('GET', path);
    if (first.status !== 200) throw new Error(`${path} answered ${first.status} ${first.text.slice(0, 300)}`);
    const load = (seconds: number) =>
      runLoad({
        url: `${proxy.url}${path}`,
        headers: { cookie: client.cookie() },
        seconds,
        connections: settings.connections,
        expectBody: first.text,
      });
    const rates: number[] = [];
    for (const count of [1, 2, 3]) {
      proxy.use(processes.slice(0, count).map((p) => p.port));
      await load(settings.warmup);
      const result = await load(settings.seconds);
      rates.push(result.requestsPerSecond);
      log(
        `  ${name}: ${count} process${count > 1 ? 'es' : ''} ${Math.round(result.requestsPerSecond)} req/s ` +
          `(p50 ${result.latencyP50} ms, p99 ${result.latencyP99} ms)`,
      );
    }
    const [one, two, three] = rates as [number, number, number];
    return {
      name,
      status: 'PASS',
      value: three,
      reference: one,
      ratio: three / one,
      unit: 'req/s',
      target: 'none (reported; every answer identical through any process)',
      line:
        `${name}: page 1 through a proxy: 1 process ${Math.round(one)} req/s, 2 processes ${Math.round(two)} ` +
        `(${fixed(two / one)}x), 3 processes ${Math.round(three)} (${fixed(three / one)}x) on ${cpus().length} CPUs ` +
        `shared with PostgreSQL and the load generator PASS`,
      details: { rates, connections: settings.connections },
    };
  } finally {
    await proxy.close();
    await Promise.all(processes.map((p) => p.stop()));
  }
}

/** Seeds (a new set of demo accounts on each run: the heavy one always has a tenth of the orders), then the lines. */
export async function benchOrders(options: OrdersOptions): Promise<BenchResult[]> {
  const { log } = options;
  const settings: Settings = {
    users: Math.round(numberFromEnv('BENCH_ORDERS_USERS', 10_000)),
    orders: Math.round(numberFromEnv('BENCH_ORDERS_COUNT', 1_000_000)),
    seconds: numberFromEnv('BENCH_SECONDS', 5),
    warmup: numberFromEnv('BENCH_WARMUP_SECONDS', 1),
    connections: Math.round(numberFromEnv('BENCH_ORDERS_CONNECTIONS', 32)),
  };
  const database = await openBenchDatabase();
  if ('unreachable' in database) {
    const line = `orders: SKIP, PostgreSQL is unreachable (${database.unreachable})`;
    return [{ name: 'orders', status: 'SKIP', line }];
  }
  let portal: BenchApp | undefined;
  let pool: pg.Pool | undefined;
  try {
    portal = await startBenchApp({
      kind: 'postgres',
      databaseUrl: database.url,
      seed: true,
      rateLimits: { login: 10_000, register: 10_000 },
    });
    const seeded = await seed(database, portal, settings, log);
    pool = new pg.Pool({ connectionString: database.url, max: 10 });
    const client = new BenchClient(portal.url);
    await client.ok('POST', '/api/login', { form: { email: seeded.heavyEmail, password: PASSWORD } });
    const results: BenchResult[] = [];
    for (const c of pageCases())
      results.push(await pageBench(portal, client, pool, seeded.accountId, c, settings, log));
    await portal.close();
    portal = undefined;
    // The next lines log in to portal processes with the default limits (10 logins from one address in 10 minutes,
    // counted in the database): earlier runs on this benchmark database must not have used them up.
    await pool.query('DELETE FROM rate_limit_hits');
    results.push(await csvBench(database.url, seeded.heavyEmail, seeded.accountId, log));
    results.push(await clusterBench(database.url, seeded.heavyEmail, settings, log));
    return results;
  } finally {
    await pool?.end().catch(() => undefined);
    await portal?.close();
    await database.release();
  }
}

async function seed(
  database: BenchDatabase,
  portal: BenchApp,
  settings: Settings,
  log: (text: string) => void,
): Promise<{ heavyEmail: string; accountId: number }> {
  const operator = createOperatorCommands({
    db: portal.handle.db,
    clock: portal.clock,
    migrate: () => runMigrations(portal.handle),
  });
  const command = operator['demo:seed'];
  if (!command) throw new Error('the operator command demo:seed is missing');
  const started = Date.now();
  const output = await command.run([
    '--users',
    String(settings.users),
    '--orders',
    String(settings.orders),
    '--password',
    PASSWORD,
  ]);
  const heavyEmail = /heavy account (\S+)/.exec(output)?.[1];
  if (!heavyEmail) throw new Error(`demo:seed said: ${output}`);
  // All-visible pages for index-only counts, as autovacuum would leave them after a while.
  await query(database.url, 'vacuum analyze orders');
  log(
    `orders: ${safeUrl(database.url)}: ${output} (+ vacuum: ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  const found = await query<{ id: string }>(database.url, 'select id from accounts where email = $1', [
    heavyEmail,
  ]);
  const accountId = Number(found.rows[0]?.id);
  if (!accountId) throw new Error(`${heavyEmail} is not in the database`);
  return { heavyEmail, accountId };
}
