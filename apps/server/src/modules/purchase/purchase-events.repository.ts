import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { purchaseEvents, type PurchaseEventRow } from '../../db/schema/index.js';

export function createPurchaseEventsRepository(db: Executor) {
  return {
    async find(accountId: number): Promise<PurchaseEventRow | undefined> {
      const [row] = await db.select().from(purchaseEvents).where(eq(purchaseEvents.accountId, accountId));
      return row;
    },
    /** Starts a new purchase for the user, forgetting the previous one. */
    async start(accountId: number, productId: number, now: Date): Promise<void> {
      const fresh = {
        productId,
        contactInfo: null,
        csrInfo: null,
        privateKeyId: null,
        createdAt: now,
        updatedAt: now,
      };
      await db
        .insert(purchaseEvents)
        .values({ accountId, ...fresh })
        .onConflictDoUpdate({ target: purchaseEvents.accountId, set: fresh });
    },
    async update(
      accountId: number,
      values: Partial<typeof purchaseEvents.$inferInsert>,
      now: Date,
    ): Promise<void> {
      await db
        .update(purchaseEvents)
        .set({ ...values, updatedAt: now })
        .where(eq(purchaseEvents.accountId, accountId));
    },
    async remove(accountId: number): Promise<void> {
      await db.delete(purchaseEvents).where(eq(purchaseEvents.accountId, accountId));
    },
  };
}
