import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { passwordResets } from '../../db/schema/index.js';

export function createPasswordResetsRepository(db: Executor) {
  return {
    async insert(values: typeof passwordResets.$inferInsert): Promise<void> {
      await db.insert(passwordResets).values(values);
    },
    /**
     * Marks the token used if it is unused and unexpired, in one statement, so two requests racing with the
     * same link cannot both succeed. Returns the account id, or undefined.
     */
    async consume(tokenHash: string, now: Date): Promise<number | undefined> {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning({ accountId: passwordResets.accountId });
      return row?.accountId;
    },
    /** Every other open link of the account stops working once the password has been reset. */
    async invalidateForAccount(accountId: number, now: Date): Promise<void> {
      await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.accountId, accountId), isNull(passwordResets.usedAt)));
    },
  };
}
