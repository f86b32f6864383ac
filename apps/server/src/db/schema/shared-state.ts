// Owner: modules/shared-state (cache versions, rate-limit hits, the built-in CA); see owners.ts.
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';

/**
 * One row per in-memory cache that several portal processes keep (catalogue, rates, settings): a writer bumps the
 * version in the transaction of its change, every process polls the table and drops what changed (within a second).
 */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  changedAt: ts('changed_at').notNull().defaultNow(),
});

/** Rate-limit counters shared by every process: one fixed window per key (route and client address). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStartedAt: ts('window_started_at').notNull(),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowStartedAt)],
);

/** The built-in CA, one row: every process on one PostgreSQL issues under the same root (keys sealed). */
export const builtinCa = pgTable('builtin_ca', {
  id: integer('id').primaryKey(),
  rootPem: text('root_pem').notNull(),
  issuingPem: text('issuing_pem').notNull(),
  rootKeySealed: text('root_key_sealed').notNull(),
  issuingKeySealed: text('issuing_key_sealed').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
