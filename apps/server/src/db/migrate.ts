import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client.js';

/** The committed SQL migrations live in src/db/migrations; this file runs from src (tests) or dist (start). */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return join(dir, 'src', 'db', 'migrations');
}

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  // Without statement_timeout: a migration may rewrite a large table (the connect timeout still holds).
  if (handle.kind === 'postgres')
    await handle.withoutStatementTimeout((db) => migratePg(db as unknown as NodePgDatabase, config));
  else await migratePglite(handle.db as unknown as PgliteDatabase, config);
}
