import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * How long one API request may wait for PostgreSQL in all (API_REQUEST_TIMEOUT_MS; docs/architecture.md,
 * "PostgreSQL outages and timeouts"). The time counted is the time during which at least one database call of the
 * request is waiting (a free pool connection, or a statement's answer); time spent on anything else (the CA, the
 * card wallet, CPU) does not count, so a slow outside service never turns a healthy database into a 503.
 *
 * The pool (db/client.ts) reads the request's deadline from an AsyncLocalStorage: each statement's client-side
 * timeout is the smaller of what is left and the statement timeout + 2 s, each wait for a pool connection the
 * smaller of what is left and the connect timeout. Once the request has been answered, its calls (work it left
 * running, a timer it started) fall back to the process-wide limits.
 */
export class RequestDeadline {
  private spentMs = 0;
  private waiting = 0;
  private waitingSince = 0;

  constructor(
    /** The whole budget of database waiting, in milliseconds. */
    readonly limitMs: number,
    /** True once the request has been answered: from then on the deadline no longer applies. */
    private readonly answered: () => boolean = () => false,
  ) {}

  /** Milliseconds of database waiting left; Infinity once the request has been answered. */
  remainingMs(now = Date.now()): number {
    if (this.answered()) return Infinity;
    const current = this.waiting > 0 ? now - this.waitingSince : 0;
    return this.limitMs - this.spentMs - current;
  }

  /** A database call starts waiting (calls of one request waiting at once count once). */
  begin(now = Date.now()): void {
    if (this.waiting++ === 0) this.waitingSince = now;
  }

  /** A database call has its answer (or gave up). */
  end(now = Date.now()): void {
    if (this.waiting === 0) return;
    if (--this.waiting === 0) this.spentMs += now - this.waitingSince;
  }
}

const storage = new AsyncLocalStorage<RequestDeadline>();

/** Runs `work` (and everything it starts) under `deadline`. */
export function runWithDeadline<T>(deadline: RequestDeadline, work: () => T): T {
  return storage.run(deadline, work);
}

/** Runs `work` without any request's deadline (the outage probe, which must not inherit a spent one). */
export function runWithoutDeadline<T>(work: () => T): T {
  return storage.exit(work);
}

/** The deadline of the request whose work is running, if it has one and has not been answered yet. */
export function currentDeadline(): RequestDeadline | undefined {
  const deadline = storage.getStore();
  return deadline && deadline.remainingMs() !== Infinity ? deadline : undefined;
}

/**
 * The error a database call fails with when its wait ran out (the request's deadline, or the statement
 * timeout + 2 s). The message begins like pg's own query_timeout error, so connection-errors.ts classifies it as
 * a timeout: answered 503, and a probe decides whether the database is down.
 */
export class DatabaseWaitTimeout extends Error {
  constructor(
    readonly waitedFor: 'statement' | 'connection',
    readonly limitMs: number,
    options?: ErrorOptions,
  ) {
    super(
      `Query read timeout: no ${waitedFor === 'statement' ? 'answer' : 'free connection'} within ${Math.round(limitMs)} ms`,
      options,
    );
    this.name = 'DatabaseWaitTimeout';
  }
}
