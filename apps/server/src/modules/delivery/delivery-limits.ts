import { HOUR, type Clock } from '../../lib/clock.js';
import { createLocalCounts, type SharedCounts } from '../shared-state/shared-counts.js';

/** How often a token may be used, and how many refused calls one address may make (docs/domain/delivery.md). */
export interface DeliveryRateLimits {
  /** Calls one token may make per window (every format, answered or refused). */
  perToken: number;
  /** Calls one client address may make per window with a token that is missing, unknown, revoked or another order's. */
  failuresPerAddress: number;
  windowMs: number;
}

export const DEFAULT_DELIVERY_RATE_LIMITS: DeliveryRateLimits = {
  perToken: 120,
  failuresPerAddress: 30,
  windowMs: HOUR,
};

/**
 * Counts delivery calls per token and refused calls per address. With `shared` (the running portal) every call is
 * one upsert into rate_limit_hits, the table the routes' limits and the API keys' counts use, so every process on
 * one PostgreSQL sees the same exact count (a delivery call is rare: a cron line, a deploy hook; it also writes its
 * audit entry). Without (the test harness's memory store) the count is this process's only.
 */
export function createDeliveryCounter(clock: Clock, shared?: SharedCounts) {
  const counts = shared ?? createLocalCounts(clock);
  return {
    /** Counts one call under `key`; answers the window's count (this call included) and the milliseconds left. */
    hit: (key: string, windowMs: number): Promise<{ hits: number; msLeft: number }> =>
      counts.add(`delivery|${key}`, 1, windowMs),
  };
}

export type DeliveryCounter = ReturnType<typeof createDeliveryCounter>;
