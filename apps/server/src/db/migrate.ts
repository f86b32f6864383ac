import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client.js';

/** The advisory lock every portal process takes around its migrations (seeding has its own, 4242001). */
const MIGRATION_LOCK = 4242000;

/** The committed SQL migrations live in src/db/migrations; this file runs from src (tests) or dist (start). */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return join(dir, 'src', 'db', 'migrations');
}

/**
 * Applies pending migrations. On PostgreSQL any number of processes may start at once on an empty database: each
 * waits for an advisory lock held while one of them migrates (drizzle's own bookkeeping, the `drizzle` schema and
 * its table, would otherwise be created twice and fail), then finds nothing left to do. The lock is held by a
 * connection of its own, outside the pool (a pool of one would otherwise wait for itself); it ends with that
 * connection, so a process killed while migrating frees it.
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (handle.kind === 'pglite') {
    // One process only (the data directory's lock file): nothing to serialise.
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
    return;
  }
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const lock = new pg.Client(pool.options);
  lock.on('error', () => undefined); // a lost lock connection shows up as the migrator's own error
  await lock.connect();
  try {
    // Waiting for another process's migrations is not a stuck query.
    await lock.query('set statement_timeout = 0');
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(handle.db as unknown as NodePgDatabase, config);
  } finally {
    await lock.end().catch(() => undefined);
  }
}
