import type { Executor } from '../../db/client.js';
import { createSessionsRepository } from './sessions.repository.js';

/**
 * Ends every session of an account inside the caller's transaction (an account disabled by the operator): this
 * process and every other one refuse them at once, a cached session living under a second.
 */
export async function endSessionsOfAccount(tx: Executor, accountId: number): Promise<void> {
  await createSessionsRepository(tx).deleteForAccount(accountId);
}
