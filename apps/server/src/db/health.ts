import { databaseFailureOf, databaseFailureText } from './connection-errors.js';
import { runWithoutDeadline } from './request-deadline.js';

export interface DatabaseHealthLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * Whether the database is known to be unreachable. Any part that sees a connection failure reports it (the
 * error handler, the pool's error events, the job queue); while it is down, API calls are answered 503 at once
 * and a probe runs every `probeIntervalMs` until the database answers again.
 */
export interface DatabaseHealth {
  isDown(): boolean;
  /** Reports any error; only connection failures and timeouts count. Returns whether it was one. */
  report(error: unknown): boolean;
  /** Runs the probe now (readiness): resolves true when the database answers. */
  check(): Promise<boolean>;
  /** Where the up/down changes are written (the app's logger once it exists). */
  setLog(log: DatabaseHealthLog): void;
  stop(): void;
}

export interface DatabaseHealthOptions {
  /** Resolves when the database answers (bounded by the connect and statement timeouts); rejects otherwise. */
  probe(): Promise<void>;
  probeIntervalMs?: number;
  /** A probe without an answer by then counts as a failure (the database is frozen or unreachable). */
  probeTimeoutMs?: number;
  log?: DatabaseHealthLog;
}

class ProbeTimeout extends Error {}

function withTimeout(work: Promise<void>, ms: number | undefined): Promise<void> {
  if (!ms) return work;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProbeTimeout(`the database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function createDatabaseHealth(options: DatabaseHealthOptions): DatabaseHealth {
  const intervalMs = options.probeIntervalMs ?? 1000;
  let log: DatabaseHealthLog | undefined = options.log;
  let down = false;
  let since = 0;
  let timer: NodeJS.Timeout | undefined;
  let probing: Promise<boolean> | undefined;
  let stopped = false;

  const markDown = (error: unknown) => {
    if (down || stopped) return;
    down = true;
    since = Date.now();
    log?.warn(
      { reason: databaseFailureText(error) },
      'database unreachable: API calls answer 503 until it is back',
    );
    timer = setInterval(() => void runProbe(), intervalMs);
    // The probe alone never keeps the process alive.
    timer.unref();
  };

  const markUp = () => {
    if (!down) return;
    down = false;
    clearInterval(timer);
    timer = undefined;
    log?.info({ downForMs: Date.now() - since }, 'database reachable again');
  };

  const runProbe = (): Promise<boolean> => {
    // One probe at a time: against a server that does not answer, each one lasts the connect timeout.
    // Never under the deadline of the request that reported the failure: that one may be spent already (a probe
    // failing at once would mark a healthy database down), and the probe's own timer must not inherit it either.
    probing ??= withTimeout(
      runWithoutDeadline(() => options.probe()),
      options.probeTimeoutMs,
    )
      .then(
        () => {
          markUp();
          return true;
        },
        (error: unknown) => {
          if (error instanceof ProbeTimeout || databaseFailureOf(error)) markDown(error);
          return false;
        },
      )
      .finally(() => {
        probing = undefined;
      });
    return probing;
  };

  return {
    isDown: () => down,
    report(error) {
      const kind = databaseFailureOf(error);
      if (!kind) return false;
      // A lost connection says enough; a timeout may be one slow statement and a bare socket error may come from
      // another service, so a probe decides.
      if (kind === 'lost') markDown(error);
      else if (!down) void runProbe();
      return true;
    },
    check: () => runProbe(),
    setLog(next) {
      log = next;
    },
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
