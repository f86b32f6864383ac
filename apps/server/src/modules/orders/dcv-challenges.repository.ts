import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { dcvChallenges, type DcvChallengeRow } from '../../db/schema/index.js';

export function createDcvChallengesRepository(db: Executor) {
  return {
    async insertMany(rows: (typeof dcvChallenges.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(dcvChallenges).values(rows).onConflictDoNothing();
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
