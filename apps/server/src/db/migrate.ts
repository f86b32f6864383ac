import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { LOCKS, withAdvisoryLock } from './advisory-lock.js';
import type { DatabaseHandle } from './client.js';
import { migrationsFolder } from './migrations-folder.js';

/**
 * Applies pending migrations. On PostgreSQL any number of processes may start at once on an empty database: each
 * waits for an advisory lock held while one of them migrates (drizzle's own bookkeeping, the `drizzle` schema and
 * its table, would otherwise be created twice and fail), then finds nothing left to do.
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (handle.kind === 'pglite') {
    // One process only (the data directory's lock file): nothing to serialise.
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
    return;
  }
  // Without statement_timeout: a migration may rewrite a large table (the connect timeout still holds).
  await withAdvisoryLock(handle.db, LOCKS.migrations, () =>
    handle.withoutStatementTimeout((db) => migratePg(db as unknown as NodePgDatabase, config)),
  );
}
