// Several portal processes started at the same moment on an empty PostgreSQL database all come up: the
// migrations run once, under an advisory lock (CONTRACT.md, several processes on one PostgreSQL).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.js';
import { runMigrations } from './migrate.js';
import { seedDatabase } from './seed/seed.js';
import { testDatabaseKind } from '../test/database.js';

const baseUrl = process.env.TEST_DATABASE_URL;
const runs = testDatabaseKind === 'postgres' && baseUrl !== undefined;
const name = `portal_migrate_race_${process.pid}_${Date.now()}`;

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

describe.runIf(runs)('migrations of several processes at once (PostgreSQL)', () => {
  const url = () => {
    const parsed = new URL(baseUrl!);
    parsed.pathname = `/${name}`;
    return parsed.toString();
  };
  beforeAll(async () => {
    await admin((c) => c.query(`create database ${name}`));
  });
  afterAll(async () => {
    await admin((c) => c.query(`drop database if exists ${name} with (force)`));
  });

  it('lets five processes migrate and seed an empty database at the same moment', async () => {
    // Pools of one connection, as small as a process may be configured: the lock must not wait for itself.
    const handles: DatabaseHandle[] = await Promise.all(
      Array.from({ length: 5 }, () => openDatabase({ databaseUrl: url(), poolSize: 1 })),
    );
    try {
      const outcomes = await Promise.allSettled(
        handles.map(async (handle) => {
          await runMigrations(handle);
          return seedDatabase(handle.db);
        }),
      );
      const failures = outcomes.filter((o) => o.status === 'rejected');
      expect(failures.map((f) => String((f as PromiseRejectedResult).reason))).toEqual([]);
      // Seeded exactly once: one process found the catalogue empty.
      const seeded = outcomes.filter(
        (o) => o.status === 'fulfilled' && (o.value as { catalogue: boolean }).catalogue,
      );
      expect(seeded).toHaveLength(1);
      const applied = await admin(async () => {
        const client = new pg.Client({ connectionString: url() });
        await client.connect();
        try {
          const { rows } = await client.query<{ n: number; distinct_hashes: number }>(
            'select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations',
          );
          return rows[0]!;
        } finally {
          await client.end();
        }
      });
      expect(applied.n).toBeGreaterThan(0);
      expect(applied.n).toBe(applied.distinct_hashes);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });
});
