import type { Database } from '../../db/client.js';
import { createRateLimitsRepository } from './rate-limits.repository.js';

/**
 * Hit counts every process on one PostgreSQL shares (the rate_limit_hits table, as the routes' limits): for a
 * limit another module counts itself, batching its hits (the API key limit).
 */
export interface SharedCounts {
  /** Adds `count` hits to `key`'s current window; answers the window's total and the milliseconds left in it. */
  add(key: string, count: number, windowMs: number): Promise<{ hits: number; msLeft: number }>;
}

export function createSharedCounts(db: Database): SharedCounts {
  const repo = createRateLimitsRepository(db);
  return { add: (key, count, windowMs) => repo.hit(key, windowMs, count) };
}
