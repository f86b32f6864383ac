import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, deliveryTokens, type DeliveryTokenRow } from '../../db/schema/index.js';

export type NewDeliveryToken = typeof deliveryTokens.$inferInsert;

export function createDeliveryRepository(db: Executor) {
  return {
    async insert(values: NewDeliveryToken): Promise<DeliveryTokenRow> {
      const [row] = await db.insert(deliveryTokens).values(values).returning();
      if (!row) throw new Error('delivery token not written');
      return row;
    },

    /** The order's tokens, newest first, with the address of whoever made each. */
    listForOrder(orderId: number, accountId: number) {
      return db
        .select({ token: deliveryTokens, createdByEmail: accounts.email })
        .from(deliveryTokens)
        .leftJoin(accounts, eq(accounts.id, deliveryTokens.createdBy))
        .where(and(eq(deliveryTokens.orderId, orderId), eq(deliveryTokens.accountId, accountId)))
        .orderBy(desc(deliveryTokens.id));
    },

    async countActive(orderId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(deliveryTokens)
        .where(and(eq(deliveryTokens.orderId, orderId), isNull(deliveryTokens.revokedAt)));
      return Number(row?.n ?? 0);
    },

    /** The token of the account, with the address of whoever made it. */
    async findOwned(id: number, accountId: number) {
      const [row] = await db
        .select({ token: deliveryTokens, createdByEmail: accounts.email })
        .from(deliveryTokens)
        .leftJoin(accounts, eq(accounts.id, deliveryTokens.createdBy))
        .where(and(eq(deliveryTokens.id, id), eq(deliveryTokens.accountId, accountId)))
        .limit(1);
      return row;
    },

    /** The token whose hash this is, with the state of its (main) account. */
    async findByHash(tokenHash: string) {
      const [row] = await db
        .select({
          token: deliveryTokens,
          accountStatus: accounts.status,
          accountParentId: accounts.parentId,
        })
        .from(deliveryTokens)
        .innerJoin(accounts, eq(accounts.id, deliveryTokens.accountId))
        .where(eq(deliveryTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** Revokes a token that is not revoked yet; undefined when it was (or is not the account's). */
    async revoke(
      id: number,
      accountId: number,
      by: number,
      now: Date,
    ): Promise<DeliveryTokenRow | undefined> {
      const [row] = await db
        .update(deliveryTokens)
        .set({ revokedAt: now, revokedBy: by })
        .where(
          and(
            eq(deliveryTokens.id, id),
            eq(deliveryTokens.accountId, accountId),
            isNull(deliveryTokens.revokedAt),
          ),
        )
        .returning();
      return row;
    },

    async touch(id: number, now: Date, ip: string): Promise<void> {
      await db
        .update(deliveryTokens)
        .set({ lastUsedAt: now, lastUsedIp: ip })
        .where(eq(deliveryTokens.id, id));
    },
  };
}
export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
