import { MINUTE, type Clock } from '../../lib/clock.js';
import type { SharedCounts } from '../shared-state/shared-counts.js';

/** How many calls one key may make in a window (docs/domain/api-keys.md). */
export interface KeyRateLimit {
  max: number;
  windowMs: number;
}

export const DEFAULT_KEY_RATE_LIMIT: KeyRateLimit = { max: 600, windowMs: MINUTE };

/** A process adds its hits of a key to the shared count at most this often. */
const SYNC_EVERY_MS = 1000;
const MAX_TRACKED = 10_000;

interface Count {
  windowEndsAt: number;
  /** The shared count at the last sync (every process's hits, this one's included). */
  shared: number;
  /** This process's hits since the last sync. */
  pending: number;
  syncedAt: number;
}

/**
 * Per-key call counts. Exact within a process; with `shared` (the database, as the routes' limits) every process's
 * hits reach the others within a second: a process adds its batch to the shared count at most once a second per
 * key, so a call is not a write. Across P processes a key may exceed the limit by what the others did in their
 * last second, no more. Without `shared` (tests) the count is this process's only.
 */
export function createKeyRateLimiter(limit: KeyRateLimit, clock: Clock, shared?: SharedCounts) {
  const counts = new Map<number, Count>();

  const sweep = (now: number) => {
    for (const [id, count] of counts) if (now >= count.windowEndsAt) counts.delete(id);
  };

  return {
    /**
     * `hit` when it needs no shared count (the window is running and this process synced within the second):
     * counted, with the same answer; undefined, and nothing counted, when `hit` must be called instead.
     */
    hitLocal(accountId: number): number | undefined {
      const now = clock.now().getTime();
      const count = counts.get(accountId);
      if (!count || now >= count.windowEndsAt) return undefined;
      if (shared && now - count.syncedAt >= SYNC_EVERY_MS) return undefined;
      count.pending += 1;
      if (count.shared + count.pending <= limit.max) return 0;
      return Math.max(1, Math.ceil((count.windowEndsAt - now) / 1000));
    },

    /** Counts one call of the account's key; answers 0 when allowed, else the seconds until the window ends. */
    async hit(accountId: number): Promise<number> {
      const now = clock.now().getTime();
      let count = counts.get(accountId);
      if (!count || now >= count.windowEndsAt) {
        if (counts.size >= MAX_TRACKED) sweep(now);
        count = { windowEndsAt: now + limit.windowMs, shared: 0, pending: 0, syncedAt: 0 };
        counts.set(accountId, count);
      }
      count.pending += 1;
      if (shared && now - count.syncedAt >= SYNC_EVERY_MS) {
        const batch = count.pending;
        count.pending = 0;
        count.syncedAt = now;
        const { hits, msLeft } = await shared.add(`apiKey|${accountId}`, batch, limit.windowMs);
        count.shared = hits;
        count.windowEndsAt = now + msLeft;
      }
      if (count.shared + count.pending <= limit.max) return 0;
      return Math.max(1, Math.ceil((count.windowEndsAt - now) / 1000));
    },
  };
}
export type KeyRateLimiter = ReturnType<typeof createKeyRateLimiter>;
