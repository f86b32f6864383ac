// Benchmark: GET /api/dashboard for a reseller with 100 000 orders, on PostgreSQL. The heavy account is seeded with
// `portal demo:seed --users 1` (every order its own), other accounts around it with a second demo:seed, and a
// certificate for each of its complete orders (their ends spread over the next 400 days, so the expiry counts read
// real rows). The route is driven at 32 connections and compared with the repository's very statement (the same
// text, name and values: dashboardStatementText) sent bare through `pg`, through a pool as large as the app's, at
// the same concurrency.
import { runMigrations } from '@portal/server/dist/db/migrate.js';
import { createOperatorCommands } from '@portal/server/dist/modules/operator/commands.js';
import {
  dashboardStatementText,
  type DashboardParams,
} from '@portal/server/dist/modules/dashboard/dashboard.repository.js';
import pg from 'pg';
import { startBenchApp, type BenchApp } from './lib/app.js';
import { BenchClient, PASSWORD } from './lib/client.js';
import { numberFromEnv } from './lib/env.js';
import { runLoad } from './lib/load.js';
import { openBenchDatabase, query, safeUrl } from './lib/postgres.js';
import { fixed, type BenchResult } from './lib/result.js';

const NAME = 'dashboard';
export const DASHBOARD_RATIO_TARGET = 0.6;
const DAY_MS = 86_400_000;
/** The app's pool (lib/app.ts opens PostgreSQL with 10 connections): the bare side gets as many. */
const POOL_SIZE = 10;

export interface DashboardOptions {
  log: (text: string) => void;
}

interface Settings {
  heavyOrders: number;
  otherUsers: number;
  otherOrders: number;
  seconds: number;
  warmup: number;
  connections: number;
}

interface Answer {
  ordersCount: number;
  paidOrdersCount: number;
  ordersCertExpiredData: { name: string; value: number }[];
}

/** `portal demo:seed` as the operator runs it; returns the heavy account's email. */
async function demoSeed(app: BenchApp, users: number, orders: number): Promise<string> {
  const operator = createOperatorCommands({
    db: app.handle.db,
    clock: app.clock,
    migrate: () => runMigrations(app.handle),
  });
  const output = await operator['demo:seed']!.run([
    '--users',
    String(users),
    '--orders',
    String(orders),
    '--password',
    PASSWORD,
  ]);
  const email = /heavy account (\S+)/.exec(output)?.[1];
  if (!email) throw new Error(`demo:seed said: ${output}`);
  return email;
}

/**
 * A certificate per complete order of the account, ending 12 hours past one of the next 400 days: no end comes
 * near a window's edge (now, now + 7 days, now + 30 days) during the run, so every answer is the same (the load
 * checks every body).
 */
async function seedCertificates(url: string, accountId: number): Promise<number> {
  const base = new Date(Date.now() + DAY_MS / 2);
  const inserted = await query(
    url,
    `insert into certificates (order_id, account_id, common_name, serial_number, sha1, certificate_pem, chain_pem,
                               ca_name, not_before, not_after)
     select id, account_id, common_name, 'bench-' || id, md5('bench-' || id) || substr(md5(id::text), 1, 8),
            '', '', 'builtin', $2::timestamptz - interval '90 days', $2::timestamptz + (id % 400) * interval '1 day'
     from orders where account_id = $1 and status = 3`,
    [accountId, base.toISOString()],
  );
  // All-visible pages for index-only scans, as autovacuum would leave them after a while.
  await query(url, 'vacuum analyze orders');
  await query(url, 'vacuum analyze certificates');
  return inserted.rowCount ?? 0;
}

/** `connections` loops of the bare statement through `pool` for `seconds`: statements/s and p99. */
async function bareSql(
  pool: pg.Pool,
  statement: pg.QueryArrayConfig,
  seconds: number,
  connections: number,
): Promise<{ rate: number; p99: number; total: number }> {
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  const lane = async () => {
    while (performance.now() < until) {
      const t = performance.now();
      await pool.query(statement);
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: connections }, lane));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)] ?? NaN;
  return { rate: latencies.length / elapsed, p99, total: latencies.length };
}

export async function benchDashboard(options: DashboardOptions): Promise<BenchResult> {
  const { log } = options;
  const settings: Settings = {
    heavyOrders: Math.round(numberFromEnv('BENCH_DASHBOARD_ORDERS', 100_000)),
    otherUsers: Math.round(numberFromEnv('BENCH_DASHBOARD_OTHER_USERS', 1_000)),
    otherOrders: Math.round(numberFromEnv('BENCH_DASHBOARD_OTHER_ORDERS', 100_000)),
    seconds: numberFromEnv('BENCH_SECONDS', 5),
    warmup: numberFromEnv('BENCH_WARMUP_SECONDS', 1),
    connections: Math.round(numberFromEnv('BENCH_DASHBOARD_CONNECTIONS', 32)),
  };
  const database = await openBenchDatabase();
  if ('unreachable' in database)
    return {
      name: NAME,
      status: 'SKIP',
      line: `${NAME}: SKIP, PostgreSQL is unreachable (${database.unreachable})`,
    };
  let portal: BenchApp | undefined;
  let pool: pg.Pool | undefined;
  try {
    portal = await startBenchApp({
      kind: 'postgres',
      databaseUrl: database.url,
      seed: true,
      rateLimits: { login: 10_000, register: 10_000 },
    });
    const started = Date.now();
    const heavyEmail = await demoSeed(portal, 1, settings.heavyOrders);
    await demoSeed(portal, settings.otherUsers, settings.otherOrders);
    const found = await query<{ id: string }>(database.url, 'select id from accounts where email = $1', [
      heavyEmail,
    ]);
    const accountId = Number(found.rows[0]?.id);
    const certificates = await seedCertificates(database.url, accountId);
    log(
      `${NAME}: ${safeUrl(database.url)}: heavy account ${heavyEmail} with ${settings.heavyOrders} orders and ` +
        `${certificates} certificates, ${settings.otherUsers} other accounts with ${settings.otherOrders} orders ` +
        `(seeded in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );

    const client = new BenchClient(portal.url);
    await client.ok('POST', '/api/login', { form: { email: heavyEmail, password: PASSWORD } });
    const first = await client.call('GET', '/api/dashboard');
    const answer = (JSON.parse(first.text) as { code: number; msg: Answer }).msg;
    if (first.status !== 200)
      throw new Error(`/api/dashboard answered ${first.status} ${first.text.slice(0, 300)}`);

    const now = new Date();
    const params: DashboardParams = {
      accountId,
      now,
      week: new Date(now.getTime() + 7 * DAY_MS),
      month: new Date(now.getTime() + 30 * DAY_MS),
    };
    // As drizzle's node-postgres driver sends a select: prepared under its name, rows as arrays.
    const statement: pg.QueryArrayConfig = {
      ...dashboardStatementText(portal.handle.db, params),
      rowMode: 'array',
    };
    pool = new pg.Pool({ connectionString: database.url, max: POOL_SIZE });
    // The premise: the route answers what the statement finds, for every order of the account.
    const checkFailures: string[] = [];
    if (answer.ordersCount !== settings.heavyOrders)
      checkFailures.push(`ordersCount ${answer.ordersCount}, seeded ${settings.heavyOrders}`);
    // Columns in the order of the repository's select: groups, recent, recentIssued, coupons, week, month.
    const [bareRow] = (await pool.query(statement)).rows;
    const groups = (bareRow?.[0] ?? []) as { paid: number }[];
    const barePaid = groups.reduce((n, g) => n + g.paid, 0);
    if (barePaid !== answer.paidOrdersCount)
      checkFailures.push(`paidOrdersCount ${answer.paidOrdersCount}, the bare statement ${barePaid}`);
    const week = answer.ordersCertExpiredData.find((s) => s.name === '7 days')?.value;
    if (week !== bareRow?.[4])
      checkFailures.push(`7-day certificates ${week}, the bare statement ${String(bareRow?.[4])}`);

    const load = (seconds: number) =>
      runLoad({
        url: `${portal!.url}/api/dashboard`,
        headers: { cookie: client.cookie() },
        seconds,
        connections: settings.connections,
        expectBody: first.text,
      });
    await load(settings.warmup);
    await bareSql(pool, statement, settings.warmup, settings.connections);
    const app = await load(settings.seconds);
    const bare = await bareSql(pool, statement, settings.seconds, settings.connections);
    const ratio = app.requestsPerSecond / bare.rate;
    const status = checkFailures.length === 0 && ratio >= DASHBOARD_RATIO_TARGET ? 'PASS' : 'FAIL';
    log(
      `  ${NAME}: ${answer.ordersCount} orders (paid ${answer.paidOrdersCount}); app p50 ${app.latencyP50} ms; ` +
        `bare SQL p99 ${fixed(bare.p99, 1)} ms; ${settings.connections} connections, pools of ${POOL_SIZE}`,
    );
    return {
      name: NAME,
      status,
      value: app.requestsPerSecond,
      reference: bare.rate,
      ratio,
      unit: 'req/s',
      target: `ratio >= ${DASHBOARD_RATIO_TARGET} (p99 reported)`,
      line:
        `${NAME}: GET /api/dashboard (${answer.ordersCount} orders) ${fixed(app.requestsPerSecond, 1)} req/s vs ` +
        `bare SQL ${fixed(bare.rate, 1)} q/s = ratio ${fixed(ratio)} (target >= ${DASHBOARD_RATIO_TARGET}), ` +
        `p99 ${app.latencyP99} ms (bare ${fixed(bare.p99, 0)} ms) at ${settings.connections} connections ${status}`,
      details: { app, bare, settings, certificates },
      ...(checkFailures.length > 0 ? { checkFailures } : {}),
    };
  } finally {
    await pool?.end().catch(() => undefined);
    await portal?.close();
    await database.release();
  }
}
