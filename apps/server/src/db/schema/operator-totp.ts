import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, ts } from './columns.js';
import { sessions } from './sessions.js';

/**
 * An operator's TOTP authenticator (issue 18, docs/domain/operator-console.md "TOTP"). The secret is sealed under
 * SECRET_KEY (AES-256-GCM, lib/pki/private-key-box) and never answered after enrolment. `lastStep` is the last
 * time step whose code was accepted: a code is accepted once, on every process (a guarded update decides).
 */
export const operatorTotp = pgTable('operator_totp', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  /** Null while enrolment waits for the first code. */
  activatedAt: ts('activated_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});
export type OperatorTotpRow = typeof operatorTotp.$inferSelect;

/** Sessions that confirmed a TOTP code (activation or POST ops/confirm with a code): the compulsory-TOTP gate. */
export const operatorTotpSessions = pgTable('operator_totp_sessions', {
  sessionIdHash: text('session_id_hash')
    .primaryKey()
    .references(() => sessions.idHash, { onDelete: 'cascade' }),
  verifiedAt: ts('verified_at').notNull(),
});
