// The portal as its own process (`node apps/server/dist/main.js`) on a given PostgreSQL database, so its memory
// can be read from /proc/<pid>/status while it works.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, repoRoot, sleep, tempDir } from './env.js';

export interface PortalProcess {
  url: string;
  port: number;
  pid: number;
  /** VmRSS and VmHWM (peak since the start or the last `resetPeak`) of the process, in bytes. */
  memory(): { rss: number; peak: number };
  /**
   * Starts VmHWM again from the current RSS (`5` to /proc/<pid>/clear_refs), so a later peak is the work's, not the
   * start-up's; false where the kernel refuses it (the peak then counts from the start).
   */
  resetPeak(): boolean;
  output(): string;
  /** Spawn to the first 200 of GET /api/islogin (polled every POLL_MS), in ms. */
  startMs: number;
  /** Spawn to the first 200 of GET /readyz (polled after the first answer; the job queues started), in ms. */
  readyMs: number;
  /**
   * CPU time the process had used (all its threads, user + system; /proc/<pid>/stat, 10 ms steps) when it first
   * answered: unlike the wall time it hardly moves with the machine's load.
   */
  startCpuMs: number;
  stop(): Promise<void>;
}

/** How often a starting portal is asked whether it answers yet. */
export const POLL_MS = 20;

/** User + system CPU time of a process so far, in ms (/proc/<pid>/stat fields 14 and 15, in clock ticks). */
export function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks * 10; // CLK_TCK is 100 on Linux
}

function statusField(pid: number, field: string): number {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text);
  if (!match) throw new Error(`/proc/${pid}/status has no ${field}`);
  return Number(match[1]) * 1024;
}

export const BENCH_SECRET_KEY = 'bench-secret-key-shared-by-every-bench-process';

export interface PortalProcessOptions {
  /** The DATA_DIR to run on (left in place by `stop`); default a new temporary one, removed by `stop`. */
  dataDir?: string;
}

/** `env` adds settings (e.g. one SECRET_KEY for several processes that must share sessions). */
export async function startPortalProcess(
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
  options: PortalProcessOptions = {},
): Promise<PortalProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? tempDir('portal');
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  for (const name of ['SMTP_URL', 'PUBLIC_URL', 'DATABASE_URL']) delete childEnv[name];
  // Without a database URL: the embedded database in the fresh DATA_DIR.
  if (databaseUrl) childEnv.DATABASE_URL = databaseUrl;
  // Every process the bench starts on a database shares one secret, as a cluster must (the built-in CA is sealed
  // under it in the database; a process with another secret refuses to start).
  childEnv.SECRET_KEY = BENCH_SECRET_KEY;
  Object.assign(childEnv, env);
  // Started as `npm start` starts it: with the portal's V8 flags.
  const { flags } = JSON.parse(readFileSync(join(repoRoot, 'apps/server/node-flags.json'), 'utf8')) as {
    flags: string[];
  };
  const spawnedAt = performance.now();
  const child: ChildProcess = spawn(
    process.execPath,
    [...flags, join(repoRoot, 'apps/server/dist/main.js')],
    {
      cwd: repoRoot,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-65536);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the portal exited with ${child.exitCode}: ${printed.slice(-2000)}`);
    }
    const ok = await fetch(`${url}/api/islogin`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > until) {
      await stop();
      throw new Error(`the portal did not answer within 60 s: ${printed.slice(-2000)}`);
    }
    await sleep(POLL_MS);
  }
  const startMs = performance.now() - spawnedAt;
  const startCpuMs = cpuMsOf(child.pid!);
  for (;;) {
    const ready = await fetch(`${url}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    if (child.exitCode !== null || Date.now() > until) {
      await stop();
      throw new Error(`the portal answered but never became ready: ${printed.slice(-2000)}`);
    }
    await sleep(POLL_MS);
  }
  const readyMs = performance.now() - spawnedAt;
  const pid = child.pid!;
  return {
    url,
    port,
    pid,
    memory: () => ({ rss: statusField(pid, 'VmRSS'), peak: statusField(pid, 'VmHWM') }),
    resetPeak: () => {
      try {
        writeFileSync(`/proc/${pid}/clear_refs`, '5');
        return true;
      } catch {
        return false;
      }
    },
    output: () => printed,
    startMs,
    readyMs,
    startCpuMs,
    stop,
  };
}
