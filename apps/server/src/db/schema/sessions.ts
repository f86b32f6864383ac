import { KEY_SCOPES } from '@portal/contract';
import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, ts } from './columns.js';

/** Browser sessions: only a keyed hash of the cookie value is stored. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    /** Absolute end; inactivity is judged from last_seen_at. */
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_account_idx').on(t.accountId)],
);

export type SessionRow = typeof sessions.$inferSelect;

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
