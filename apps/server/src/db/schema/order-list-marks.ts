import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';

/**
 * My Orders' list version per account: raised by triggers on `orders` (migration 0027_orders_seek) in the same
 * transaction as every insert, delete and every change of a column the list filters on. Absent = 0. Marks made
 * at another version are not used (docs/domain/orders.md, "Deep pages").
 */
export const orderListVersions = pgTable('order_list_versions', {
  accountId: bigint('account_id', { mode: 'number' }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * Remembered page boundaries of one account's list under one filter (its values, `filter`): `ids[k]` is the id
 * of the (k x 100)th order of the list, newest first, as it was at `version`. A deep page seeks below the nearest
 * mark instead of skipping every order before it.
 */
export const orderListMarks = pgTable(
  'order_list_marks',
  {
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    filter: text('filter').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    ids: bigint('ids', { mode: 'number' }).array().notNull(),
    madeAt: ts('made_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.filter] })],
);
