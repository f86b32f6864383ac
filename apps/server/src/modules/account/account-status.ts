import type { Database } from '../../db/client.js';
import { endSessionsOfAccount } from '../sessions/end-sessions.js';
import { createAccountsRepository } from './accounts.repository.js';

export type AccountStatusChange =
  | { changed: true; email: string; status: 'active' | 'disabled' }
  | { changed: false; email: string; status: 'active' | 'disabled' }
  | undefined;

/**
 * Disables or enables an account (the operator command line; the console of issue 18 calls the same). Disabling
 * ends every session of the account in the same transaction: this process and every other one refuse them at
 * once (they read the account's status with the session; a cached session lives under a second). Undefined when
 * no account has that address.
 */
export async function setAccountStatus(
  db: Database,
  email: string,
  status: 'active' | 'disabled',
  now: Date,
): Promise<AccountStatusChange> {
  return db.transaction(async (tx) => {
    const accounts = createAccountsRepository(tx);
    const account = await accounts.findByEmail(email);
    if (!account) return undefined;
    if (account.status === status) return { changed: false, email: account.email, status };
    await accounts.update(account.id, { status }, now);
    if (status === 'disabled') await endSessionsOfAccount(tx, account.id);
    return { changed: true, email: account.email, status };
  });
}
