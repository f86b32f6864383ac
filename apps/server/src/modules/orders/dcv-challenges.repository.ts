import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { dcvChallenges, type DcvChallengeRow } from '../../db/schema/index.js';

export function createDcvChallengesRepository(db: Executor) {
  return {
    async insertMany(rows: (typeof dcvChallenges.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(dcvChallenges).values(rows).onConflictDoNothing();
    },
    async recordCheck(
      id: number,
      passed: boolean,
      problem: { key: string; vars: Record<string, string | number> } | null,
      now: Date,
    ): Promise<void> {
      await db
        .update(dcvChallenges)
        .set({ lastCheckedAt: now, lastProblem: problem, ...(passed ? { validatedAt: now } : {}) })
        .where(and(eq(dcvChallenges.id, id), isNull(dcvChallenges.validatedAt)));
    },
    forOrder(orderId: number): Promise<DcvChallengeRow[]> {
      return db
        .select()
        .from(dcvChallenges)
        .where(eq(dcvChallenges.orderId, orderId))
        .orderBy(asc(dcvChallenges.id));
    },
  };
}
