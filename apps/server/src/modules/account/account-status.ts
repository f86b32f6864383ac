import type { Database } from '../../db/client.js';
import type { AccountRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { appendOperatorAudit, type OperatorActor } from '../operator-audit/operator-audit.js';
import { endSessionsOfAccount } from '../sessions/end-sessions.js';
import { createAccountsRepository } from './accounts.repository.js';

/** Which account an operator names: by e-mail (the command line) or by uid (the console). */
export type AccountTarget = { email: string } | { uid: string };

export type AccountStatusChange =
  { changed: boolean; email: string; status: 'active' | 'disabled'; account: AccountRow } | undefined;

/**
 * Disables or enables an account (`portal user:disable` / `user:enable` and the console's
 * `ops/users/{uid}/status`). Disabling ends every session of the account in the same transaction: this process
 * and every other one refuse them at once (they read the account's status with the session; a cached session
 * lives under a second). A change is an operator audit row (status before and after); no change, no row. An
 * operator never disables the account they are signed in with. Undefined when no such account exists.
 */
export async function setAccountStatus(
  db: Database,
  target: AccountTarget,
  status: 'active' | 'disabled',
  now: Date,
  actor: OperatorActor,
): Promise<AccountStatusChange> {
  return db.transaction(async (tx) => {
    const accounts = createAccountsRepository(tx);
    const account = await accounts.lockTarget(target);
    if (!account) return undefined;
    if (account.id === actor.accountId) throw new AppError('forbidden', 'ops.errors.notOnYourself');
    if (account.status === status) return { changed: false, email: account.email, status, account };
    await accounts.update(account.id, { status }, now);
    if (status === 'disabled') await endSessionsOfAccount(tx, account.id);
    await appendOperatorAudit(tx, actor, {
      action: status === 'disabled' ? 'user.disable' : 'user.enable',
      targetType: 'account',
      targetId: account.uid,
      details: { email: account.email, before: { status: account.status }, after: { status } },
      at: now,
    });
    return { changed: true, email: account.email, status, account: { ...account, status, updatedAt: now } };
  });
}
