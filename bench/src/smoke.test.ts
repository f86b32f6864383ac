// The benches' own checks (books, counts, bytes, byte-identical answers) in a small, fast run inside `npm test`,
// so a change that breaks a bench's premise fails CI at once. No timing is asserted: sizes are tiny and the
// machine is shared.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BenchSummary } from './lib/history.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const GROUPS = ['islogin', 'price', 'payments', 'orders', 'dashboard', 'statements', 'issuance', 'dns-zone'];
/** Every line these groups print; a group that stops printing one is as broken as a failed check. */
const EXPECTED = [
  'islogin/pglite',
  'islogin-key/pglite',
  'price/pglite',
  'payments',
  'orders/page1',
  'orders/deep-filtered',
  'orders/csv',
  'orders/cluster',
  'dashboard',
  'statements/generate',
  'issuance',
  'issuance/bundles',
  'dns-zone/pglite',
];
/** Lines that need PostgreSQL, which a developer's machine may lack (CI has it). */
const NEEDS_POSTGRES = /^(payments|orders|dashboard|statements)/;

const SMALL: Record<string, string> = {
  BENCH_SMOKE: '1',
  BENCH_SECONDS: '1',
  BENCH_WARMUP_SECONDS: '1',
  BENCH_ROUNDS: '1',
  BENCH_CONNECTIONS: '2',
  BENCH_BREAKDOWN: '0',
  BENCH_PAYMENT_ACCOUNTS: '2',
  BENCH_PAYMENT_ORDERS: '3',
  BENCH_PAYMENT_CONCURRENCY: '2',
  BENCH_ORDERS_USERS: '10',
  BENCH_ORDERS_COUNT: '3000',
  BENCH_ORDERS_CONNECTIONS: '2',
  BENCH_DASHBOARD_ORDERS: '2000',
  BENCH_DASHBOARD_OTHER_USERS: '10',
  BENCH_DASHBOARD_OTHER_ORDERS: '1000',
  BENCH_DASHBOARD_CONNECTIONS: '2',
  BENCH_STATEMENT_PAYMENTS: '1000',
  BENCH_STATEMENT_CALLS: '2',
  BENCH_ISSUANCE_ORDERS: '2',
  BENCH_BUNDLE_BUILDS: '1',
};

let dir: string;
let summary: BenchSummary;
let output = '';

beforeAll(async () => {
  // The bench runs compiled (as `npm run bench` does); `npm test` has just built it, tsc -b is a no-op then.
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const built = spawnSync(process.execPath, [tsc, '-b', join(root, 'bench')], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`tsc -b bench failed:\n${built.stdout}${built.stderr}`);
  dir = mkdtempSync(join(tmpdir(), 'portal-bench-smoke-'));
  const json = join(dir, 'summary.json');
  const env: NodeJS.ProcessEnv = { ...process.env, ...SMALL, BENCH_JSON: json };
  delete env.BENCH_DATABASE_URL; // a fresh database of its own, dropped at the end
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'bench', 'dist', 'run.js'), ...GROUPS], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', resolve);
  });
  try {
    summary = JSON.parse(readFileSync(json, 'utf8')) as BenchSummary;
  } catch {
    throw new Error(`the bench wrote no summary (exit ${code}):\n${output.slice(-4000)}`);
  }
}, 600_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('npm run bench, small (checks only)', () => {
  it('prints every line, none crashed, every check holds', () => {
    const problems: string[] = [];
    const byName = new Map(summary.results.map((r) => [r.name, r]));
    const postgresSkipped = summary.results.some((r) => NEEDS_POSTGRES.test(r.name) && r.status === 'SKIP');
    for (const name of EXPECTED) {
      if (NEEDS_POSTGRES.test(name) && postgresSkipped && !process.env.CI) continue;
      const result = byName.get(name);
      if (!result) problems.push(`${name}: no line`);
      else if (result.status === 'ERROR' || result.status === 'SKIP') problems.push(result.line);
      else if (result.checkFailures && result.checkFailures.length > 0)
        problems.push(`${name}: ${result.checkFailures.join('; ')}`);
    }
    if (problems.length > 0) console.log(output.slice(-6000));
    expect(problems).toEqual([]);
  });
});
