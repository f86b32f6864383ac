import pg from 'pg';
import { poolOf, type Database } from './client.js';

/** Advisory lock keys of the start-up steps several processes must not run at the same moment. */
export const LOCKS = { migrations: 4242000, seeding: 4242001, jobSetup: 4242002 } as const;

/**
 * Runs `fn` while holding a PostgreSQL advisory lock, so processes starting together on one database take turns.
 * The lock is held by a connection of its own, outside the pool (a pool of one would otherwise wait for itself);
 * it ends with that connection, so a process killed meanwhile frees it. On the embedded database (one process:
 * the data directory's lock file) `fn` simply runs.
 */
export async function withAdvisoryLock<T>(db: Database, key: number, fn: () => Promise<T>): Promise<T> {
  const pool = poolOf(db);
  if (!pool) return fn();
  // The pool's connection settings without its statement and answer timeouts: waiting for the lock may take as
  // long as another process's turn.
  const { statement_timeout: _statement, query_timeout: _answer, ...connection } = pool.options;
  const lock = new pg.Client(connection);
  lock.on('error', () => undefined); // a lost lock connection shows up in fn's own queries
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [key]);
    return await fn();
  } finally {
    await lock.end().catch(() => undefined);
  }
}
