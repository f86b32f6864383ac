import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rateLimitHits } from '../../db/schema/index.js';

export function createRateLimitsRepository(db: Executor) {
  return {
    /**
     * Counts one hit for `key` in its current window (a new window starts when the last one is over) in one
     * statement, so concurrent hits from several processes are all counted. The windows run on the database's
     * clock, the one clock every process shares. `count` adds several hits at once (a process's batch).
     */
    async hit(key: string, windowMs: number, count = 1): Promise<{ hits: number; msLeft: number }> {
      const window = sql`${windowMs} * interval '1 millisecond'`;
      const over = sql`${rateLimitHits.windowStartedAt} <= now() - ${window}`;
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, hits: count, windowStartedAt: sql`now()` })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            hits: sql`case when ${over} then ${count}::int else ${rateLimitHits.hits} + ${count}::int end`,
            windowStartedAt: sql`case when ${over} then now() else ${rateLimitHits.windowStartedAt} end`,
          },
        })
        .returning({
          hits: rateLimitHits.hits,
          msLeft: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitHits.windowStartedAt} + ${window} - now())) * 1000))::int`,
        });
      return { hits: Number(row!.hits), msLeft: Number(row!.msLeft) };
    },
    /**
     * Takes `count` hits back from `key`'s current window (never below zero); nothing when that window is over
     * (the next hit starts a new one anyway). For a limit that counts an attempt first and gives it back once the
     * attempt turned out not to count (a successful login).
     */
    async takeBack(key: string, windowMs: number, count = 1): Promise<void> {
      const window = sql`${windowMs} * interval '1 millisecond'`;
      await db
        .update(rateLimitHits)
        .set({ hits: sql`greatest(0, ${rateLimitHits.hits} - ${count}::int)` })
        .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.windowStartedAt, sql`now() - ${window}`)));
    },
    /** Windows that started before `before` are over for every route (the longest window is shorter). */
    async purge(before: Date): Promise<number> {
      const deleted = await db
        .delete(rateLimitHits)
        .where(lt(rateLimitHits.windowStartedAt, before))
        .returning({ key: rateLimitHits.key });
      return deleted.length;
    },
  };
}
