import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
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
    async setEmailToken(id: number, tokenHash: string, approverEmail?: string): Promise<void> {
      await db
        .update(dcvChallenges)
        .set({ emailTokenHash: tokenHash, ...(approverEmail ? { authKey: approverEmail } : {}) })
        .where(eq(dcvChallenges.id, id));
    },
    async findByEmailToken(tokenHash: string): Promise<DcvChallengeRow | undefined> {
      const [row] = await db.select().from(dcvChallenges).where(eq(dcvChallenges.emailTokenHash, tokenHash));
      return row;
    },
    /** Approves once: the token is cleared in the same statement, so a link works a single time. */
    async approveByEmailToken(tokenHash: string, now: Date): Promise<DcvChallengeRow | undefined> {
      const [row] = await db
        .update(dcvChallenges)
        .set({ validatedAt: now, lastProblem: null, emailTokenHash: null, lastCheckedAt: now })
        .where(and(eq(dcvChallenges.emailTokenHash, tokenHash), isNull(dcvChallenges.validatedAt)))
        .returning();
      return row;
    },
    async updateMethod(
      id: number,
      value: { method: 'dns' | 'http' | 'email'; authKey: string; authPath: string; authValue: string },
    ): Promise<void> {
      await db
        .update(dcvChallenges)
        .set({ ...value, validatedAt: null, lastProblem: null, emailTokenHash: null })
        .where(eq(dcvChallenges.id, id));
    },
    async remove(id: number): Promise<void> {
      await db.delete(dcvChallenges).where(eq(dcvChallenges.id, id));
    },
    /** The order's own challenges (not its reissues'). */
    forOrder(orderId: number): Promise<DcvChallengeRow[]> {
      return db
        .select()
        .from(dcvChallenges)
        .where(and(eq(dcvChallenges.orderId, orderId), isNull(dcvChallenges.reissueId)))
        .orderBy(asc(dcvChallenges.id));
    },
    forReissue(reissueId: string): Promise<DcvChallengeRow[]> {
      return db
        .select()
        .from(dcvChallenges)
        .where(eq(dcvChallenges.reissueId, reissueId))
        .orderBy(asc(dcvChallenges.id));
    },
    /** The newest passed validation of a name under an order (its own or a reissue's), for reuse. */
    async lastValidated(orderId: number, domain: string): Promise<DcvChallengeRow | undefined> {
      const [row] = await db
        .select()
        .from(dcvChallenges)
        .where(
          and(
            eq(dcvChallenges.orderId, orderId),
            eq(dcvChallenges.domain, domain),
            isNotNull(dcvChallenges.validatedAt),
          ),
        )
        .orderBy(desc(dcvChallenges.validatedAt))
        .limit(1);
      return row;
    },
  };
}
