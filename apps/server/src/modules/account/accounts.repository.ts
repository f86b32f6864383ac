import { eq } from 'drizzle-orm';
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
