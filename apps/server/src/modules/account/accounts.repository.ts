import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, type AccountRow, type NewAccountRow } from '../../db/schema/index.js';

export function createAccountsRepository(db: Executor) {
  return {
    async findByEmail(email: string): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
      return row;
    },
    async findById(id: number): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
      return row;
    },
    /** Inserts unless the email exists; undefined means the email was taken (also under a race). */
    async insert(values: NewAccountRow): Promise<AccountRow | undefined> {
      const [row] = await db
        .insert(accounts)
        .values(values)
        .onConflictDoNothing({ target: accounts.email })
        .returning();
      return row;
    },
    /** A main account's sub-users, newest first, one page of them and how many there are. */
    async listChildren(parentId: number, limit: number, offset: number) {
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(accounts)
          .where(eq(accounts.parentId, parentId))
          .orderBy(desc(accounts.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(accounts).where(eq(accounts.parentId, parentId)),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
    /** The sub-user `uid` of this main account only: another account's sub-user is not found. */
    async findChild(parentId: number, uid: string): Promise<AccountRow | undefined> {
      const [row] = await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.parentId, parentId), eq(accounts.uid, uid)))
        .limit(1);
      return row;
    },
    async findByUid(uid: string): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(accounts).where(eq(accounts.uid, uid)).limit(1);
      return row;
    },
    /** Takes the account's row lock for the caller's transaction: per-account work that must not overlap. */
    async lock(id: number): Promise<void> {
      await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id)).for('no key update');
    },
    /** The account an operator names (by e-mail or uid), locked for the caller's transaction. */
    async lockTarget(target: { email: string } | { uid: string }): Promise<AccountRow | undefined> {
      const where = 'email' in target ? eq(accounts.email, target.email) : eq(accounts.uid, target.uid);
      const [row] = await db.select().from(accounts).where(where).limit(1).for('update');
      return row;
    },
    async uidExists(uid: string): Promise<boolean> {
      const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.uid, uid)).limit(1);
      return row !== undefined;
    },
    async update(id: number, values: Partial<Omit<NewAccountRow, 'id'>>, now: Date): Promise<void> {
      await db
        .update(accounts)
        .set({ ...values, updatedAt: now })
        .where(eq(accounts.id, id));
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
