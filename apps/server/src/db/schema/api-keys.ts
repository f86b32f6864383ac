// Owner: modules/api-keys (the account's API key); see owners.ts.
import { KEY_SCOPES } from '@portal/contract';
import { bigint, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, ts } from './columns.js';

/**
 * The account's API key (issue 14, B9): one per main account, replaced by a reset. Only a keyed hash of the key is
 * stored, with its prefix and last four characters for the masked read-back.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    /** The readable start ("pk_") and the last four characters, for `GET access_key`. */
    prefix: text('prefix').notNull(),
    last4: text('last4').notNull(),
    scope: text('scope', { enum: KEY_SCOPES }).notNull().default('read'),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [uniqueIndex('api_keys_hash_key').on(t.keyHash)],
);
export type ApiKeyRow = typeof apiKeys.$inferSelect;
