import type { KeyScope } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, apiKeys } from '../../db/schema/index.js';

export function createApiKeysRepository(db: Executor) {
  return {
    /** The key whose hash this is, with what the permission matrix and the answers need of its account. */
    async findByHash(keyHash: string) {
      const [row] = await db
        .select({
          accountId: apiKeys.accountId,
          scope: apiKeys.scope,
          lastUsedAt: apiKeys.lastUsedAt,
          parentId: accounts.parentId,
          email: accounts.email,
          role: accounts.role,
          auditPerm: accounts.auditPerm,
          isOperator: accounts.isOperator,
          status: accounts.status,
          lang: accounts.lang,
          currency: accounts.currency,
        })
        .from(apiKeys)
        .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
        .where(eq(apiKeys.keyHash, keyHash))
        .limit(1);
      return row;
    },
    async findByAccount(accountId: number) {
      const [row] = await db.select().from(apiKeys).where(eq(apiKeys.accountId, accountId)).limit(1);
      return row;
    },
    /** The account's one key, replaced in one statement: the previous hash is gone when this returns. */
    async replace(values: {
      accountId: number;
      keyHash: string;
      prefix: string;
      last4: string;
      scope: KeyScope;
      createdAt: Date;
    }) {
      const [row] = await db
        .insert(apiKeys)
        .values({ ...values, lastUsedAt: null })
        .onConflictDoUpdate({
          target: apiKeys.accountId,
          set: {
            keyHash: values.keyHash,
            prefix: values.prefix,
            last4: values.last4,
            scope: values.scope,
            createdAt: values.createdAt,
            lastUsedAt: null,
          },
        })
        .returning();
      return row!;
    },
    async setScope(accountId: number, scope: KeyScope) {
      const [row] = await db
        .update(apiKeys)
        .set({ scope })
        .where(eq(apiKeys.accountId, accountId))
        .returning();
      return row;
    },
    async touch(accountId: number, now: Date): Promise<void> {
      await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.accountId, accountId));
    },
  };
}
export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
