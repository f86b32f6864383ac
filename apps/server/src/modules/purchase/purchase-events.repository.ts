import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { privateKeys, purchaseEvents, type PurchaseEventRow } from '../../db/schema/index.js';

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
    async insertKey(values: typeof privateKeys.$inferInsert): Promise<number> {
      const [row] = await db.insert(privateKeys).values(values).returning({ id: privateKeys.id });
      if (!row) throw new Error('private key not written');
      return row.id;
    },
    async findKey(id: number, accountId: number) {
      const [row] = await db
        .select()
        .from(privateKeys)
        .where(and(eq(privateKeys.id, id), eq(privateKeys.accountId, accountId)));
      return row;
    },
    async markKeyDownloaded(id: number, now: Date): Promise<void> {
      await db.update(privateKeys).set({ downloadedAt: now }).where(eq(privateKeys.id, id));
    },
  };
}
