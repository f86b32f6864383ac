import type { Database } from '../../db/client.js';
import type { AccountRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { appendOperatorAudit, type OperatorActor } from '../operator-audit/operator-audit.js';
import { createAccountsRepository } from './accounts.repository.js';

/** Account levels: 0 an ordinary customer, 1 a reseller / partner (the member area shows its partner branding). */
export const ACCOUNT_LEVELS = [0, 1] as const;

/** The account a grant is for: by uid (the console) or by e-mail (the command line). */
export type GrantTarget = { uid: string } | { email: string };

/**
 * What an operator grants an account: its level (0 or 1, spec 001: level 1 gets the partner branding) and the
 * operator role (the console's capability `ops`). Each change is one transaction with its operator audit row
 * (value before and after); setting the value it has already changes and records nothing. The role is given and
 * taken only by another operator (never by oneself: an operator cannot lock themselves out or in) and only to main
 * accounts (a sub-user's rights come from its role in the team). Undefined when no account has the uid.
 */
export async function setAccountLevel(
  db: Database,
  target: GrantTarget,
  level: number,
  now: Date,
  actor: OperatorActor,
): Promise<AccountRow | undefined> {
  return change(db, target, now, actor, (account) => {
    // A sub-user's profile answers its main account's level: one of its own would never show.
    if (account.parentId !== null) throw new AppError('conflict', 'ops.errors.levelMainOnly');
    if (account.level === level) return undefined;
    return { values: { level }, action: 'user.level', before: { level: account.level }, after: { level } };
  });
}

export async function setOperatorRole(
  db: Database,
  uid: string,
  operator: boolean,
  now: Date,
  actor: OperatorActor,
): Promise<AccountRow | undefined> {
  return change(db, { uid }, now, actor, (account) => {
    if (account.id === actor.accountId) throw new AppError('forbidden', 'ops.errors.notOnYourself');
    if (account.parentId !== null) throw new AppError('conflict', 'ops.errors.operatorMainOnly');
    if (account.isOperator === operator) return undefined;
    return {
      values: { isOperator: operator },
      action: operator ? 'user.operator.grant' : 'user.operator.revoke',
      before: { operator: account.isOperator },
      after: { operator },
    };
  });
}

async function change(
  db: Database,
  target: GrantTarget,
  now: Date,
  actor: OperatorActor,
  decide: (account: AccountRow) =>
    | {
        values: Partial<Pick<AccountRow, 'level' | 'isOperator'>>;
        action: string;
        before: Record<string, unknown>;
        after: Record<string, unknown>;
      }
    | undefined,
): Promise<AccountRow | undefined> {
  return db.transaction(async (tx) => {
    const accounts = createAccountsRepository(tx);
    // Locked: two operators changing the same account take turns, and each row's "before" is true.
    const account = await accounts.lockTarget(target);
    if (!account) return undefined;
    const planned = decide(account);
    if (!planned) return account;
    await accounts.update(account.id, planned.values, now);
    await appendOperatorAudit(tx, actor, {
      action: planned.action,
      targetType: 'account',
      targetId: account.uid,
      details: { email: account.email, before: planned.before, after: planned.after },
      at: now,
    });
    return { ...account, ...planned.values, updatedAt: now };
  });
}
