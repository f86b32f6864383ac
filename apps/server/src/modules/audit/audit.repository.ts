import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditEvents, type AuditEventRow } from '../../db/schema/index.js';

export function createAuditRepository(db: Executor) {
  return {
    async insert(values: typeof auditEvents.$inferInsert): Promise<void> {
      await db.insert(auditEvents).values(values);
    },
    latest(accountId: number, limit: number): Promise<AuditEventRow[]> {
      return db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.accountId, accountId))
        .orderBy(desc(auditEvents.id))
        .limit(limit);
    },
  };
}
