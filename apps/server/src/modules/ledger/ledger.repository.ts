import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, ledgerEntries, type LedgerEntryRow } from '../../db/schema/index.js';

export type LedgerKind = LedgerEntryRow['kind'];

export function createLedgerRepository(db: Executor) {
  return {
    /**
     * Adds `amountCents` (negative for a debit) to the balance in one statement: the row lock it takes
     * serialises concurrent changes, and the guard refuses a debit the balance does not cover.
     * Undefined when refused.
     */
    async applyToBalance(accountId: number, amountCents: number, now: Date): Promise<number | undefined> {
      const guard = amountCents < 0 ? gte(accounts.balanceCents, -amountCents) : undefined;
      const [row] = await db
        .update(accounts)
        .set({ balanceCents: sql`${accounts.balanceCents} + ${amountCents}`, updatedAt: now })
        .where(and(eq(accounts.id, accountId), guard))
        .returning({ balanceCents: accounts.balanceCents });
      return row?.balanceCents;
    },
    async insertEntry(values: typeof ledgerEntries.$inferInsert): Promise<LedgerEntryRow> {
      const [row] = await db.insert(ledgerEntries).values(values).returning();
      if (!row) throw new Error('ledger entry not written');
      return row;
    },
    async balance(accountId: number): Promise<number> {
      const [row] = await db
        .select({ balanceCents: accounts.balanceCents })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return row?.balanceCents ?? 0;
    },
    async sumFor(accountId: number): Promise<number> {
      const [row] = await db
        .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.accountId, accountId));
      return Number(row?.sum ?? 0);
    },
    async entries(accountId: number): Promise<LedgerEntryRow[]> {
      return db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.accountId, accountId))
        .orderBy(ledgerEntries.id);
    },
  };
}
