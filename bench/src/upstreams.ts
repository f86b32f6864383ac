// Benchmarks of pending upstream orders (issue 33), on PostgreSQL:
// - upstreams/poll-sweep: the recheck job's claims over BENCH_UPSTREAM_ORDERS (10 000) orders waiting on their CA,
//   through the portal's own code (the orders and reissues claims each run of `validation.recheckPending(50)` makes,
//   until one finds nothing due) against the very same statements sent bare through `pg` (text and parameters from
//   the repositories' query builders), on the same database, sweeps interleaved.
// - upstreams/issued-to-downloadable: per order, from the moment the CertCentral emulator has the order's names
//   validated (it issues at its next read) until the customer's GET /api/order/cert/{id} answers the certificate,
//   with the order's poll due at that moment (the wait for the next poll, up to the 1-minute interval, comes on top).
import { performance } from 'node:perf_hooks';
import { claimOrdersDueForCheck } from '@portal/server/dist/modules/orders/order-records.js';
import { claimReissuesDueForCheck } from '@portal/server/dist/modules/orders/reissue-records.js';
import { createOrdersRepository } from '@portal/server/dist/modules/orders/orders.repository.js';
import { createReissuesRepository } from '@portal/server/dist/modules/orders/reissues.repository.js';
import { createOperatorCommands, runOperatorCommand } from '@portal/server/dist/modules/operator/commands.js';
import { runMigrations } from '@portal/server/dist/db/migrate.js';
import type { DcvChecker } from '@portal/server/dist/modules/validation/dcv-checker.js';
import { startCertCentralEmulator } from '@portal/test-doubles/certcentral-emulator';
import pg from 'pg';
import { startBenchApp, type BenchApp } from './lib/app.js';
import { BenchClient } from './lib/client.js';
import { numberFromEnv, sleep } from './lib/env.js';
import { payByBalance, placeOrder } from './lib/orders.js';
import { openBenchDatabase, query, safeUrl, type BenchDatabase } from './lib/postgres.js';
import { fixed, type BenchResult } from './lib/result.js';

export const SWEEP_NAME = 'upstreams/poll-sweep';
export const ISSUED_NAME = 'upstreams/issued-to-downloadable';
/** The app's sweep may take at most this many times the bare statements' time (bench/README.md says why). */
export const SWEEP_RATIO_TARGET = 1.5;
/** p95 from the emulator's issuance to the customer's download, once the order's poll is due. */
export const ISSUED_P95_TARGET_MS = 1000;
const BATCH = 50;
const MINUTE = 60_000;
const API_KEY = 'BENCH-DEVKEY-1';

/** The portal's own look-ups all pass: these lines are about the CA's side and the job's bookkeeping. */
const PASSING: DcvChecker = {
  dnsTxt: () => Promise.resolve({ passed: true, vars: {} }),
  httpFile: () => Promise.resolve({ passed: true, vars: {} }),
  caa: () => Promise.resolve({ passed: true, vars: {} }),
  cname: () => Promise.resolve({ targets: [] }),
};

export interface UpstreamBenchOptions {
  log: (text: string) => void;
}

export interface UpstreamBench {
  sweep(): Promise<BenchResult>;
  issuedToDownloadable(): Promise<BenchResult>;
  close(): Promise<void>;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** `count` orders of the account waiting on upstream `cc` at status 1, never polled (set-based, untimed). */
async function seedWaitingOrders(url: string, accountId: number, count: number): Promise<void> {
  await query(
    url,
    `insert into orders (account_id, created_by, product_id, short_name, product_name, brand, product_type,
       audit_type, domain_type, validity, status, auth_method, common_name, dns_names, csr, contact, organization,
       price_cents, total_cents, validation_requested_at, ca_name, ca_order_id)
     select $1::bigint, $1::bigint, 1, 'RapidDV', 'RapidSSL DV', 'RapidSSL', 'SSL', 'DV', 1, 12, 1, 'dns',
            'sweep' || g || '.example.com', jsonb_build_array('sweep' || g || '.example.com'), 'csr',
            '{}'::jsonb, '{}'::jsonb, 1000, 1000, now() - interval '1 hour', 'cc', (500000 + g)::text
     from generate_series(1, $2::int) as g`,
    [accountId, count],
  );
  await query(url, 'vacuum analyze orders');
}

export async function startUpstreamBench(
  options: UpstreamBenchOptions,
): Promise<UpstreamBench | BenchResult> {
  const { log } = options;
  const database = await openBenchDatabase({ fresh: true });
  if ('unreachable' in database)
    return {
      name: SWEEP_NAME,
      status: 'SKIP',
      line: `${SWEEP_NAME}: SKIP, PostgreSQL is unreachable (${database.unreachable})`,
    };
  const db: BenchDatabase = database;
  let portal: BenchApp | undefined;
  const cc = await startCertCentralEmulator({ apiKeys: [API_KEY] });
  const close = async () => {
    await portal?.close();
    await cc.close();
    await db.release();
  };
  try {
    portal = await startBenchApp({
      kind: 'postgres',
      databaseUrl: db.url,
      seed: true,
      rateLimits: { login: 10_000, register: 10_000 },
      dcvChecker: PASSING,
    });
    const app = portal.app;
    const client = new BenchClient(portal.url);
    const email = await client.signUp();
    const commands = createOperatorCommands({
      db: portal.handle.db,
      clock: portal.clock,
      migrate: () => runMigrations(portal!.handle),
      upstreams: app.portal.upstreams,
    });
    for (const args of [
      [
        'upstream:set',
        '--name',
        'cc',
        '--type',
        'certcentral',
        '--api-base',
        cc.baseUrl,
        '--api-key',
        API_KEY,
      ],
      ['upstream:route', '--brand', 'RapidSSL', '--upstream', 'cc'],
      ['funds:credit', '--email', email, '--amount', '100000.00', '--note', 'bench'],
    ]) {
      const answer = await runOperatorCommand(commands, args[0]!, args.slice(1));
      if (!answer.ok) throw new Error(`portal ${args.join(' ')}: ${answer.output}`);
    }
    const accountId = Number(
      (await query<{ id: string }>(db.url, 'select id from accounts where email = $1', [email])).rows[0]?.id,
    );
    log(`  upstreams: ${safeUrl(db.url)}, CertCentral emulator at ${cc.baseUrl}`);

    return {
      close,

      async sweep() {
        const count = Math.round(numberFromEnv('BENCH_UPSTREAM_ORDERS', 10_000));
        const rounds = Math.round(numberFromEnv('BENCH_UPSTREAM_ROUNDS', 3));
        const seeded = Date.now();
        await seedWaitingOrders(db.url, accountId, count);
        log(
          `  ${SWEEP_NAME}: ${count} waiting orders seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
        );
        const bare = new pg.Client({ connectionString: db.url });
        await bare.connect();
        const orders = createOrdersRepository(portal!.handle.db);
        const reissues = createReissuesRepository(portal!.handle.db);
        const reset = async () => {
          await query(
            db.url,
            `update orders set next_poll_at = null, last_polled_at = null, last_checked_at = null
             where ca_name = 'cc' and status = 1`,
          );
          await query(db.url, 'vacuum analyze orders');
        };
        /**
         * The app's sweep: the job's claims (orders, then reissues, as each run of recheckPending makes them, through
         * the orders module's records) until one finds nothing due; answers the orders it claimed.
         */
        const appSweep = async () => {
          let claimed = 0;
          for (;;) {
            const now = new Date();
            const lease = new Date(now.getTime() + MINUTE);
            const rows = await claimOrdersDueForCheck(portal!.handle.db, now, lease, BATCH);
            await claimReissuesDueForCheck(portal!.handle.db, now, lease, BATCH);
            if (rows.length === 0) return claimed;
            claimed += rows.length;
          }
        };
        /** The same two statements, bare (their text and parameters from the repositories' query builders). */
        const bareSweep = async () => {
          let claimed = 0;
          for (;;) {
            const now = new Date();
            const lease = new Date(now.getTime() + MINUTE);
            const claim = orders.claimDueForCheckQuery(now, lease, BATCH).toSQL();
            const rows = (await bare.query<{ id: string }>(claim.sql, claim.params)).rows;
            const reissueClaim = reissues.claimDueForCheckQuery(now, lease, BATCH).toSQL();
            await bare.query(reissueClaim.sql, reissueClaim.params);
            if (rows.length === 0) return claimed;
            claimed += rows.length;
          }
        };
        const checkFailures: string[] = [];
        const times = { app: [] as number[], bare: [] as number[] };
        try {
          for (let round = 0; round < rounds; round++) {
            for (const [side, sweep] of [
              ['app', appSweep],
              ['bare', bareSweep],
            ] as const) {
              await reset();
              const started = performance.now();
              const claimed = await sweep();
              times[side].push(performance.now() - started);
              // Every waiting order once per sweep, none twice (a sweep's claims never overlap).
              const polled = await query<{ n: number; d: number }>(
                db.url,
                `select count(*)::int as n, count(distinct id)::int as d from orders
                 where ca_name = 'cc' and status = 1 and last_polled_at is not null`,
              );
              const { n, d } = polled.rows[0]!;
              if (claimed !== count || n !== count || d !== count)
                checkFailures.push(
                  `${side} sweep ${round + 1}: claimed ${claimed}, polled ${n} (${d} distinct) of ${count}`,
                );
            }
          }
        } finally {
          await bare.end().catch(() => undefined);
          // The seeded orders go: the next line's job runs must not sweep them.
          await query(db.url, `delete from orders where account_id = $1 and common_name like 'sweep%'`, [
            accountId,
          ]);
        }
        const appMs = times.app.reduce((a, b) => a + b, 0) / times.app.length;
        const bareMs = times.bare.reduce((a, b) => a + b, 0) / times.bare.length;
        const ratio = appMs / bareMs;
        const status = checkFailures.length === 0 && ratio <= SWEEP_RATIO_TARGET ? 'PASS' : 'FAIL';
        return {
          name: SWEEP_NAME,
          status,
          value: appMs,
          reference: bareMs,
          ratio,
          unit: 'ms per sweep',
          target: `ratio <= ${SWEEP_RATIO_TARGET}`,
          line:
            `${SWEEP_NAME}: ${count} waiting orders swept in ${fixed(appMs, 0)} ms by the job vs ${fixed(bareMs, 0)} ms ` +
            `for the same statements bare = ${fixed(ratio)}x (${fixed((appMs * 1000) / count, 0)} µs per order; ` +
            `mean of ${rounds}; target <= ${SWEEP_RATIO_TARGET}x) ${status}`,
          details: { orders: count, batch: BATCH, rounds, appMs: times.app, bareMs: times.bare },
          ...(checkFailures.length ? { checkFailures } : {}),
        };
      },

      async issuedToDownloadable() {
        const count = Math.round(numberFromEnv('BENCH_UPSTREAM_ISSUED_ORDERS', 20));
        const ids: number[] = [];
        for (let i = 0; i < count; i++)
          ids.push(await placeOrder(client, `issued${i}.upstream-bench.example.com`));
        await payByBalance(client, ids);
        // Submitted to the emulator, the customer's click: CertCentral answers pending (its names not yet seen).
        for (const id of ids) {
          await client.ok('GET', `/api/order/commit?id=${id}`);
          await client.call('GET', `/api/order/authz/${id}`);
        }
        const rows = await query<{ id: string; status: number; ca_order_id: string }>(
          db.url,
          'select id, status, ca_order_id from orders where id = any($1::bigint[])',
          [ids],
        );
        const caIdOf = new Map(rows.rows.map((r) => [Number(r.id), r.ca_order_id]));
        const checkFailures: string[] = [];
        const notWaiting = rows.rows.filter((r) => r.status !== 1);
        if (notWaiting.length)
          checkFailures.push(`${notWaiting.length} orders not waiting at status 1 before the flip`);
        // None is due until its turn: each run below asks about one order only.
        await query(
          db.url,
          `update orders set next_poll_at = now() + interval '1 hour' where id = any($1::bigint[])`,
          [ids],
        );
        const times: number[] = [];
        for (const id of ids) {
          // The order's poll comes due (as a minute after its last one), then CertCentral issues it.
          await query(db.url, 'update orders set next_poll_at = null where id = $1', [id]);
          const started = performance.now();
          cc.approveEmailDcv(Number(caIdOf.get(id)));
          // The job's run, as pg-boss starts it; the customer asks for the certificate meanwhile.
          const run = app.portal.validation.recheckPending();
          let downloaded = false;
          while (performance.now() - started < 30_000) {
            const answer = await client.call('GET', `/api/order/cert/${id}`);
            if (answer.status === 200 && answer.text.includes('BEGIN CERTIFICATE')) {
              downloaded = true;
              break;
            }
            await sleep(5);
          }
          times.push(performance.now() - started);
          await run;
          if (!downloaded) checkFailures.push(`order ${id}: no certificate within 30 s`);
        }
        const certificates = await query<{ n: number }>(
          db.url,
          'select count(*)::int as n from certificates where order_id = any($1::bigint[])',
          [ids],
        );
        if (certificates.rows[0]!.n !== count)
          checkFailures.push(`${certificates.rows[0]!.n} certificates stored for ${count} orders`);
        const p95 = percentile(times, 95);
        const p50 = percentile(times, 50);
        const status = checkFailures.length === 0 && p95 <= ISSUED_P95_TARGET_MS ? 'PASS' : 'FAIL';
        return {
          name: ISSUED_NAME,
          status,
          value: p95,
          unit: 'ms (p95)',
          target: `p95 <= ${ISSUED_P95_TARGET_MS} ms`,
          line:
            `${ISSUED_NAME}: p95 ${fixed(p95, 0)} ms, median ${fixed(p50, 0)} ms over ${count} orders from CertCentral's ` +
            `issuance to the customer's download, the poll due (the next poll is up to 1 min later on top) ` +
            `(target p95 <= ${ISSUED_P95_TARGET_MS} ms) ${status}`,
          details: { orders: count, ms: times },
          ...(checkFailures.length ? { checkFailures } : {}),
        };
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}
