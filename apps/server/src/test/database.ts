import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

export const testDatabaseKind = process.env.PORTAL_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A migrated database: a fresh in-memory PGlite from the template, or the shared PostgreSQL test database. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'postgres') {
    return openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, poolSize: 5 });
  }
  const template = readFileSync(inject('pgliteTemplate'));
  return openDatabase({ inMemory: true, loadDataDir: new Blob([template]) });
}

/**
 * A migrated database no other test file sees: a fresh in-memory PGlite, or on PostgreSQL a database of its own
 * (created from TEST_DATABASE_URL's server, dropped by `close`). For tests of what lives once per database.
 */
export async function openFreshDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (testDatabaseKind !== 'postgres') return openTestDatabase();
  const server = new URL(process.env.TEST_DATABASE_URL!);
  const name = `portal_fresh_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  await runMigrations(handle);
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
