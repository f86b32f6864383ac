import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { seedDatabase } from '../db/seed/seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrates once per run: a PGlite template every test file starts from (initdb takes seconds; loading a dump
 * is fast), and the PostgreSQL test database when the suite runs against PostgreSQL.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-template-'));
  const handle = await openDatabase({ inMemory: true });
  await runMigrations(handle);
  await seedDatabase(handle.db);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);

  if (process.env.PORTAL_TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('PORTAL_TEST_DB=postgres needs TEST_DATABASE_URL');
    const pg = await openDatabase({ databaseUrl: url, poolSize: 1 });
    await runMigrations(pg);
    await seedDatabase(pg.db);
    await pg.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
