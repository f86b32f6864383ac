// The embedded database starts from the build's template when its directory is empty, never over an existing one,
// and runs with the portal's smaller buffers.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { runMigrations } from './migrate.js';
import { pgliteOptions } from './pglite-options.js';
import { seedDatabase } from './seed/seed.js';

describe('embedded database options', () => {
  let work: string;
  let template: string;
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'portal-pglite-'));
    // What scripts/pglite-template.mjs makes at build time.
    const handle = await openDatabase({ inMemory: true });
    await runMigrations(handle);
    await seedDatabase(handle.db);
    const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('gzip');
    await handle.close();
    template = join(work, 'template.tgz');
    writeFileSync(template, Buffer.from(await dump.arrayBuffer()));
  }, 60_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('loads the template into an empty directory: migrated, seeded, small buffers', async () => {
    const dir = join(work, 'fresh');
    const options = pgliteOptions(dir, template);
    expect(options.loadDataDir).toBeDefined();
    const client = await PGlite.create(dir, options);
    try {
      const products = await client.query<{ n: number }>('select count(*)::int as n from products');
      expect(products.rows[0]!.n).toBeGreaterThan(50);
      const buffers = await client.query<{ sb: string }>("select current_setting('shared_buffers') as sb");
      expect(buffers.rows[0]!.sb).toBe('16MB');
    } finally {
      await client.close();
    }
    // Opened again, the directory is a database: the template is never loaded over it.
    expect(pgliteOptions(dir, template).loadDataDir).toBeUndefined();
  }, 60_000);

  it('falls back to initdb when no template was built', () => {
    expect(pgliteOptions(join(work, 'other'), join(work, 'missing.tgz')).loadDataDir).toBeUndefined();
  });
});
