import type { Database } from '../../db/client.js';
import { deleteUnownedPrivateKeys } from '../keys/private-key-records.js';
import { createPurchaseEventsRepository } from './purchase-events.repository.js';

/**
 * Housekeeping: a visitor's purchase whose code expired can never be continued (410), so it and the private key
 * the portal made for it (sealed, owned by no account) are deleted, in one transaction. Answers how many went.
 */
export async function purgeExpiredVisitorPurchases(db: Database, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await createPurchaseEventsRepository(tx).removeExpiredVisitors(before);
    const keyIds = removed.flatMap((row) => (row.privateKeyId === null ? [] : [row.privateKeyId]));
    await deleteUnownedPrivateKeys(tx, keyIds);
    return removed.length;
  });
}
