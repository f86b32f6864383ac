// In-memory caches that every portal process keeps (catalogue, rates, settings, advertisements, skins, upstreams) stay true across processes: a
// change bumps the cache's row in cache_versions (in the change's own transaction), and each process reads that
// small table every POLL_MS and drops the caches whose version moved. The writing process drops its own at once,
// and again once its transaction has committed (a reload that ran meanwhile read the rows as they were before);
// every other one at its first completed poll round started after the change, and a round starts every POLL_MS
// (one still in flight makes the next tick wait for it), so within two rounds: CONTRACT.md's "within a second".
// The tests prove it by rounds, not by the clock: shared-caches.unit.test.ts that a round starts every POLL_MS,
// and the integration tests (test/poll-rounds.ts) that a change is seen once one round started after it ended.
import type { Database, Executor } from '../../db/client.js';
import { runWithoutDeadline } from '../../db/request-deadline.js';
import { createCacheVersionsRepository } from './cache-versions.repository.js';

export const SHARED_CACHE_POLL_MS = 500;
/** How long a writer watches for its transaction's commit before leaving the rest to the poller (a rollback). */
const COMMIT_WATCH_MS = 2_000;
/** The watch's first pause between reads, doubled after each up to the last (about 25 reads in all). */
const COMMIT_WATCH_STEPS_MS = { first: 5, last: 100 };

export type SharedCacheName = 'catalogue' | 'rates' | 'settings' | 'advertisements' | 'skins' | 'upstreams';

export interface SharedCaches {
  /**
   * Calls `drop` whenever `name` changes (here or in another process). A listener that reloads in the background
   * may return the reload: a poll round ends once it has settled (the writer's own `changed` does not wait).
   */
  onChange(name: SharedCacheName, drop: () => void | Promise<unknown>): void;
  /**
   * Announces a change of `name`; pass the change's transaction so both commit together. This process drops its
   * caches at once and, for a change in a transaction, again as soon as the new version is visible outside it.
   */
  changed(name: SharedCacheName, tx?: Executor): Promise<void>;
  /** Resolves once every change announced in a transaction so far was dropped again after its commit (or given up). */
  committedChanges(): Promise<void>;
  /** Reads the versions once now and drops what moved (one round; the poller does this every POLL_MS). */
  poll(): Promise<void>;
  /**
   * Resolves once a round that started after this call has ended: versions read, caches of every moved version
   * dropped and their listeners' reloads settled. A round that fails, or the first one (it only learns the
   * versions), does not count: the wait carries over to the next round.
   */
  nextRound(): Promise<void>;
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
  const listeners = new Map<string, (() => void | Promise<unknown>)[]>();
  /** Versions read by the last poll; undefined before the first (nothing to compare with yet). */
  let seen: Map<string, number> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;

  /** Waiters of nextRound() not yet taken by a round. */
  let waiting: (() => void)[] = [];
  /** Post-commit drops still watching for their commit. */
  const watching = new Set<Promise<void>>();
  /** Set by stop(): watches end at their next step. */
  let stopped = false;
  /** The database's health as start() was given it: no watch reads while it is known down. */
  let health: { isDown(): boolean } | undefined;

  const drop = (name: string) => (listeners.get(name) ?? []).map((listener) => listener());

  /**
   * A reload that ran while the announcing transaction was open (another connection) read the old rows and would
   * keep them until the next round: drop once more when `version` is visible outside it, i.e. committed. On PGlite's
   * one connection the read simply waits for the transaction to end. A rollback never shows it: give up.
   */
  async function dropOnceCommitted(name: string, version: number): Promise<void> {
    const repository = createCacheVersionsRepository(db);
    const until = Date.now() + COMMIT_WATCH_MS;
    let pause = COMMIT_WATCH_STEPS_MS.first;
    while (!stopped && Date.now() < until) {
      // Not the request's work: its database deadline must not count (or end) these reads.
      const visible = health?.isDown()
        ? 0
        : await runWithoutDeadline(() => repository.version(name)).catch(() => 0);
      if (visible >= version) {
        await Promise.allSettled(drop(name));
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, pause).unref());
      pause = Math.min(pause * 2, COMMIT_WATCH_STEPS_MS.last);
    }
  }

  async function poll(): Promise<void> {
    const mine = waiting;
    waiting = [];
    try {
      const versions = await createCacheVersionsRepository(db).all();
      const before = seen;
      seen = versions;
      if (!before) {
        waiting.push(...mine);
        return;
      }
      // A cache never announced before has no row: version 0.
      const reloads = [...versions].flatMap(([name, version]) =>
        (before.get(name) ?? 0) !== version ? drop(name) : [],
      );
      await Promise.allSettled(reloads);
    } catch (error) {
      waiting.push(...mine);
      throw error;
    }
    for (const resolve of mine) resolve();
  }

  return {
    onChange(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener]);
    },
    async changed(name, tx) {
      const version = await createCacheVersionsRepository(tx ?? db).bump(name);
      void Promise.allSettled(drop(name));
      // Only caches someone holds need the second drop (a command's own SharedCaches has no listener).
      if (tx && tx !== db && listeners.has(name)) {
        const watch = dropOnceCommitted(name, version).finally(() => watching.delete(watch));
        watching.add(watch);
      }
    },
    async committedChanges() {
      await Promise.allSettled([...watching]);
    },
    poll,
    nextRound() {
      return new Promise((resolve) => waiting.push(resolve));
    },
    start(log, database) {
      if (timer) return;
      stopped = false;
      health = database;
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
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
