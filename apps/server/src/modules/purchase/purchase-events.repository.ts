import type { PurchaseIntent } from '@portal/contract';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { purchaseEvents, type PurchaseEventRow } from '../../db/schema/index.js';

/** A purchase in progress: a member's (one per account) or a visitor's (named by the keyed hash of its code). */
export function createPurchaseEventsRepository(db: Executor) {
  return {
    async findByAccount(accountId: number): Promise<PurchaseEventRow | undefined> {
      const [row] = await db.select().from(purchaseEvents).where(eq(purchaseEvents.accountId, accountId));
      return row;
    },
    async findByCodeHash(codeHash: string): Promise<PurchaseEventRow | undefined> {
      const [row] = await db
        .select()
        .from(purchaseEvents)
        .where(eq(purchaseEvents.visitorCodeHash, codeHash));
      return row;
    },
    /** Starts a new purchase for the member, forgetting the previous one. */
    async start(
      accountId: number,
      productId: number,
      intent: PurchaseIntent | null,
      now: Date,
      validity: number | null = null,
    ): Promise<void> {
      const fresh = {
        productId,
        intent,
        validity,
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
    /** A visitor's purchase, owned by nobody yet: only its code's hash names it. */
    async startVisitor(values: {
      codeHash: string;
      email: string;
      productId: number;
      intent: PurchaseIntent;
      validity: number | null;
      contactInfo: Record<string, string> | null;
      expiresAt: Date;
      now: Date;
    }): Promise<void> {
      await db.insert(purchaseEvents).values({
        visitorCodeHash: values.codeHash,
        visitorEmail: values.email,
        productId: values.productId,
        intent: values.intent,
        validity: values.validity,
        contactInfo: values.contactInfo,
        expiresAt: values.expiresAt,
        createdAt: values.now,
        updatedAt: values.now,
      });
    },
    async update(
      id: number,
      values: Pick<Partial<typeof purchaseEvents.$inferInsert>, 'contactInfo' | 'csrInfo' | 'privateKeyId'>,
      now: Date,
    ): Promise<void> {
      await db
        .update(purchaseEvents)
        .set({ ...values, updatedAt: now })
        .where(eq(purchaseEvents.id, id));
    },
    /** Removes the visitors' purchases whose code expired before `before`; answers them (their generated keys). */
    removeExpiredVisitors(before: Date): Promise<{ privateKeyId: number | null }[]> {
      return db
        .delete(purchaseEvents)
        .where(and(isNotNull(purchaseEvents.visitorCodeHash), lt(purchaseEvents.expiresAt, before)))
        .returning({ privateKeyId: purchaseEvents.privateKeyId });
    },
    /**
     * Removes the purchase once its order exists. False when it was gone already: inside the order's transaction the
     * delete holds the row, so of two concurrent order calls only the first finds it (no second order).
     */
    async remove(id: number): Promise<boolean> {
      const removed = await db
        .delete(purchaseEvents)
        .where(eq(purchaseEvents.id, id))
        .returning({ id: purchaseEvents.id });
      return removed.length > 0;
    },
  };
}
