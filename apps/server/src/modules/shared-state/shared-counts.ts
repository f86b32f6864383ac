import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { createRateLimitsRepository } from './rate-limits.repository.js';

/**
 * Hit counts every process on one PostgreSQL shares (the rate_limit_hits table, as the routes' limits): for a
 * limit another module counts itself: batching its hits (the API key limit), or counting an attempt first and
 * giving it back when it turned out not to count (the login's failures).
 */
export interface SharedCounts {
  /** Adds `count` hits to `key`'s current window; answers the window's total and the milliseconds left in it. */
  add(key: string, count: number, windowMs: number): Promise<{ hits: number; msLeft: number }>;
  /** Takes `count` hits back from `key`'s current window (never below zero; nothing once the window is over). */
  takeBack(key: string, count: number, windowMs: number): Promise<void>;
}

export function createSharedCounts(db: Database): SharedCounts {
  const repo = createRateLimitsRepository(db);
  return {
    add: (key, count, windowMs) => repo.hit(key, windowMs, count),
    takeBack: (key, count, windowMs) => repo.takeBack(key, windowMs, count),
  };
}

/** Local windows kept at most (a sweep of the ended ones makes room). */
const MAX_TRACKED = 10_000;

/**
 * The same counts kept in this process only: the test harness's memory store (its many apps share one test
 * database and the same client addresses), used where no `SharedCounts` of the database is given.
 */
export function createLocalCounts(clock: Clock): SharedCounts {
  const local = new Map<string, { hits: number; endsAt: number }>();
  return {
    async add(key, count, windowMs) {
      const now = clock.now().getTime();
      let entry = local.get(key);
      if (!entry || now >= entry.endsAt) {
        if (local.size >= MAX_TRACKED) for (const [k, e] of local) if (now >= e.endsAt) local.delete(k);
        entry = { hits: 0, endsAt: now + windowMs };
        local.set(key, entry);
      }
      entry.hits += count;
      return { hits: entry.hits, msLeft: entry.endsAt - now };
    },
    async takeBack(key, count) {
      const entry = local.get(key);
      if (entry && clock.now().getTime() < entry.endsAt) entry.hits = Math.max(0, entry.hits - count);
    },
  };
}
