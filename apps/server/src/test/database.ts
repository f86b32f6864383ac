import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';

export const testDatabaseKind = process.env.PORTAL_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A migrated database: a fresh in-memory PGlite from the template, or the shared PostgreSQL test database. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'postgres') {
    return openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, poolSize: 5 });
  }
  const template = readFileSync(inject('pgliteTemplate'));
  return openDatabase({ inMemory: true, loadDataDir: new Blob([template]) });
}
