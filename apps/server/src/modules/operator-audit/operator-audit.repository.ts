import { count, desc, ilike, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { operatorAudit, type NewOperatorAuditRow } from '../../db/schema/index.js';

/** `%text%` for ILIKE, its own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/** The operator audit trail: insert and read only (a trigger refuses UPDATE and DELETE as well). */
export function createOperatorAuditRepository(db: Executor) {
  return {
    async append(row: NewOperatorAuditRow): Promise<void> {
      await db.insert(operatorAudit).values(row);
    },

    /** Newest first by id (the order rows were appended in); `search` matches action, operator or target. */
    async page(search: string | undefined, limit: number, offset: number) {
      const pattern = search ? containing(search) : undefined;
      const where = pattern
        ? or(
            ilike(operatorAudit.action, pattern),
            ilike(operatorAudit.operatorEmail, pattern),
            ilike(operatorAudit.targetId, pattern),
            ilike(operatorAudit.targetType, pattern),
          )
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(operatorAudit)
          .where(where)
          .orderBy(desc(operatorAudit.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(operatorAudit).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
