import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGliteOptions } from '@electric-sql/pglite';

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

/**
 * Options for opening `dir`. An empty directory starts from the build's template when there is one: PGlite's
 * initdb takes ~5 s and grows the WebAssembly heap to ~850 MB (it never shrinks), loading the template ~1 s.
 * The template holds only the schema and the seeded catalogue: no account, no secret, no CA.
 */
export function pgliteOptions(dir: string, template = pgliteTemplatePath()): PGliteOptions {
  const options: PGliteOptions = { postgresqlconf: PGLITE_SETTINGS };
  const empty = !existsSync(join(dir, 'PG_VERSION')) && (!existsSync(dir) || readdirSync(dir).length === 0);
  if (empty && existsSync(template)) options.loadDataDir = new Blob([readFileSync(template)]);
  return options;
}
