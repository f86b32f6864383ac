// Owner: modules/ledger (the books of every balance change); see owners.ts.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt } from './columns.js';

/**
 * The books: every change of an account's balance, in US cents (credit > 0, debit < 0).
 * accounts.balance_cents is the running sum, updated in the same transaction; it may never go below zero.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['topupOffline', 'topupCard', 'purchase', 'refund', 'adjustment'] }).notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_account_idx').on(t.accountId, t.id.desc().nullsFirst()),
    // A payment is debited at most once.
    uniqueIndex('ledger_purchase_once')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'purchase'`),
    check('ledger_amount_non_zero', sql`${t.amountCents} <> 0`),
    check('ledger_balance_non_negative', sql`${t.balanceAfterCents} >= 0`),
  ],
);
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
