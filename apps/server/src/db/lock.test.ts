import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock.js';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('refuses a second holder and names the first', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir, 'portal server');
    expect(() => acquireDataDirLock(dir, 'second')).toThrowError(DataDirLockedError);
    try {
      acquireDataDirLock(dir, 'second');
    } catch (error) {
      expect((error as Error).message).toContain(`process ${process.pid} (portal server`);
    }
    lock.release();
    expect(existsSync(join(dir, 'portal.lock'))).toBe(false);
    acquireDataDirLock(dir, 'third').release();
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    const child = spawnSync(process.execPath, [
      '-e',
      `require('fs').writeFileSync(${JSON.stringify(join(dir, 'portal.lock'))}, JSON.stringify({pid: process.pid, host: require('os').hostname(), startedAt: 'then', role: 'crashed'}))`,
    ]);
    expect(child.status).toBe(0);
    const lock = acquireDataDirLock(dir, 'after crash');
    lock.release();
  });

  it('makes a second process on the same DATA_DIR exit at once with a clear message', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir, 'portal server');
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverRoot,
        env: { ...process.env, DATA_DIR: dir, PORT: '0', DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).toBe(2);
      expect(result.stderr).toContain(`The data directory is in use by process ${process.pid}`);
    } finally {
      lock.release();
    }
  });
});
