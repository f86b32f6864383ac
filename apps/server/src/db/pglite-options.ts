import { existsSync } from 'node:fs';
import { access, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGliteOptions } from '@electric-sql/pglite';
import { unpackTemplate } from './pglite-template.js';

/**
 * PostgreSQL settings of the embedded database. A portal on PGlite serves one process: 16 MB of shared buffers
 * (PGlite's default is 128 MB, all of it resident in the WebAssembly heap once touched) keeps the process ~60 MB
 * smaller, and its working set (sessions, a page of orders) fits many times over.
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB', 'wal_buffers=1MB'];

/** Where `npm run build:ts` leaves a migrated and seeded embedded database (scripts/pglite-template.mjs). */
export function pgliteTemplatePath(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return join(dir, 'dist', 'pglite-template.tgz');
}

/** Options for opening the portal's embedded database. */
export function pgliteOptions(): PGliteOptions {
  return { postgresqlconf: PGLITE_SETTINGS };
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Makes `dir` a database when it holds none yet: an empty (or missing) directory gets the build's template
 * (unpackTemplate: ~0.2 s; PGlite's initdb takes ~5 s and grows the WebAssembly heap to ~850 MB, which never
 * shrinks). The template holds only the schema and the seeded catalogue: no account, no secret, no CA. Without a
 * template (a build that skipped it), PGlite runs initdb. Resolves true when the template was unpacked.
 */
export async function prepareDataDir(dir: string, template = pgliteTemplatePath()): Promise<boolean> {
  if (await exists(join(dir, 'PG_VERSION'))) return false;
  const entries = await readdir(dir).catch(() => [] as string[]);
  if (entries.length > 0 || !(await exists(template))) return false;
  await unpackTemplate(template, dir);
  return true;
}
