import type { Database } from '../../db/client.js';
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
