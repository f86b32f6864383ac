// Owner: modules/operator-audit (the operator audit trail, appended by the services of operators' actions); see owners.ts.
import { bigint, bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

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
