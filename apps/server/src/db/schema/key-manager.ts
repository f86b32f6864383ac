// Owner: modules/key-manager (one-time exports for the local key manager); see owners.ts.
import { bigint, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, ts } from './columns.js';

/** One-time exports for the local key manager: the token fetches the bundle exactly once, before it expires. */
export const keyManagerExports = pgTable('key_manager_exports', {
  id: text('id').primaryKey(),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  actorId: bigint('actor_id', { mode: 'number' }).notNull(),
  tokenHash: text('token_hash').notNull(),
  ordersId: jsonb('orders_id').$type<number[]>().notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: createdAt(),
});
