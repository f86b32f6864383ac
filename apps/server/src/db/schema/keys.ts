// Owner: modules/keys (generated private keys); see owners.ts.
import { KEY_ALGORITHMS } from '@portal/contract';
import { bigint, bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, ts } from './columns.js';

/** Generated private keys, sealed with AES-256-GCM under a key derived from SECRET_KEY. */
export const privateKeys = pgTable(
  'private_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null while it belongs to a visitor's purchase (purchase_events.private_key_id): the order gives it its account. */
    accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id, {
      onDelete: 'cascade',
    }),
    algorithm: text('algorithm', { enum: KEY_ALGORITHMS }).notNull(),
    sealed: text('sealed').notNull(),
    downloadedAt: ts('downloaded_at'),
    createdAt: createdAt(),
  },
  (t) => [index('private_keys_account_idx').on(t.accountId)],
);
