// Owner: modules/books (monthly account statements); see owners.ts.
import { bigint, bigserial, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';

/** A month's account statement (finished months only), totals per channel in US cents. */
export const accountStatements = pgTable(
  'account_statements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** YYYY-MM, in UTC. */
    month: text('month').notNull(),
    totalPurchaseCents: bigint('total_purchase_cents', { mode: 'number' }).notNull(),
    payPalPurchaseCents: bigint('paypal_purchase_cents', { mode: 'number' }).notNull(),
    fundPurchaseCents: bigint('fund_purchase_cents', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('account_statements_month_key').on(t.accountId, t.month.desc().nullsFirst())],
);
export type AccountStatementRow = typeof accountStatements.$inferSelect;
