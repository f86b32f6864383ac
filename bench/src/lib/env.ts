import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (bench/dist/lib -> ../../..). */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export { CHROME_FLAGS, CHROME_PATH, freePort, sleep } from '@portal/e2e/portal';

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `portal-bench-${prefix}-`));
}

export function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}
