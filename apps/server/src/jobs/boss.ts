import { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import pg from 'pg';
import { LOCKS, withAdvisoryLock } from '../db/advisory-lock.js';
import type { Database } from '../db/client.js';
import { databaseFailureText } from '../db/connection-errors.js';
import type { DatabaseHealth } from '../db/health.js';

/** One recurring job: a queue, its cron (UTC) and the one service entry point its handler calls. */
export interface JobDefinition {
  name: string;
  cron: string;
  /** Idempotent: a second run (or a retry after a crash) changes nothing the first one did. */
  run(data: Record<string, unknown>): Promise<unknown>;
}

export interface JobsOptions {
  /** How often each worker asks for work (pg-boss polls). Default 5 s. */
  pollingIntervalSeconds?: number;
  /** Install the crons (default true). */
  schedule?: boolean;
  /**
   * Start the queues only when `start()` is called (the running portal: after it listens, so the first requests
   * never wait for pg-boss's schema), instead of when the app is ready (tests).
   */
  deferStart?: boolean;
  /**
   * Milliseconds between `start()` and the workers' first look for work (default 0). The running portal waits a
   * little: the sweeps a restart finds due (validation every minute) then never compete with its first requests.
   */
  workersAfterMs?: number;
}

export interface JobRunner {
  /** Starts the queues once (a second call waits for the first). */
  start(): Promise<void>;
  /** Queues one run now (the crons queue the others); null when one is already waiting. */
  trigger(name: string, data?: Record<string, unknown>): Promise<string | null>;
  /** The installed crons, by queue name. */
  schedules(): Promise<{ name: string; cron: string }[]>;
  /** Jobs waiting per queue (for /metrics); empty before start. */
  queueSizes(): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

/**
 * pg-boss's SQL goes through the connection the app already holds (ADR 0002):
 * - PGlite: top-level `query`/`exec` take PGlite's transaction mutex, so a pg-boss statement waits while a
 *   drizzle transaction of a request is open and never runs inside it. pg-boss sends its installation and
 *   maintenance scripts (`BEGIN; …; COMMIT;`) without parameters: those go through `exec` (several
 *   statements), everything else through `query` (parameters, one statement).
 * - PostgreSQL: the app's `pg` pool (a script without parameters uses the simple protocol, as pg-boss's own
 *   pool would).
 * Never call `trigger` inside a transaction on PGlite: it would wait for the mutex that transaction holds.
 */
export function executorFor(db: Database): PgBoss.Db {
  const client: unknown = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite)
    return {
      async executeSql(text, values) {
        // PGlite runs each statement on this thread: pg-boss's chains of statements (polls, schedules, completions)
        // let the event loop take new requests between two of them.
        await new Promise((resolve) => setImmediate(resolve));
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    };
  if (client instanceof pg.Pool) return { executeSql: (text, values) => client.query(text, values) };
  throw new Error('jobs need the PGlite client or the pg pool of the app database');
}

const QUEUE = {
  // At most one run waiting and one running per queue, across processes: sweeps never overlap.
  policy: 'stately',
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  retentionMinutes: 24 * 60,
} as const;

/**
 * pg-boss's schema, the queues of `definitions` and their schedules, and nothing running: the build's embedded
 * database template (scripts/pglite-template.mjs). A queue is a partition table of its own; making the portal's six
 * takes ~3 s of the embedded database's thread on a fresh data directory, which the first requests would wait
 * behind. `start()` finds them made and only checks them.
 */
export async function prepareJobQueues(db: Database, definitions: JobDefinition[]): Promise<void> {
  const boss = new PgBoss({ db: executorFor(db), schedule: false, supervise: false });
  boss.on('error', () => undefined);
  await boss.start();
  for (const job of definitions) {
    await boss.createQueue(job.name, { name: job.name, ...QUEUE });
    await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
  }
  await boss.stop({ graceful: false, wait: true });
}

export function createJobRunner(
  db: Database,
  definitions: JobDefinition[],
  log: {
    error(obj: object, msg: string): void;
    info(obj: object, msg: string): void;
    debug(obj: object, msg: string): void;
  },
  options: JobsOptions = {},
  health?: DatabaseHealth,
): JobRunner {
  const boss = new PgBoss({
    db: executorFor(db),
    schedule: options.schedule ?? true,
    // Completed jobs are kept a day, then dropped by pg-boss's maintenance.
    deleteAfterDays: 1,
  });
  // An EventEmitter 'error' without a listener would end the process. pg-boss keeps polling after an error, so
  // the queues resume by themselves once the database is back; while it is away (the health tracker logs that
  // once), each poll's connection failure is only a debug line.
  boss.on('error', (error) => {
    if (health?.report(error))
      log.debug({ reason: databaseFailureText(error) }, 'job queue waits for the database');
    else log.error({ err: error }, 'job queue error');
  });
  let started = false;
  let starting: Promise<void> | undefined;
  let workersTimer: NodeJS.Timeout | undefined;

  const startWorkers = async () => {
    for (const job of definitions) {
      await boss.work<Record<string, unknown>>(
        job.name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5 },
        async ([item]) => {
          const result = await job.run(item?.data ?? {});
          return result;
        },
      );
    }
  };

  const start = async () => {
    // Processes starting together take turns: pg-boss's queue creation deadlocks when run concurrently.
    await withAdvisoryLock(db, LOCKS.jobSetup, async () => {
      await boss.start();
      for (const job of definitions) {
        await boss.createQueue(job.name, { name: job.name, ...QUEUE });
        if (options.schedule ?? true) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
      }
    });
    const delay = options.workersAfterMs ?? 0;
    if (delay > 0) {
      workersTimer = setTimeout(() => {
        workersTimer = undefined;
        startWorkers().catch((error: unknown) => log.error({ err: error }, 'job workers did not start'));
      }, delay);
      workersTimer.unref();
    } else await startWorkers();
    started = true;
    log.info({ queues: definitions.map((d) => d.name) }, 'jobs started');
  };

  return {
    start() {
      starting ??= start();
      return starting;
    },
    trigger: (name, data = {}) => boss.send(name, data),
    async schedules() {
      return (await boss.getSchedules()).map((s) => ({ name: s.name, cron: s.cron }));
    },
    async queueSizes() {
      if (!started) return {};
      const sizes: Record<string, number> = {};
      for (const job of definitions) sizes[job.name] = await boss.getQueueSize(job.name);
      return sizes;
    },
    async stop() {
      // A stop during the start (SIGTERM right after listen) lets it finish first: pg-boss must not be half-started
      // when the database closes.
      await starting?.catch(() => undefined);
      clearTimeout(workersTimer);
      if (!started) return;
      started = false;
      // Waits for running handlers (up to the timeout) before the database is closed.
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
    },
  };
}
