// The keys module's public surface for other modules over `private_keys` (besides csr-intake.ts, which stores new
// keys): the reads and writes they use, each a thin function over the module's repository (issue 13).
import type { Executor } from '../../db/client.js';
import { createPrivateKeysRepository } from './private-keys.repository.js';

/** The sealed key if it belongs to the account; another account's key is simply not found. */
export function findOwnedPrivateKey(db: Executor, id: number, accountId: number) {
  return createPrivateKeysRepository(db).findOwned(id, accountId);
}

/** The key of a visitor's purchase (owned by no account yet). */
export function findUnownedPrivateKey(db: Executor, id: number) {
  return createPrivateKeysRepository(db).findUnowned(id);
}

/** Gives a visitor's key to the account its order made (inside the order's transaction). */
export function assignPrivateKeyOwner(db: Executor, id: number, accountId: number): Promise<boolean> {
  return createPrivateKeysRepository(db).assignOwner(id, accountId);
}

/** Deletes the keys of visitors' purchases that expired without an order. */
export function deleteUnownedPrivateKeys(db: Executor, ids: number[]): Promise<void> {
  return createPrivateKeysRepository(db).deleteUnowned(ids);
}

export function markPrivateKeyDownloaded(db: Executor, id: number, now: Date): Promise<void> {
  return createPrivateKeysRepository(db).markDownloaded(id, now);
}
