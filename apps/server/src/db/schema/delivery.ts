// Owner: modules/delivery (delivery tokens); see owners.ts.
import { bigint, bigserial, boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, ts } from './columns.js';
import { orders } from './orders.js';

/**
 * Delivery tokens (issue 21, B4; docs/domain/delivery.md): a server fetches its order's current certificate with
 * one. Only a keyed hash of the token is stored (as sessions and API keys), with its last four characters for the
 * list. Revoked tokens stay (the list shows them revoked); rows go only with their order or account.
 */
export const deliveryTokens = pgTable(
  'delivery_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The main account whose order it is (the audit log the token's uses go to). */
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The main account or sub-user who made it (the actor of its audit entries). */
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    last4: text('last4').notNull(),
    /** Formats key and pfx (the private key) are answered only with this right. */
    includeKey: boolean('include_key').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at'),
    lastUsedIp: text('last_used_ip').notNull().default(''),
    revokedAt: ts('revoked_at'),
    revokedBy: bigint('revoked_by', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('delivery_tokens_hash_key').on(t.tokenHash),
    index('delivery_tokens_order_idx').on(t.orderId, t.id),
  ],
);
export type DeliveryTokenRow = typeof deliveryTokens.$inferSelect;
