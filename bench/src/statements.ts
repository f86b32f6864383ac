// Benchmark: account statements on PostgreSQL. One account with 100 000 paid payments (seeded set-based in SQL)
// in the last finished month; POST /api/account_statement/generate through the HTTP layer against the very same
// aggregate statement (the repository's generateStatementSql) sent bare through `pg`, one call at a time,
// interleaved. The totals of both are checked against an independent sum.
import { monthWindow } from '@portal/server/dist/modules/books/months.js';
import {
  generateStatementSql,
  statementQueryText,
} from '@portal/server/dist/modules/books/statements.repository.js';
import pg from 'pg';
import { startBenchApp, type BenchApp } from './lib/app.js';
import { BenchClient } from './lib/client.js';
import { numberFromEnv } from './lib/env.js';
import { median } from './lib/load.js';
import { openBenchDatabase, query, safeUrl } from './lib/postgres.js';
import { fixed, type BenchResult } from './lib/result.js';

const NAME = 'statements/generate';
export const STATEMENTS_RATIO_TARGET = 0.8;

export interface StatementsOptions {
  log: (text: string) => void;
}

interface Totals {
  totalPurchase: number;
  payPalPurchase: number;
  fundPurchase: number;
}

/** The UTC month before `now`, as YYYY-MM: the latest month a statement may be made for. */
function lastFinishedMonth(now: Date): string {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return first.toISOString().slice(0, 7);
}

/** `count` payments of the account spread evenly over the month: 9 in 10 purchases, channels in turn. */
async function seedPayments(url: string, accountId: number, month: string, count: number): Promise<void> {
  const window = monthWindow(month);
  const stepMs = Math.floor((window.to.getTime() - window.from.getTime()) / (count + 1));
  await query(
    url,
    `insert into payments (account_id, created_by, type, status, channel, orders_id, reissue_ids,
                           subtotal_cents, discount_cents, total_cents, paid_at, created_at, updated_at)
     select $1::bigint, $1::bigint,
            case when g % 10 = 0 then 'addFunds' else 'purchase' end, 'paid',
            (array['fund', 'paypal', 'offline'])[1 + g % 3], '[]'::jsonb, '[]'::jsonb,
            1000 + (g * 37) % 50000, 0, 1000 + (g * 37) % 50000,
            t, t, t
     from generate_series(1, $2::int) as g,
          lateral (select $3::timestamptz + (g * $4::bigint) * interval '1 millisecond' as t) as at`,
    [accountId, count, window.from.toISOString(), stepMs],
  );
  await query(url, 'vacuum analyze payments');
}

/** The same totals summed independently (no upsert), in cents. */
async function independentTotals(url: string, accountId: number, month: string): Promise<Totals> {
  const window = monthWindow(month);
  const found = await query<{ total: string; paypal: string; fund: string }>(
    url,
    `select coalesce(sum(total_cents), 0) as total,
            coalesce(sum(total_cents) filter (where channel = 'paypal'), 0) as paypal,
            coalesce(sum(total_cents) filter (where channel = 'fund'), 0) as fund
     from payments where account_id = $1 and type = 'purchase' and paid_at >= $2 and paid_at < $3`,
    [accountId, window.from, window.to],
  );
  const row = found.rows[0]!;
  return {
    totalPurchase: Number(row.total),
    payPalPurchase: Number(row.paypal),
    fundPurchase: Number(row.fund),
  };
}

const cents = (t: Totals): Totals => ({
  totalPurchase: Math.round(t.totalPurchase * 100),
  payPalPurchase: Math.round(t.payPalPurchase * 100),
  fundPurchase: Math.round(t.fundPurchase * 100),
});

/**
 * `n` pairs of calls, one at a time and interleaved (app, bare, app, bare…), so a load spike from elsewhere on
 * this shared machine hits both sides alike; milliseconds of each.
 */
async function interleaved(
  n: number,
  app: () => Promise<void>,
  bare: () => Promise<void>,
): Promise<{ app: number[]; bare: number[] }> {
  const times = { app: [] as number[], bare: [] as number[] };
  for (let i = 0; i < n; i++) {
    for (const [side, call] of [
      ['app', app],
      ['bare', bare],
    ] as const) {
      const started = performance.now();
      await call();
      times[side].push(performance.now() - started);
    }
  }
  return times;
}

export async function benchStatements(options: StatementsOptions): Promise<BenchResult> {
  const { log } = options;
  const count = Math.round(numberFromEnv('BENCH_STATEMENT_PAYMENTS', 100_000));
  const calls = Math.round(numberFromEnv('BENCH_STATEMENT_CALLS', 40));
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
      rateLimits: { login: 10_000, register: 10_000 },
    });
    const client = new BenchClient(portal.url);
    const email = await client.signUp();
    const found = await query<{ id: string }>(database.url, 'select id from accounts where email = $1', [
      email,
    ]);
    const accountId = Number(found.rows[0]?.id);
    const month = lastFinishedMonth(new Date());
    const seedStarted = Date.now();
    await seedPayments(database.url, accountId, month, count);
    log(
      `  ${NAME}: ${safeUrl(database.url)}: ${count} payments of one account in ${month} seeded in ` +
        `${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    const viaHttp = async () => {
      await client.ok<Totals>('POST', '/api/account_statement/generate', { form: { time: month } });
    };
    pool = new pg.Pool({ connectionString: database.url, max: 1 });
    const bareQuery = () =>
      statementQueryText(generateStatementSql(accountId, monthWindow(month), new Date()));
    const bare = async () => {
      const { sql, params } = bareQuery();
      await pool!.query(sql, params);
    };

    // Both give the same totals, and those agree with a plain sum.
    const expected = await independentTotals(database.url, accountId, month);
    const answer = cents(
      await client.ok<Totals>('POST', '/api/account_statement/generate', { form: { time: month } }),
    );
    const { sql, params } = bareQuery();
    const bareRow = (await pool.query<Record<string, string>>(sql, params)).rows[0]!;
    const bareTotals: Totals = {
      totalPurchase: Number(bareRow.total_purchase_cents),
      payPalPurchase: Number(bareRow.paypal_purchase_cents),
      fundPurchase: Number(bareRow.fund_purchase_cents),
    };
    if (
      JSON.stringify(answer) !== JSON.stringify(expected) ||
      JSON.stringify(bareTotals) !== JSON.stringify(expected)
    )
      throw new Error(
        `totals differ: app ${JSON.stringify(answer)}, bare ${JSON.stringify(bareTotals)}, sum ${JSON.stringify(expected)}`,
      );

    await interleaved(3, viaHttp, bare);
    const { app, bare: reference } = await interleaved(calls, viaHttp, bare);
    const appMs = median(app);
    const bareMs = median(reference);
    const ratio = bareMs / appMs;
    const status = ratio >= STATEMENTS_RATIO_TARGET ? 'PASS' : 'FAIL';
    return {
      name: NAME,
      status,
      value: appMs,
      reference: bareMs,
      ratio,
      unit: 'ms per statement',
      target: `ratio >= ${STATEMENTS_RATIO_TARGET}`,
      line:
        `${NAME}: ${fixed(appMs, 1)} ms through HTTP vs ${fixed(bareMs, 1)} ms bare SQL (${count} payments) = ratio ` +
        `${fixed(ratio)} (target >= ${STATEMENTS_RATIO_TARGET}) ${status}`,
      details: {
        payments: count,
        month,
        calls,
        appMs: app,
        bareMs: reference,
        totals: expected,
      },
    };
  } finally {
    await pool?.end().catch(() => undefined);
    await portal?.close();
    await database.release();
  }
}
