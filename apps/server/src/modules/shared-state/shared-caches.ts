// In-memory caches that every portal process keeps (catalogue, rates, settings, advertisements, skins, upstreams) stay true across processes: a
// change bumps the cache's row in cache_versions (in the change's own transaction), and each process reads that
// small table every POLL_MS and drops the caches whose version moved. The change is seen everywhere within
// about POLL_MS (CONTRACT.md: within a second), and in the writing process at once.
import type { Database, Executor } from '../../db/client.js';
import { createCacheVersionsRepository } from './cache-versions.repository.js';

export const SHARED_CACHE_POLL_MS = 500;

export type SharedCacheName = 'catalogue' | 'rates' | 'settings' | 'advertisements' | 'skins' | 'upstreams';

export interface SharedCaches {
  /** Calls `drop` whenever `name` changes (here or in another process). */
  onChange(name: SharedCacheName, drop: () => void): void;
  /** Announces a change of `name`; pass the change's transaction so both commit together. */
  changed(name: SharedCacheName, tx?: Executor): Promise<void>;
  /** Reads the versions once now (the poller does this every POLL_MS). */
  poll(): Promise<void>;
  /**
   * Polls every POLL_MS. With `database` it skips while the database is known down and reports a lost connection
   * to it instead of logging an error every half second (the outage itself is logged once, by the health).
   */
  start(
    log: { error(obj: object, msg: string): void },
    database?: { isDown(): boolean; report(error: unknown): boolean },
  ): void;
  stop(): void;
}

export function createSharedCaches(db: Database): SharedCaches {
  const listeners = new Map<string, (() => void)[]>();
  /** Versions read by the last poll; undefined before the first (nothing to compare with yet). */
  let seen: Map<string, number> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;

  const drop = (name: string) => {
    for (const listener of listeners.get(name) ?? []) listener();
  };

  async function poll(): Promise<void> {
    const versions = await createCacheVersionsRepository(db).all();
    const before = seen;
    seen = versions;
    if (!before) return;
    // A cache never announced before has no row: version 0.
    for (const [name, version] of versions) if ((before.get(name) ?? 0) !== version) drop(name);
  }

  return {
    onChange(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener]);
    },
    async changed(name, tx) {
      await createCacheVersionsRepository(tx ?? db).bump(name);
      drop(name);
    },
    poll,
    start(log, database) {
      if (timer) return;
      timer = setInterval(() => {
        // A slow database: never two reads at once; a database known down: wait for it to come back.
        if (polling || database?.isDown()) return;
        polling = poll()
          .catch((error: unknown) => {
            if (!database?.report(error)) log.error({ err: error }, 'shared cache poll failed');
          })
          .finally(() => (polling = undefined));
      }, SHARED_CACHE_POLL_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
