import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './client.js';
import { migrationsFolder } from './migrations-folder.js';

/**
 * The readiness probe (GET /readyz, and the outage probe): resolves when the database answers and holds the
 * newest committed migration, as drizzle's migrator records it (`drizzle.__drizzle_migrations.created_at` is the
 * journal's `when`). A database that answers without it rejects with a plain error, not a connection failure.
 */
export function readinessProbe(db: Database): () => Promise<void> {
  let newest: number | undefined;
  return async () => {
    newest ??= Math.max(
      0,
      ...readMigrationFiles({ migrationsFolder: migrationsFolder() }).map((m) => m.folderMillis),
    );
    // The two drivers' `execute` answers differ in type (PGlite's Results, pg's QueryResult); both carry `rows`.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    const result = (await db.execute(
      sql`select max(created_at) as applied from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { applied: string | number | null }[] };
    const applied = Number(result.rows[0]?.applied ?? 0);
    if (applied < newest) throw new Error('the database lacks migrations of this version');
  };
}
