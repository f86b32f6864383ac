// The keys module's public surface for other modules over `private_keys` (besides csr-intake.ts, which stores new
// keys): the reads and writes they use, each a thin function over the module's repository (issue 13).
import type { Executor } from '../../db/client.js';
import { createPrivateKeysRepository } from './private-keys.repository.js';

/** The sealed key if it belongs to the account; another account's key is simply not found. */
export function findOwnedPrivateKey(db: Executor, id: number, accountId: number) {
  return createPrivateKeysRepository(db).findOwned(id, accountId);
}

export function markPrivateKeyDownloaded(db: Executor, id: number, now: Date): Promise<void> {
  return createPrivateKeysRepository(db).markDownloaded(id, now);
}
