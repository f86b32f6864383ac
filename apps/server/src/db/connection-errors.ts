/**
 * Which failures mean "the database cannot be reached right now" (answered 503, retried by the client) rather
 * than a bug (500). Errors arrive from pg, pg-pool, drizzle (which wraps them in `cause`) and pg-boss.
 */
export type DatabaseFailure =
  /** The connection is gone or cannot be made: the database is down until a probe says otherwise. */
  | 'lost'
  /** A statement or the wait for an answer ran out of time: the database may be frozen or just slow. */
  | 'timeout'
  /**
   * A refused or broken socket without a PostgreSQL code: likely the database, but other integrations (the CA,
   * the card wallet) fail the same way, so a probe decides whether the database is down.
   */
  | 'socket';

/** Socket errors of a refused, reset or unreachable server (Node's `code`). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is shutting down, crashed, starting up or full: 57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections (class 08 is handled below).
 */
const LOST_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Texts pg and pg-pool use for connection failures that carry no code. */
const LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'terminating connection',
  'the database system is',
];

/** 57014 query_canceled (statement_timeout), and pg's own `query_timeout` when no answer came back. */
const TIMEOUT_MESSAGES = ['Query read timeout'];

function classifyOne(error: object): DatabaseFailure | undefined {
  const raw = (error as { code?: unknown }).code;
  const code = typeof raw === 'string' ? raw : '';
  const rawMessage = (error as { message?: unknown }).message;
  const message = typeof rawMessage === 'string' ? rawMessage : '';
  // PostgreSQL's codes and pg's own words first: they name the database for certain.
  if (LOST_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return 'lost';
  if (LOST_MESSAGES.some((text) => message.includes(text))) return 'lost';
  if (code === '57014' || TIMEOUT_MESSAGES.some((text) => message.includes(text))) return 'timeout';
  if (SOCKET_CODES.has(code)) return 'socket';
  return undefined;
}

/** The kind of database failure `error` (or one of its causes) is, or undefined for any other error. */
export function databaseFailureOf(error: unknown): DatabaseFailure | undefined {
  let current: unknown = error;
  // drizzle wraps the driver's error once; AggregateError (several addresses refused) holds them in `errors`.
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const kind = classifyOne(current);
    if (kind) return kind;
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner)) {
      const kinds = inner.map((e: unknown) => databaseFailureOf(e));
      const kind = (['lost', 'timeout', 'socket'] as const).find((k) => kinds.includes(k));
      if (kind) return kind;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** One line for logs and the start-up message: the innermost driver message, without SQL or parameters. */
export function databaseFailureText(error: unknown): string {
  let current: unknown = error;
  let text = error instanceof Error ? error.message : String(error);
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const message = (current as { message?: unknown }).message;
    const code = (current as { code?: unknown }).code;
    if (typeof message === 'string' && message !== '')
      text = typeof code === 'string' && !message.includes(code) ? `${message} (${code})` : message;
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner[0] instanceof Error) current = inner[0];
    else current = (current as { cause?: unknown }).cause;
  }
  return text.split('\n')[0] ?? text;
}

/**
 * The constraint a statement broke when it failed with 23505 unique_violation (pg, PGlite, or drizzle's wrapper
 * around either); undefined for any other failure. Lets a service answer a lost race (two requests claiming one
 * e-mail) as the 409 its own check gives, instead of a 500.
 */
export function uniqueViolationOf(error: unknown): string | undefined {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}
