// npm run bench: one result line per benchmark (a ratio against a reference measured in the same run, or a
// budget), then a JSON summary on the last line. Exit 0 even when a target is missed; 1 when one crashed.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { startIssuanceBench, type IssuanceBench } from './issuance.js';
import { benchLighthouse } from './lighthouse.js';
import { benchStorefrontLighthouse } from './storefront-lighthouse.js';
import {
  benchSignedInLighthouse,
  customerWithOrders,
  SIGNED_IN_PAGES,
  signedInOperator,
} from './signed-in-lighthouse.js';
import { benchOrders } from './orders.js';
import { benchDashboard } from './dashboard.js';
import { startPortal, type Portal } from '@portal/e2e/portal';
import { errorText, firstLine, type BenchResult } from './lib/result.js';
import {
  comparisonLines,
  previousSummary,
  resultFileName,
  writeSummary,
  type BenchSummary,
} from './lib/history.js';
import { benchPageWeight } from './page-weight.js';
import { benchPayments } from './payments.js';
import { measureInOwnProcess } from './lib/isolated.js';
import { benchStatements } from './statements.js';
import { benchStartup } from './startup.js';
import { ISSUED_NAME, startUpstreamBench, SWEEP_NAME, type UpstreamBench } from './upstreams.js';
import { benchDnsZone } from './dns-zone.js';

const GROUPS = [
  'islogin',
  'price',
  'payments',
  'orders',
  'dashboard',
  'statements',
  'issuance',
  'page',
  'lighthouse',
  'storefront',
  'startup',
  'upstreams',
  'dns-zone',
] as const;
type Group = (typeof GROUPS)[number];

function selectedGroups(): Set<Group> {
  const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  for (const name of asked) {
    if (!(GROUPS as readonly string[]).includes(name)) {
      console.error(`unknown benchmark "${name}"; choose from: ${GROUPS.join(', ')}`);
      process.exit(2);
    }
  }
  return new Set((asked.length > 0 ? asked : GROUPS) as Group[]);
}

const results: BenchResult[] = [];
const log = (text: string) => console.log(text);

async function measure(name: string, fn: () => Promise<BenchResult>): Promise<void> {
  const started = Date.now();
  let result: BenchResult;
  try {
    result = await fn();
  } catch (error) {
    const text = errorText(error);
    console.error(text);
    result = { name, status: 'ERROR', line: `${name}: ERROR ${firstLine(text)}`, error: text };
  }
  log(`${result.line}    [${((Date.now() - started) / 1000).toFixed(1)} s]`);
  results.push(result);
}

/**
 * BENCH_SMOKE=1: the small, fast run `npm test` makes (bench/src/smoke.test.ts) to prove every bench's checks still
 * hold; its sizes are set by the test, its timings mean nothing and it writes no result file.
 */
const smoke = process.env.BENCH_SMOKE === '1';

async function main(): Promise<void> {
  const groups = selectedGroups();
  const started = Date.now();
  const startedAt = new Date();
  const loadAverage = loadavg();
  log(
    `bench${smoke ? ' (smoke: small sizes, timings not judged)' : ''}: node ${process.version}, ` +
      `${cpus().length} CPUs, load average ${loadAverage.map((n) => n.toFixed(2)).join(' ')}; ` +
      `benchmarks: ${[...groups].join(', ')}`,
  );

  const databaseUrl = process.env.BENCH_DATABASE_URL;
  // Each request-rate line in a process of its own (lib/isolated.ts: a line run after others measured lower).
  const inOwnProcess = (name: string) => () => measureInOwnProcess(name);
  if (groups.has('islogin')) {
    await measure('islogin/pglite', inOwnProcess('islogin/pglite'));
    if (databaseUrl) await measure('islogin/postgres', inOwnProcess('islogin/postgres'));
    else log('islogin/postgres: not run (set BENCH_DATABASE_URL=postgres://… to measure on PostgreSQL too)');
    // The same call signed in by an API key (Authorization: Bearer) instead of the session cookie.
    await measure('islogin-key/pglite', inOwnProcess('islogin-key/pglite'));
    if (databaseUrl) await measure('islogin-key/postgres', inOwnProcess('islogin-key/postgres'));
  }

  if (groups.has('price')) {
    await measure('price/pglite', inOwnProcess('price/pglite'));
    if (databaseUrl) await measure('price/postgres', inOwnProcess('price/postgres'));
    else log('price/postgres: not run (set BENCH_DATABASE_URL=postgres://… to measure on PostgreSQL too)');
  }

  if (groups.has('payments')) await measure('payments', () => benchPayments({ log }));

  if (groups.has('orders')) {
    // One seeded database for the three lines (page 1, a deep filtered page, the CSV export).
    const started = Date.now();
    let lines: BenchResult[];
    try {
      lines = await benchOrders({ log });
    } catch (error) {
      const text = errorText(error);
      console.error(text);
      lines = [{ name: 'orders', status: 'ERROR', line: `orders: ERROR ${firstLine(text)}`, error: text }];
    }
    for (const result of lines) log(result.line);
    log(`orders: ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
    results.push(...lines);
  }

  if (groups.has('dashboard')) await measure('dashboard', () => benchDashboard({ log }));

  if (groups.has('statements')) await measure('statements/generate', () => benchStatements({ log }));

  if (groups.has('issuance')) {
    // One setup (app, DNS server, paid and submitted orders) for both lines.
    let bench: IssuanceBench | undefined;
    let setupError: unknown;
    try {
      bench = await startIssuanceBench({ log });
    } catch (error) {
      setupError = error;
    }
    const withBench = (fn: (b: IssuanceBench) => Promise<BenchResult>) => async () => {
      if (!bench) throw new Error(`the issuance setup failed: ${errorText(setupError)}`);
      return fn(bench);
    };
    try {
      await measure(
        'issuance',
        withBench((b) => b.issuance()),
      );
      await measure(
        'issuance/bundles',
        withBench((b) => b.bundles()),
      );
    } finally {
      await bench?.close();
    }
  }

  if (groups.has('upstreams')) {
    // One PostgreSQL database, app and CertCentral emulator for both lines.
    let bench: UpstreamBench | BenchResult | undefined;
    let setupError: unknown;
    try {
      bench = await startUpstreamBench({ log });
    } catch (error) {
      setupError = error;
    }
    const withBench = (fn: (b: UpstreamBench) => Promise<BenchResult>) => async () => {
      if (!bench) throw new Error(`the upstreams setup failed: ${errorText(setupError)}`);
      if ('status' in bench) return bench;
      return fn(bench);
    };
    try {
      await measure(
        SWEEP_NAME,
        withBench((b) => b.sweep()),
      );
      if (bench && !('status' in bench))
        await measure(
          ISSUED_NAME,
          withBench((b) => b.issuedToDownloadable()),
        );
    } finally {
      if (bench && !('status' in bench)) await bench.close();
    }
  }

  if (groups.has('dns-zone')) {
    // The DCV delegation zone's responder against a bare dns2 responder (issue 34).
    await measure('dns-zone/pglite', () => benchDnsZone({ kind: 'pglite', log }));
    if (databaseUrl)
      await measure('dns-zone/postgres', () => benchDnsZone({ kind: 'postgres', databaseUrl, log }));
    else log('dns-zone/postgres: not run (set BENCH_DATABASE_URL=postgres://… to measure on PostgreSQL too)');
  }

  if (groups.has('startup')) {
    await measure('startup/pglite', () => benchStartup('pglite', log));
    await measure('startup/pglite-orders', () => benchStartup('pglite', log, { filled: true }));
    await measure('startup/postgres', () => benchStartup('postgres', log));
    await measure('startup/postgres-orders', () => benchStartup('postgres', log, { filled: true }));
  }

  if (groups.has('page') || groups.has('lighthouse') || groups.has('storefront')) {
    let portal: Portal | undefined;
    let startError: unknown;
    try {
      portal = await startPortal({ logLevel: 'warn' });
      log(`portal: started at ${portal.url} (DATA_DIR ${portal.dataDir})`);
    } catch (error) {
      startError = error;
    }
    const withPortal = (fn: (url: string) => Promise<BenchResult>) => async () => {
      if (!portal) throw new Error(`the portal did not start: ${errorText(startError)}`);
      return fn(portal.url);
    };
    try {
      if (groups.has('page'))
        await measure(
          'first-page-js',
          withPortal((url) => benchPageWeight(url, log)),
        );
      if (groups.has('lighthouse')) {
        await measure(
          'lighthouse/mobile',
          withPortal((url) => benchLighthouse(url, log)),
        );
        // The signed-in pages (issue 31): My Orders of a customer with orders, the operator console.
        await measure(
          SIGNED_IN_PAGES.orders.name,
          withPortal((url) =>
            benchSignedInLighthouse(SIGNED_IN_PAGES.orders, url, () => customerWithOrders(url), log),
          ),
        );
        await measure(
          SIGNED_IN_PAGES.ops.name,
          withPortal((url) =>
            benchSignedInLighthouse(SIGNED_IN_PAGES.ops, url, () => signedInOperator(portal!), log),
          ),
        );
      }
      if (groups.has('storefront')) {
        // One Lighthouse run per page gives its four category lines.
        const started = Date.now();
        let lines: BenchResult[];
        try {
          if (!portal) throw new Error(`the portal did not start: ${errorText(startError)}`);
          lines = await benchStorefrontLighthouse(portal.url, log);
        } catch (error) {
          const text = errorText(error);
          console.error(text);
          lines = [
            {
              name: 'lighthouse/storefront',
              status: 'ERROR',
              line: `lighthouse/storefront: ERROR ${firstLine(text)}`,
              error: text,
            },
          ];
        }
        for (const result of lines) log(result.line);
        log(`lighthouse/storefront: ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
        results.push(...lines);
      }
    } finally {
      await portal?.stop();
    }
  }

  const crashed = results.filter((r) => r.status === 'ERROR');
  log('');
  log('summary:');
  for (const r of results) log(`  ${r.line}`);
  const summary: BenchSummary = {
    ok: crashed.length === 0,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    node: process.version,
    cpus: cpus().length,
    loadAverage,
    startedAt: startedAt.toISOString(),
    results,
  };
  if (!smoke) {
    const previous = previousSummary();
    const written = writeSummary(summary, resultFileName(startedAt));
    log(`results: ${written}`);
    if (previous) {
      log(`compared with ${previous.file}:`);
      for (const line of comparisonLines(previous.summary, summary)) log(line);
    }
  }
  const file = process.env.BENCH_JSON;
  if (file) writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  log(JSON.stringify(summary));
  process.exitCode = crashed.length > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(errorText(error));
  process.exitCode = 1;
});
