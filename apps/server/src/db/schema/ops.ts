// Owner: modules/ops (the operator console: review decisions, password confirmations, TOTP); see owners.ts.
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, ts } from './columns.js';
import { orders } from './orders.js';
import { sessions } from './sessions.js';

/**
 * The one decision of a review (order in status 11): its primary key is the claim that only one request wins,
 * on every process sharing the database; a second decision finds the row and is refused.
 */
export const reviewDecisions = pgTable('review_decisions', {
  orderId: bigint('order_id', { mode: 'number' })
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  decision: text('decision', { enum: ['approved', 'rejected'] }).notNull(),
  operatorEmail: text('operator_email').notNull(),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
});

/** When the operator of a session last confirmed the password (money actions need it within 10 minutes). */
export const operatorConfirmations = pgTable('operator_confirmations', {
  sessionIdHash: text('session_id_hash')
    .primaryKey()
    .references(() => sessions.idHash, { onDelete: 'cascade' }),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  confirmedAt: ts('confirmed_at').notNull(),
});

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
