import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { keyManagerExports } from '../../db/schema/index.js';

export function createKeyManagerRepository(db: Executor) {
  return {
    async insert(values: typeof keyManagerExports.$inferInsert): Promise<void> {
      await db.insert(keyManagerExports).values(values);
    },
    /** Marks the export used if the token matches, it is unused and not expired: it works exactly once. */
    async consume(id: string, tokenHash: string, now: Date) {
      const [row] = await db
        .update(keyManagerExports)
        .set({ usedAt: now })
        .where(
          and(
            eq(keyManagerExports.id, id),
            eq(keyManagerExports.tokenHash, tokenHash),
            isNull(keyManagerExports.usedAt),
            gt(keyManagerExports.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },
  };
}
