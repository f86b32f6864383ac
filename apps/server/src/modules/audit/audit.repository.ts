import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, auditEvents } from '../../db/schema/index.js';

/** The filters of the team's log: part of the actor's e-mail, and [from, to) on the entry's time. */
export interface AuditFilter {
  email?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** An entry with the person who acted (the actor's account row may be a sub-user of the team). */
export interface AuditEntry {
  id: number;
  actorId: number;
  ip: string;
  activity: string;
  details: Record<string, string | number | boolean>;
  createdAt: Date;
  email: string;
  firstName: string;
  lastName: string;
}

function teamCondition(accountId: number, filter: AuditFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(auditEvents.accountId, accountId)];
  // "Contains", not a LIKE pattern: a % or _ the user types is a character of the address, not a wildcard.
  if (filter.email) parts.push(sql`strpos(${accounts.email}, ${filter.email}) > 0`);
  if (filter.from) parts.push(gte(auditEvents.createdAt, filter.from));
  if (filter.to) parts.push(lt(auditEvents.createdAt, filter.to));
  return and(...parts);
}

/**
 * The audit log's rows: append-only. There is deliberately no update or delete here (a test checks the keys):
 * an entry disappears only with its account (the foreign key cascades).
 */
export function createAuditRepository(db: Executor) {
  return {
    async insert(values: typeof auditEvents.$inferInsert): Promise<void> {
      await db.insert(auditEvents).values(values);
    },

    /** The team's entries, newest first (the id follows the clock: entries are only ever appended). */
    page(accountId: number, filter: AuditFilter, limit: number, offset: number): Promise<AuditEntry[]> {
      return db
        .select({
          id: auditEvents.id,
          actorId: auditEvents.actorId,
          ip: auditEvents.ip,
          activity: auditEvents.activity,
          details: auditEvents.details,
          createdAt: auditEvents.createdAt,
          email: sql<string>`coalesce(${accounts.email}, '')`,
          firstName: sql<string>`coalesce(${accounts.contactFirstName}, '')`,
          lastName: sql<string>`coalesce(${accounts.contactLastName}, '')`,
        })
        .from(auditEvents)
        .leftJoin(accounts, eq(accounts.id, auditEvents.actorId))
        .where(teamCondition(accountId, filter))
        .orderBy(desc(auditEvents.id))
        .limit(limit)
        .offset(offset);
    },

    async count(accountId: number, filter: AuditFilter): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditEvents)
        .leftJoin(accounts, eq(accounts.id, auditEvents.actorId))
        .where(teamCondition(accountId, filter));
      return row?.n ?? 0;
    },

    /** Whether the team's log has an entry of this activity whose detail `key` is `value` (recorded once). */
    async has(accountId: number, activity: string, key: string, value: string): Promise<boolean> {
      const rows = await db
        .select({ id: auditEvents.id })
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.accountId, accountId),
            eq(auditEvents.activity, activity),
            sql`${auditEvents.details} ->> ${key} = ${value}`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}
