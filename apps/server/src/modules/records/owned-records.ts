// The records module's public surface for other modules: the contacts and enterprises an account keeps, read
// owner-checked through the module's repository (which stays private to the module, issue 13).
import type { Executor } from '../../db/client.js';
import { contacts, enterprises, type ContactRow, type EnterpriseRow } from '../../db/schema/index.js';
import { createOwnedRecordsRepository } from './owned-records.repository.js';

/** The contact if it belongs to the account; another account's contact is simply not found. */
export function findOwnedContact(
  db: Executor,
  id: number,
  accountId: number,
): Promise<ContactRow | undefined> {
  return createOwnedRecordsRepository(db, contacts).findOwned(id, accountId);
}

/** The enterprise if it belongs to the account; another account's enterprise is simply not found. */
export function findOwnedEnterprise(
  db: Executor,
  id: number,
  accountId: number,
): Promise<EnterpriseRow | undefined> {
  return createOwnedRecordsRepository(db, enterprises).findOwned(id, accountId);
}
