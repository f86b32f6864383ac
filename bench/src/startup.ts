// Benchmark: cold start and idle memory of a built portal. Spawn to the first 200 of GET /api/islogin on an empty
// embedded database (migrations, seed, CA creation included) and on a fresh PostgreSQL database, against spawning a
// bare Node HTTP server in the same run; then the process's resident memory after it has been idle.
import { spawn } from 'node:child_process';
import { freePort, sleep } from './lib/env.js';
import { numberFromEnv } from './lib/env.js';
import { POLL_MS, startPortalProcess } from './lib/portal-process.js';
import { openBenchDatabase, safeUrl } from './lib/postgres.js';
import { fixed, type BenchResult } from './lib/result.js';

export const STARTUP_TARGET_MS = { pglite: 3000, postgres: 2000 } as const;
export const IDLE_RSS_TARGET_MB = { pglite: 250, postgres: 150 } as const;

/** Spawn to first answer of a bare `node:http` server: what Node itself costs on this machine now. */
async function bareNodeStart(): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('http').createServer((q, r) => r.end('{"code":0,"msg":false}')).listen(${port}, '127.0.0.1')`,
    ],
    { stdio: 'ignore' },
  );
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/islogin`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return performance.now() - started;
      if (performance.now() - started > 30_000) throw new Error('a bare node server did not answer in 30 s');
      await sleep(POLL_MS);
    }
  } finally {
    child.kill('SIGKILL');
  }
}

export async function benchStartup(
  kind: 'pglite' | 'postgres',
  log: (text: string) => void,
): Promise<BenchResult> {
  const name = `startup/${kind}`;
  const idleSeconds = numberFromEnv('BENCH_IDLE_SECONDS', 10);
  let databaseUrl: string | undefined;
  let release = async () => undefined as void;
  if (kind === 'postgres') {
    const database = await openBenchDatabase({ fresh: true });
    if ('unreachable' in database)
      return {
        name,
        status: 'SKIP',
        line: `${name}: SKIP, PostgreSQL is unreachable (${database.unreachable})`,
      };
    databaseUrl = database.url;
    release = database.release;
    log(`  ${name}: fresh database ${safeUrl(database.url)}`);
  }
  try {
    const bare = await bareNodeStart();
    const portal = await startPortalProcess(databaseUrl);
    let rssMb: number;
    try {
      await sleep(idleSeconds * 1000);
      rssMb = portal.memory().rss / 1024 / 1024;
    } finally {
      await portal.stop();
    }
    const bareAgain = await bareNodeStart();
    const reference = Math.min(bare, bareAgain);
    const startTarget = STARTUP_TARGET_MS[kind];
    const rssTarget = IDLE_RSS_TARGET_MB[kind];
    const status = portal.startMs <= startTarget && rssMb <= rssTarget ? 'PASS' : 'FAIL';
    return {
      name,
      status,
      value: portal.startMs,
      reference,
      ratio: portal.startMs / reference,
      unit: 'ms',
      target: `start <= ${startTarget} ms, idle RSS <= ${rssTarget} MB`,
      line:
        `${name}: empty database to first answer ${Math.round(portal.startMs)} ms (bare node ${Math.round(reference)} ms, ` +
        `${fixed(portal.startMs / reference, 1)}x; target <= ${startTarget} ms), idle RSS after ${idleSeconds} s ` +
        `${rssMb.toFixed(0)} MB (target <= ${rssTarget}) ${status}`,
      details: { bare: [bare, bareAgain], startMs: portal.startMs, rssMb },
    };
  } finally {
    await release();
  }
}
