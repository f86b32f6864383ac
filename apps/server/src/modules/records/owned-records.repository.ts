import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type contacts, type enterprises } from '../../db/schema/index.js';

/** Tables whose rows belong to one account: the same paging, insert and owner-checked update for each. */
type OwnedTable = typeof enterprises | typeof contacts;

export function createOwnedRecordsRepository<T extends OwnedTable>(db: Executor, table: T) {
  type Row = T['$inferSelect'];
  type Insert = T['$inferInsert'];
  const t: OwnedTable = table;
  return {
    async page(accountId: number, limit: number, offset: number): Promise<{ rows: Row[]; total: number }> {
      const where = eq(t.accountId, accountId);
      const rows = await db.select().from(t).where(where).orderBy(desc(t.id)).limit(limit).offset(offset);
      const [counted] = await db.select({ total: count() }).from(t).where(where);
      return { rows, total: counted?.total ?? 0 };
    },
    async insert(values: Insert): Promise<Row> {
      const [row] = await db
        .insert(t)
        .values(values as never)
        .returning();
      return row as Row;
    },
    async findOwned(id: number, accountId: number): Promise<Row | undefined> {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.id, id), eq(t.accountId, accountId)));
      return row;
    },
    /** Updates only a row of this account; undefined when there is none (another account's id included). */
    async update(id: number, accountId: number, values: Partial<Insert>): Promise<Row | undefined> {
      const [row] = await db
        .update(t)
        .set(values as never)
        .where(and(eq(t.id, id), eq(t.accountId, accountId)))
        .returning();
      return row;
    },
  };
}
