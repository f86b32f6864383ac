// The embedded database starts from the build's template when its directory is empty, never over an existing one,
// and runs with the portal's smaller buffers.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { runMigrations } from './migrate.js';
import { pgliteOptions, prepareDataDir } from './pglite-options.js';
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

  it('unpacks the template into an empty directory: migrated, seeded, small buffers', async () => {
    const dir = join(work, 'fresh');
    mkdirSync(dir);
    expect(await prepareDataDir(dir, template)).toBe(true);
    // Unpacked beside it first, then renamed: nothing half-made is left.
    expect(existsSync(`${dir}.unpacking`)).toBe(false);
    const client = await PGlite.create(dir, pgliteOptions());
    try {
      const products = await client.query<{ n: number }>('select count(*)::int as n from products');
      expect(products.rows[0]!.n).toBeGreaterThan(50);
      const buffers = await client.query<{ sb: string }>("select current_setting('shared_buffers') as sb");
      expect(buffers.rows[0]!.sb).toBe('16MB');
      await client.query(`insert into settings (key, value) values ('bench-probe', '"kept"')`);
    } finally {
      await client.close();
    }
    // Opened again, the directory is a database: the template is never unpacked over it.
    expect(await prepareDataDir(dir, template)).toBe(false);
    const again = await PGlite.create(dir, pgliteOptions());
    try {
      const kept = await again.query<{ value: string }>(
        "select value from settings where key = 'bench-probe'",
      );
      expect(kept.rows[0]?.value).toBe('kept');
    } finally {
      await again.close();
    }
  }, 60_000);

  it('leaves a directory that holds other files alone, and a missing template to initdb', async () => {
    const busy = join(work, 'busy');
    mkdirSync(busy);
    writeFileSync(join(busy, 'note'), 'not a database');
    expect(await prepareDataDir(busy, template)).toBe(false);
    expect(readdirSync(busy)).toEqual(['note']);
    expect(await prepareDataDir(join(work, 'other'), join(work, 'missing.tgz'))).toBe(false);
  });
});
