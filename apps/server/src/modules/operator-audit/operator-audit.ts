// The operator audit trail's public surface (issue 18, docs/domain/operator-console.md): every service that carries
// out an operator's action — console or command line — appends its row here, inside the transaction of the action.
import type { Executor } from '../../db/client.js';
import { createOperatorAuditRepository } from './operator-audit.repository.js';

/** Who acts, as the trail records it: a signed-in operator, or the command line (no account). */
export interface OperatorActor {
  accountId: number | null;
  email: string;
  ip: string;
}

/** The command line's actor: the person at the server's shell has no console account. */
export const COMMAND_LINE_ACTOR: OperatorActor = { accountId: null, email: 'command line', ip: '' };

export interface OperatorAuditEntry {
  /** `user.debit`, `refund.approve`, … */
  action: string;
  targetType: string;
  targetId: string;
  /** Note or reason, amounts, and the values before and after. */
  details: Record<string, unknown>;
  at: Date;
}

/** Appends one row in the caller's transaction: the action and its record commit or vanish together. */
export function appendOperatorAudit(
  tx: Executor,
  actor: OperatorActor,
  entry: OperatorAuditEntry,
): Promise<void> {
  return createOperatorAuditRepository(tx).append({
    operatorAccountId: actor.accountId,
    operatorEmail: actor.email,
    ip: actor.ip,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details,
    createdAt: entry.at,
  });
}

export function operatorAuditPage(db: Executor, search: string | undefined, limit: number, offset: number) {
  return createOperatorAuditRepository(db).page(search, limit, offset);
}
