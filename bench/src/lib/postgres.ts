// PostgreSQL for the benchmarks: BENCH_DATABASE_URL when set, otherwise a fresh database created on the local
// server for this run and dropped afterwards.
import pg from 'pg';
import { sleep } from './env.js';

/** The local server's maintenance database, where the fresh bench database is created and dropped. */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECT_TIMEOUT_MS = 5000;
const DROP_WAIT_MS = 5000;

export interface BenchDatabase {
  url: string;
  /** Created for this run (dropped by `release`), or BENCH_DATABASE_URL as given (left alone). */
  fresh: boolean;
  release(): Promise<void>;
}

/** The URL without its password, for printed lines. */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}

function reason(error: unknown): string {
  if (error instanceof AggregateError) return error.errors.map(reason).join('; ');
  if (error instanceof Error) return error.message || (error as { code?: string }).code || error.name;
  return String(error);
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Drops the bench database once its connections are gone: a closed pg pool resolves `end()` before its sockets
 * are closed, and `with (force)` would then kill them under the pool (an unhandled 'error' event). Forced only
 * when connections linger for more than DROP_WAIT_MS.
 */
async function dropDatabase(name: string, serverUrl = LOCAL_POSTGRES): Promise<void> {
  await withClient(serverUrl, async (client) => {
    const until = Date.now() + DROP_WAIT_MS;
    for (;;) {
      const open = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if ((open.rows[0]?.n ?? 0) === 0) break;
      if (Date.now() > until) break;
      await sleep(100);
    }
    await client.query(`drop database if exists ${name} with (force)`);
  });
}

/**
 * BENCH_DATABASE_URL (shared: the benchmarks create unique users), or `portal_bench_<pid>` created on
 * LOCAL_POSTGRES. Resolves `{ unreachable }` with the reason when PostgreSQL cannot be reached.
 */
export async function openBenchDatabase(
  options: { fresh?: boolean } = {},
): Promise<BenchDatabase | { unreachable: string }> {
  const given = process.env.BENCH_DATABASE_URL;
  if (options.fresh) return freshDatabase(given ?? LOCAL_POSTGRES, `portal_bench_${process.pid}_fresh`);
  if (given) {
    try {
      await withClient(given, (client) => client.query('select 1'));
    } catch (error) {
      return { unreachable: `${safeUrl(given)}: ${reason(error)}` };
    }
    return { url: given, fresh: false, release: async () => undefined };
  }
  return freshDatabase(LOCAL_POSTGRES, `portal_bench_${process.pid}`);
}

/** A new empty database `name` on the server of `serverUrl`, dropped by `release`. */
async function freshDatabase(
  serverUrl: string,
  name: string,
): Promise<BenchDatabase | { unreachable: string }> {
  try {
    await withClient(serverUrl, async (client) => {
      await client.query(`drop database if exists ${name}`);
      await client.query(`create database ${name}`);
    });
  } catch (error) {
    return { unreachable: `${safeUrl(serverUrl)}: ${reason(error)}` };
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    fresh: true,
    release: () => dropDatabase(name, serverUrl),
  };
}

/** Runs one query on `url` with a short-lived connection. */
export function query<R extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  return withClient(url, (client) => client.query<R>(text, values));
}
