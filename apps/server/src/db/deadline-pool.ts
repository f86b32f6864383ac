import { AsyncResource } from 'node:async_hooks';
import { connect as netConnect } from 'node:net';
import pg from 'pg';
import { currentDeadline, DatabaseWaitTimeout } from './request-deadline.js';

/** How much longer than statement_timeout the client waits for an answer before giving up on a frozen server. */
export const ANSWER_MARGIN_MS = 2000;

export interface DeadlineLimits {
  /** The longest wait for a statement's answer outside a request's deadline: statement_timeout + the margin. */
  answerMs: number;
  /** The longest wait for a connection (DATABASE_CONNECT_TIMEOUT_MS): the pool's own connectionTimeoutMillis. */
  connectMs: number;
}

type Callback = (error: Error | null | undefined, result?: unknown) => void;

/** The parts of pg's client this file relies on that its type declarations do not show. */
interface ClientInternals {
  processID: number | null;
  secretKey: number | null;
  host: string;
  port: number;
  connection: { stream: { destroy(): void } };
}

const baseQuery = pg.Client.prototype.query as (
  this: pg.Client,
  config: unknown,
  values?: unknown,
  callback?: Callback,
) => unknown;

/**
 * Asks the server to cancel what the backend of `client` runs (PostgreSQL's CancelRequest on a connection of its
 * own), so a statement abandoned here stops holding its locks. Best effort: a frozen server reads it when it
 * thaws; errors are ignored.
 */
function sendCancel(client: ClientInternals, connectMs: number): void {
  if (client.processID === null || client.secretKey === null) return;
  const message = Buffer.alloc(16);
  message.writeInt32BE(16, 0);
  message.writeInt32BE(80877102, 4);
  message.writeInt32BE(client.processID, 8);
  message.writeInt32BE(client.secretKey, 12);
  const socket = client.host.startsWith('/')
    ? netConnect(`${client.host}/.s.PGSQL.${client.port}`)
    : netConnect(client.port, client.host);
  socket.on('error', () => {});
  socket.setTimeout(connectMs, () => socket.destroy());
  socket.once('connect', () => socket.end(message));
  socket.unref();
}

/**
 * A pg client whose every statement has a client-side timeout (the request's deadline or statement timeout +
 * margin, whichever comes first; see request-deadline.ts), and which is closed, never reused, once one of its
 * statements was given up: pg's own query_timeout leaves the connection with the unanswered statement (or an open
 * transaction) in it, and the pool would hand it to the next caller, whose statements could then run inside the
 * abandoned transaction and commit it. Closing the socket makes the server roll back whatever was not committed,
 * and a cancel request stops a statement that is still running.
 */
function deadlineClientClass(limits: DeadlineLimits): typeof pg.Client {
  class DeadlineClient extends pg.Client {
    /** A statement of this connection was given up: the connection is closed and refuses every statement. */
    abandoned = false;

    abandon(): void {
      if (this.abandoned) return;
      this.abandoned = true;
      const internals = this as unknown as ClientInternals;
      sendCancel(internals, limits.connectMs);
      // end() marks the client as ending (the pool then drops it instead of keeping it idle) and closes the socket
      // at once while a statement is waiting; the explicit destroy covers a connection between two statements.
      this.end().catch(() => {});
      internals.connection.stream.destroy();
    }
  }

  (DeadlineClient.prototype as unknown as { query: unknown }).query = function (
    this: DeadlineClient,
    config: unknown,
    values?: unknown,
    callback?: Callback,
  ): unknown {
    // Streams and cursors (none in this portal) keep pg's own handling.
    if (typeof (config as { submit?: unknown } | null)?.submit === 'function')
      return baseQuery.call(this, config, values, callback);
    let done = callback;
    if (typeof values === 'function') {
      done = values as Callback;
      values = undefined;
    }
    let result: Promise<unknown> | undefined;
    if (!done) {
      result = new Promise((resolve, reject) => {
        done = (error, answer) => (error ? reject(error) : resolve(answer));
      });
    }
    const answer = done!;
    const deadline = currentDeadline();
    const limitMs = Math.min(limits.answerMs, deadline?.remainingMs() ?? Infinity);
    if (this.abandoned || limitMs <= 0) {
      // Nothing is sent. A connection inside a transaction must not go back to the pool with it: closed too.
      const error = new DatabaseWaitTimeout('statement', Math.max(0, limitMs));
      this.abandon();
      process.nextTick(() => answer(error));
      return result;
    }
    deadline?.begin();
    let settled = false;
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      deadline?.end();
      this.abandon();
      answer(new DatabaseWaitTimeout('statement', limitMs));
    }, limitMs);
    baseQuery.call(this, config, values, (error, answered) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      deadline?.end();
      answer(error, answered);
    });
    return result;
  };
  return DeadlineClient;
}

/** pg-pool's texts when a wait for a connection ran out (queued for a free one, or opening a new one). */
const CONNECT_TIMEOUT_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

/**
 * A pg pool whose clients are deadline clients, and whose wait for a connection is bounded by the request's
 * deadline as well as the connect timeout. A wait cut short by the deadline fails as a timeout (a probe decides
 * whether the database is down), not as the lost connection pg-pool's own timeout is taken for.
 */
export function createDeadlinePool(config: pg.PoolConfig, limits: DeadlineLimits): pg.Pool {
  class DeadlinePool extends pg.Pool {
    override connect(): Promise<pg.PoolClient>;
    override connect(
      callback: (
        err: Error | undefined,
        client: pg.PoolClient | undefined,
        done: (release?: unknown) => void,
      ) => void,
    ): void;
    override connect(
      callback?: (
        err: Error | undefined,
        client: pg.PoolClient | undefined,
        done: (release?: unknown) => void,
      ) => void,
    ): Promise<pg.PoolClient> | void {
      const deadline = currentDeadline();
      const remaining = deadline?.remainingMs() ?? Infinity;
      const limitMs = Math.min(limits.connectMs, remaining);
      const byDeadline = limitMs < limits.connectMs;
      const translate = (error: Error | undefined): Error | undefined =>
        error && byDeadline && CONNECT_TIMEOUT_MESSAGES.some((text) => error.message.includes(text))
          ? new DatabaseWaitTimeout('connection', limitMs, { cause: error })
          : error;
      if (limitMs <= 0) {
        const error = new DatabaseWaitTimeout('connection', 0);
        if (!callback) return Promise.reject(error);
        process.nextTick(() => callback(error, undefined, () => {}));
        return;
      }
      deadline?.begin();
      // pg-pool reads connectionTimeoutMillis when the wait starts (a queued waiter's timer, a new client's).
      const saved = this.options.connectionTimeoutMillis;
      this.options.connectionTimeoutMillis = Math.max(1, Math.ceil(limitMs));
      try {
        if (callback) {
          // The pool may hand a connection over from another request's release: the caller's own async context
          // (its deadline) goes with the callback.
          const bound = AsyncResource.bind(callback);
          super.connect((error, client, release) => {
            deadline?.end();
            bound(translate(error), client, release);
          });
          return;
        }
        return super.connect().then(
          (client) => {
            deadline?.end();
            return client;
          },
          (error: Error) => {
            deadline?.end();
            throw translate(error) ?? error;
          },
        );
      } finally {
        this.options.connectionTimeoutMillis = saved;
      }
    }
  }
  return new DeadlinePool({ ...config, Client: deadlineClientClass(limits) });
}

/** Whether `client` was closed because one of its statements was given up (its 'error' is not news). */
export function wasAbandoned(client: unknown): boolean {
  return (client as { abandoned?: unknown } | null)?.abandoned === true;
}
