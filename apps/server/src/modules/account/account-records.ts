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

/** The account with this public number (share links name it). */
export function findAccountByUid(db: Executor, uid: string): Promise<AccountRow | undefined> {
  return createAccountsRepository(db).findByUid(uid);
}

/**
 * Serialises per-account work inside the caller's transaction (a row lock that still lets rows referring to the
 * account be written meanwhile): e.g. payout requests of one affiliate take turns.
 */
export function lockAccountRow(db: Executor, id: number): Promise<void> {
  return createAccountsRepository(db).lock(id);
}

export function updateAccount(
  db: Executor,
  id: number,
  values: Partial<Omit<NewAccountRow, 'id'>>,
  now: Date,
): Promise<void> {
  return createAccountsRepository(db).update(id, values, now);
}

/** A main account's sub-users, newest first (the team module's list). */
export function listSubAccounts(db: Executor, parentId: number, window: { limit: number; offset: number }) {
  return createAccountsRepository(db).listChildren(parentId, window.limit, window.offset);
}

/** The sub-user `uid` of the main account `parentId`; undefined for anyone else's (answered 404). */
export function findSubAccount(db: Executor, parentId: number, uid: string): Promise<AccountRow | undefined> {
  return createAccountsRepository(db).findChild(parentId, uid);
}
