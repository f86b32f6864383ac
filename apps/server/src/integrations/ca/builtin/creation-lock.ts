import { randomBytes } from 'node:crypto';
import { open, readFile, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';

/** Who holds the lock; the token tells our own lock from one a successor took over. */
interface LockHolder {
  pid: number;
  host: string;
  token: string;
}

export interface CreationLock {
  release(): Promise<void>;
}

/** A holder that has not written its details within this time has died between open and write. */
const UNREADABLE_LOCK_STALE_MS = 10_000;

/**
 * Takes `lockFile` with O_EXCL, so one process creates the CA while others wait and then load it. Answers
 * null while another live process holds it. A lock left by a dead process on this host (crash, kill -9) is
 * taken over.
 */
export async function tryAcquireCreationLock(lockFile: string): Promise<CreationLock | null> {
  const me: LockHolder = { pid: process.pid, host: hostname(), token: randomBytes(8).toString('hex') };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockFile, 'wx', 0o600);
      try {
        await handle.writeFile(JSON.stringify(me));
      } finally {
        await handle.close();
      }
      return { release: () => releaseIfOurs(lockFile, me) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!(await isStale(lockFile))) return null;
      await unlink(lockFile).catch(ignoreMissing);
    }
  }
  return null;
}

async function isStale(lockFile: string): Promise<boolean> {
  let text: string;
  try {
    text = await readFile(lockFile, 'utf8');
  } catch (error) {
    ignoreMissing(error);
    return false; // released meanwhile: the next attempt takes it normally
  }
  const holder = parseHolder(text);
  if (holder) return holder.host === hostname() && !isAlive(holder.pid);
  try {
    return Date.now() - (await stat(lockFile)).mtimeMs > UNREADABLE_LOCK_STALE_MS;
  } catch (error) {
    ignoreMissing(error);
    return false;
  }
}

async function releaseIfOurs(lockFile: string, me: LockHolder): Promise<void> {
  try {
    const current = parseHolder(await readFile(lockFile, 'utf8'));
    if (current?.token === me.token) await unlink(lockFile);
  } catch (error) {
    ignoreMissing(error);
  }
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid === 'number' && typeof value.host === 'string' && typeof value.token === 'string') {
      return { pid: value.pid, host: value.host, token: value.token };
    }
  } catch {
    /* half-written: judged by age */
  }
  return null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ignoreMissing(error: unknown): void {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
}
