import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { privateKeys } from '../../db/schema/index.js';

/** The private keys the portal generated (sealed under SECRET_KEY): the keys module owns this table. */
export function createPrivateKeysRepository(db: Executor) {
  return {
    async insert(values: typeof privateKeys.$inferInsert): Promise<number> {
      const [row] = await db.insert(privateKeys).values(values).returning({ id: privateKeys.id });
      if (!row) throw new Error('private key not written');
      return row.id;
    },
    /** The key if it belongs to the account; another account's key is simply not found. */
    async findOwned(id: number, accountId: number) {
      const [row] = await db
        .select()
        .from(privateKeys)
        .where(and(eq(privateKeys.id, id), eq(privateKeys.accountId, accountId)));
      return row;
    },
    /** A key of a visitor's purchase (no account yet); a key with an account is simply not found. */
    async findUnowned(id: number) {
      const [row] = await db
        .select()
        .from(privateKeys)
        .where(and(eq(privateKeys.id, id), isNull(privateKeys.accountId)));
      return row;
    },
    /** Gives a visitor's key to the account its order made; false when the key has an owner already. */
    async assignOwner(id: number, accountId: number): Promise<boolean> {
      const rows = await db
        .update(privateKeys)
        .set({ accountId })
        .where(and(eq(privateKeys.id, id), isNull(privateKeys.accountId)))
        .returning({ id: privateKeys.id });
      return rows.length > 0;
    },
    /** Deletes keys of visitors' purchases that never became an order (still without an account). */
    async deleteUnowned(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(privateKeys).where(and(inArray(privateKeys.id, ids), isNull(privateKeys.accountId)));
    },
    async markDownloaded(id: number, now: Date): Promise<void> {
      await db.update(privateKeys).set({ downloadedAt: now }).where(eq(privateKeys.id, id));
    },
  };
}
export type PrivateKeysRepository = ReturnType<typeof createPrivateKeysRepository>;
