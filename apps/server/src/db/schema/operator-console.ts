import { bigint, bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, ts } from './columns.js';
import { orders } from './commerce.js';
import { sessions } from './sessions.js';

/**
 * Every operator action, console or command line (issue 18). Append-only: the code has no update or delete
 * path, and a trigger (migration 0017) refuses UPDATE and DELETE. No foreign keys: the record outlives accounts
 * and orders, so it keeps the operator's e-mail and the target's id as text.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for the command line (`portal order:reject`), which has no signed-in operator. */
    operatorAccountId: bigint('operator_account_id', { mode: 'number' }),
    operatorEmail: text('operator_email').notNull(),
    ip: text('ip').notNull().default(''),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** Amounts, note or reason, and the values before and after. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  // Listed newest first by id (the order rows were appended in, whatever the clocks of the processes said).
  (t) => [index('operator_audit_target_idx').on(t.targetType, t.targetId)],
);
export type OperatorAuditRow = typeof operatorAudit.$inferSelect;
export type NewOperatorAuditRow = typeof operatorAudit.$inferInsert;

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
