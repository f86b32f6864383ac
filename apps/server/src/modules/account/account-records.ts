// The account module's public surface for other modules: the reads and writes of `accounts` they use, each a thin
// function over the module's repository (which stays private to the module, issue 13).
import type { Executor } from '../../db/client.js';
import type { AccountRow, NewAccountRow } from '../../db/schema/index.js';
import { createAccountsRepository } from './accounts.repository.js';

export function findAccount(db: Executor, id: number): Promise<AccountRow | undefined> {
  return createAccountsRepository(db).findById(id);
}

export function findAccountByEmail(db: Executor, email: string): Promise<AccountRow | undefined> {
  return createAccountsRepository(db).findByEmail(email);
}

export function updateAccount(
  db: Executor,
  id: number,
  values: Partial<Omit<NewAccountRow, 'id'>>,
  now: Date,
): Promise<void> {
  return createAccountsRepository(db).update(id, values, now);
}
