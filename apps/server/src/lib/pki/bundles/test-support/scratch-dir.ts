import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Test-only: a temporary directory for the files handed to openssl and keytool. */
export interface ScratchDir {
  path(name: string): string;
  write(name: string, data: Uint8Array | string): string;
  read(name: string): Buffer;
  remove(): void;
}

export function createScratchDir(): ScratchDir {
  const root = mkdtempSync(join(tmpdir(), 'portal-bundles-'));
  const path = (name: string) => join(root, name);
  return {
    path,
    write(name, data) {
      writeFileSync(path(name), data);
      return path(name);
    },
    read: (name) => readFileSync(path(name)),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
