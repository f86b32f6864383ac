import type { Executor } from '../../db/client.js';
import { providerEvents } from '../../db/schema/index.js';

/** The provider notifications already applied (the payments they settle are the payments module's records). */
export function createWalletRepository(db: Executor) {
  return {
    /** True when the event is new; false when it was recorded before (the provider repeats notifications). */
    async recordEvent(values: typeof providerEvents.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(providerEvents)
        .values(values)
        .onConflictDoNothing()
        .returning({ eventId: providerEvents.eventId });
      return rows.length === 1;
    },
  };
}
