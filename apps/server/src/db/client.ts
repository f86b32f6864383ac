import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from '../config/config.js';
import * as schema from './schema/index.js';
import { databaseFailureText } from './connection-errors.js';
import { ANSWER_MARGIN_MS, createDeadlinePool, wasAbandoned } from './deadline-pool.js';
import { createDatabaseHealth, type DatabaseHealth } from './health.js';
import { acquireDataDirLock } from './lock.js';
import { pgliteOptions, prepareDataDir } from './pglite-options.js';
import { readinessProbe } from './readiness.js';

export type Schema = typeof schema;
/** One type for both drivers: repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A repository method accepts the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Known up or down; fed by the pool's error events and by whoever sees a connection failure. */
  health: DatabaseHealth;
  /**
   * Runs `work` on a connection without the statement timeouts (migrations may rewrite large tables). The
   * connect timeout still holds.
   */
  withoutStatementTimeout<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The database cannot be reached at start: one line for the operator, no stack trace (main.ts). */
export class DatabaseUnavailableError extends Error {}

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
  /** PostgreSQL only; the documented defaults when absent. */
  timeouts?: DatabaseTimeouts;
}

/** host:port/database of a URL, never its password. */
function describeUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

function embeddedHandle(db: Database, close: () => Promise<void>): DatabaseHandle {
  return {
    db,
    kind: 'pglite',
    health: createDatabaseHealth({ probe: readinessProbe(db) }),
    withoutStatementTimeout: (work) => work(db),
    close,
  };
}

/**
 * A pool on DATABASE_URL that survives the server going away: every client has an 'error' listener from the
 * moment it exists (an idle one dropped by a restart would otherwise be an unhandled 'error' event that ends the
 * process), and every wait is bounded: a statement by the request's deadline (API_REQUEST_TIMEOUT_MS) or the
 * statement timeout + 2 s, a connection by the request's deadline or the connect timeout (db/deadline-pool.ts; a
 * connection whose statement was given up is closed, never reused). Connections are made lazily: the pool
 * reconnects by itself once the server is back. Nothing is checked here; see openDatabase.
 */
export function createPostgresHandle(
  databaseUrl: string,
  options: { poolSize?: number; timeouts?: DatabaseTimeouts } = {},
): DatabaseHandle {
  const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  const connection = {
    connectionString: databaseUrl,
    connectionTimeoutMillis: timeouts.connectMs,
    // A peer that vanished without closing (network loss) is noticed by TCP keep-alive.
    keepAlive: true,
  };
  const pool = createDeadlinePool(
    {
      ...connection,
      max: options.poolSize ?? 10,
      statement_timeout: timeouts.statementMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    },
    // A frozen server never cancels the statement itself: the client stops waiting shortly after.
    { answerMs: timeouts.statementMs + ANSWER_MARGIN_MS, connectMs: timeouts.connectMs },
  );
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const health = createDatabaseHealth({ probe: readinessProbe(db), probeTimeoutMs: timeouts.connectMs });
  // Idle clients: pg-pool removes the broken one and emits it here. A connection closed here because its
  // statement was given up is not news (its timeout was reported already).
  pool.on('error', (error, client) => {
    if (!wasAbandoned(client)) health.report(error);
  });
  // Checked-out clients (an open transaction between two statements) emit on themselves.
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      if (!wasAbandoned(client)) health.report(error);
    }),
  );
  return {
    db,
    kind: 'postgres',
    health,
    async withoutStatementTimeout(work) {
      const client = new pg.Client(connection);
      client.on('error', (error) => health.report(error));
      await client.connect();
      try {
        return await work(drizzlePg({ client, schema }));
      } finally {
        await client.end();
      }
    },
    async close() {
      health.stop();
      await pool.end();
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const handle = createPostgresHandle(options.databaseUrl, options);
    // Check the connection now, with a clear message, rather than on the first request.
    try {
      await handle.db.execute(sql`select 1`);
    } catch (error) {
      // Not awaited: a server that never answered may keep the pool's end waiting.
      void handle.close().catch(() => {});
      throw new DatabaseUnavailableError(
        `Cannot reach the database at ${describeUrl(options.databaseUrl)}: ${databaseFailureText(error)}`,
      );
    }
    return handle;
  }
  if (options.inMemory) {
    const client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    return embeddedHandle(drizzlePglite({ client, schema }), () => client.close());
  }
  if (!options.dataDir) throw new Error('dataDir is required for the embedded database');
  const lock = acquireDataDirLock(options.dataDir, options.role ?? 'portal');
  try {
    const dir = join(options.dataDir, 'pg');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    await prepareDataDir(dir);
    const client = await PGlite.create(dir, pgliteOptions());
    return embeddedHandle(drizzlePglite({ client, schema }), async () => {
      try {
        await client.close();
      } finally {
        lock.release();
      }
    });
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
