import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * PGlite has no protection against two processes opening one data directory (both would write and
 * committed data would be lost), so every process that opens $DATA_DIR/pg holds this lock file first.
 */
export interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
  role: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The data directory is in use by process ${holder.pid} (${holder.role}, on ${holder.host}, since ${holder.startedAt}). ` +
        `Only one process may open the embedded database at a time: stop that process, or use DATABASE_URL. Lock file: ${lockFile}`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function readLockHolder(dataDir: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(join(dataDir, 'portal.lock'), 'utf8')) as LockHolder;
    return holder.host === hostname() && !isAlive(holder.pid) ? undefined : holder;
  } catch {
    return undefined;
  }
}

export interface DataDirLock {
  release(): void;
}

export function acquireDataDirLock(dataDir: string, role: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockFile = join(dataDir, 'portal.lock');
  const me: LockHolder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString(), role };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          const current = JSON.parse(readFileSync(lockFile, 'utf8')) as LockHolder;
          if (current.pid === me.pid && current.host === me.host) unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLockHolder(dataDir);
      if (holder) throw new DataDirLockedError(lockFile, holder);
      // The holder is dead (crash or kill -9): the lock is stale, take it over once.
      unlinkSync(lockFile);
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}
