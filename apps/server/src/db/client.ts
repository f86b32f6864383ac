import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';
import { acquireDataDirLock } from './lock.js';
import { pgliteOptions } from './pglite-options.js';

export type Schema = typeof schema;
/** One type for both drivers: repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A repository method accepts the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** For the embedded database: the directory holding pg/ and the lock. */
  dataDir?: string;
  /** Embedded only: keep everything in memory (tests). */
  inMemory?: boolean;
  /** Embedded only: start from a tarball made by dumpDataDir (tests start from a migrated template). */
  loadDataDir?: Blob;
  role?: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // Check the connection now, with a clear message, rather than on the first request.
    const client = await pool.connect().catch((error: Error) => {
      throw new Error(`Cannot connect to DATABASE_URL: ${error.message}`);
    });
    client.release();
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Database,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  if (options.inMemory) {
    const client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    return {
      db: drizzlePglite({ client, schema }) as unknown as Database,
      kind: 'pglite',
      close: () => client.close(),
    };
  }
  if (!options.dataDir) throw new Error('dataDir is required for the embedded database');
  const lock = acquireDataDirLock(options.dataDir, options.role ?? 'portal');
  try {
    const dir = join(options.dataDir, 'pg');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const client = await PGlite.create(dir, pgliteOptions(dir));
    return {
      db: drizzlePglite({ client, schema }) as unknown as Database,
      kind: 'pglite',
      close: async () => {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** The PostgreSQL pool behind a database handle's drizzle instance; undefined on the embedded database. */
export function poolOf(db: Database): pg.Pool | undefined {
  const client: unknown = (db as unknown as { $client: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}
