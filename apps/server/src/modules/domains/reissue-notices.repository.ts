import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { domainReissueNotices } from '../../db/schema/index.js';

/** The notices that a coming renewal will need the customer: one per order and certificate end. */
export function createReissueNoticesRepository(db: Executor) {
  return {
    /** Claims the notice of an order's certificate end: its id, or null when it was claimed (sent) before. */
    async claim(values: {
      orderId: number;
      accountId: number;
      certificateEnd: Date;
      reissueAt: Date;
      names: string[];
    }): Promise<number | null> {
      const [row] = await db
        .insert(domainReissueNotices)
        .values(values)
        .onConflictDoNothing({ target: [domainReissueNotices.orderId, domainReissueNotices.certificateEnd] })
        .returning({ id: domainReissueNotices.id });
      return row?.id ?? null;
    },
    /** Gives a claim back (its mail could not be sent): the next run sends it. */
    async release(id: number): Promise<void> {
      await db.delete(domainReissueNotices).where(eq(domainReissueNotices.id, id));
    },
  };
}
