import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { referrals, type ReferralRow } from '../../db/schema/index.js';

/** Who referred whom; the only place that touches `referrals`. */
export function createReferralsRepository(db: Executor) {
  return {
    /** Binds once: a second binding of the same account changes nothing (false). */
    async insert(values: typeof referrals.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(referrals)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: referrals.referredAccountId });
      return rows.length > 0;
    },

    async findFor(referredAccountId: number): Promise<ReferralRow | undefined> {
      const [row] = await db
        .select()
        .from(referrals)
        .where(eq(referrals.referredAccountId, referredAccountId))
        .limit(1);
      return row;
    },

    async countOf(referrerAccountId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(referrals)
        .where(eq(referrals.referrerAccountId, referrerAccountId));
      return row?.n ?? 0;
    },
  };
}
