import type { Database } from '../../db/client.js';
import { createAccountsRepository } from './accounts.repository.js';

/** Account levels: 0 an ordinary customer, 1 a reseller / partner (the member area shows its partner branding). */
export const ACCOUNT_LEVELS = [0, 1] as const;

export type AccountLevelChange =
  { email: string; level: number; changed: boolean } | { email: string; subUser: true } | undefined;

/**
 * Sets a main account's level (the operator command line). A sub-user has no level of its own: the profile answers
 * its main account's. Undefined when no account has that address.
 */
export async function setAccountLevel(
  db: Database,
  email: string,
  level: (typeof ACCOUNT_LEVELS)[number],
  now: Date,
): Promise<AccountLevelChange> {
  return db.transaction(async (tx) => {
    const accounts = createAccountsRepository(tx);
    const account = await accounts.findByEmail(email);
    if (!account) return undefined;
    if (account.parentId !== null) return { email: account.email, subUser: true };
    if (account.level === level) return { email: account.email, level, changed: false };
    await accounts.update(account.id, { level }, now);
    return { email: account.email, level, changed: true };
  });
}
