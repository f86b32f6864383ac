import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The committed SQL migrations live in src/db/migrations; this file runs from src (tests) or dist (start). */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return join(dir, 'src', 'db', 'migrations');
}
