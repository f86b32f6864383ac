import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { alias } from 'drizzle-orm/pg-core';
import { accounts, sessions } from '../../db/schema/index.js';

/** A sub-user's main account, read with the session: a disabled main account disables its team. */
const parents = alias(accounts, 'parents');

export function createSessionsRepository(db: Executor) {
  return {
    async insert(values: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(values);
    },
    /** The session with its account, when it is neither past its end nor idle for longer than idleSince allows. */
    async findActive(idHash: string, now: Date, idleSince: Date) {
      const [row] = await db
        .select({
          idHash: sessions.idHash,
          csrfToken: sessions.csrfToken,
          lastSeenAt: sessions.lastSeenAt,
          accountId: accounts.id,
          parentId: accounts.parentId,
          email: accounts.email,
          role: accounts.role,
          auditPerm: accounts.auditPerm,
          isOperator: accounts.isOperator,
          status: accounts.status,
          parentStatus: parents.status,
          lang: accounts.lang,
          currency: accounts.currency,
        })
        .from(sessions)
        .innerJoin(accounts, eq(accounts.id, sessions.accountId))
        .leftJoin(parents, eq(parents.id, accounts.parentId))
        .where(
          and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince)),
        )
        .limit(1);
      return row;
    },
    async touch(idHash: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
    },
    async delete(idHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },
    /** Ends every session of an account, except the one named (the caller's own, on password change). */
    async deleteForAccount(accountId: number, exceptIdHash?: string): Promise<void> {
      const condition = exceptIdHash
        ? and(eq(sessions.accountId, accountId), ne(sessions.idHash, exceptIdHash))
        : eq(sessions.accountId, accountId);
      await db.delete(sessions).where(condition);
    },
    async deleteExpired(now: Date, idleSince: Date): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)))
        .returning({ idHash: sessions.idHash });
      return rows.length;
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
