import { and, asc, count, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  servedCertificateChecks,
  servedCertificateHosts,
  type ServedCheckRecord,
  type ServedHostRecord,
} from '../../db/schema/index.js';

/** A host with its last check (null before the first). */
export interface HostWithLast {
  host: ServedHostRecord;
  last: ServedCheckRecord | null;
}

/** The only code that touches `served_certificate_hosts` and `served_certificate_checks`. */
export function createServedCertificatesRepository(db: Executor) {
  const hosts = servedCertificateHosts;
  const checks = servedCertificateChecks;
  return {
    /**
     * Adds the hosts an order's names give, or moves the next check of those it has: a new certificate is
     * checked at `nextCheckAt` (settings and alert state stay).
     */
    async schedule(
      rows: { orderId: number; accountId: number; host: string }[],
      nextCheckAt: Date,
      now: Date,
    ): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(hosts)
        .values(rows.map((row) => ({ ...row, nextCheckAt, createdAt: now, updatedAt: now })))
        .onConflictDoUpdate({
          target: [hosts.orderId, hosts.host],
          set: { nextCheckAt, updatedAt: now },
        });
    },
    /** Adds hosts that are missing; existing ones stay as they are. */
    async addMissing(rows: (typeof hosts.$inferInsert)[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(hosts).values(rows).onConflictDoNothing();
    },
    async hostsOf(orderId: number): Promise<ServedHostRecord[]> {
      return db.select().from(hosts).where(eq(hosts.orderId, orderId)).orderBy(asc(hosts.id));
    },
    /** The order's hosts with their last checks, in the order they were added. */
    async hostsWithLast(orderId: number): Promise<HostWithLast[]> {
      const rows = await db
        .select({ host: hosts, last: checks })
        .from(hosts)
        .leftJoin(checks, eq(checks.id, hosts.lastCheckId))
        .where(eq(hosts.orderId, orderId))
        .orderBy(asc(hosts.id));
      return rows;
    },
    async find(orderId: number, host: string): Promise<ServedHostRecord | undefined> {
      const [row] = await db
        .select()
        .from(hosts)
        .where(and(eq(hosts.orderId, orderId), eq(hosts.host, host)));
      return row;
    },
    /** The row, locked for the rest of the caller's transaction (two checks of one host take turns). */
    async lock(id: number): Promise<ServedHostRecord | undefined> {
      const [row] = await db.select().from(hosts).where(eq(hosts.id, id)).for('update');
      return row;
    },
    async insert(values: typeof hosts.$inferInsert): Promise<ServedHostRecord> {
      const [row] = await db.insert(hosts).values(values).returning();
      return row!;
    },
    async update(id: number, values: Partial<typeof hosts.$inferInsert>): Promise<ServedHostRecord> {
      const [row] = await db.update(hosts).set(values).where(eq(hosts.id, id)).returning();
      return row!;
    },
    async remove(ids: number[]): Promise<void> {
      if (ids.length > 0) await db.delete(hosts).where(inArray(hosts.id, ids));
    },
    async countExtra(orderId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(hosts)
        .where(and(eq(hosts.orderId, orderId), eq(hosts.extra, true)));
      return row?.n ?? 0;
    },
    /** Enabled hosts whose next check is due, the longest waiting first. */
    due(now: Date, limit: number): Promise<ServedHostRecord[]> {
      return db
        .select()
        .from(hosts)
        .where(and(eq(hosts.enabled, true), lte(hosts.nextCheckAt, now)))
        .orderBy(asc(hosts.nextCheckAt), asc(hosts.id))
        .limit(limit);
    },
    async setNextCheck(ids: number[], at: Date): Promise<void> {
      if (ids.length > 0) await db.update(hosts).set({ nextCheckAt: at }).where(inArray(hosts.id, ids));
    },
    async insertCheck(values: typeof checks.$inferInsert): Promise<ServedCheckRecord> {
      const [row] = await db.insert(checks).values(values).returning();
      return row!;
    },
    /** One page of a host's checks, newest first. */
    async history(hostId: number, limit: number, offset: number) {
      const [list, [total]] = await Promise.all([
        db
          .select()
          .from(checks)
          .where(eq(checks.hostId, hostId))
          .orderBy(desc(checks.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(checks).where(eq(checks.hostId, hostId)),
      ]);
      return { list, total: total?.n ?? 0 };
    },
    /** Drops checks older than `before` (the history's time bound). */
    async purgeBefore(before: Date): Promise<number> {
      const rows = await db.delete(checks).where(lt(checks.checkedAt, before)).returning({ id: checks.id });
      return rows.length;
    },
    /** Keeps the newest `keep` checks of each of these hosts (the history's count bound). */
    async trim(hostIds: number[], keep: number): Promise<number> {
      if (hostIds.length === 0) return 0;
      const ranked = db
        .select({
          id: checks.id,
          n: sql<number>`row_number() over (partition by ${checks.hostId} order by ${checks.id} desc)`.as(
            'n',
          ),
        })
        .from(checks)
        .where(inArray(checks.hostId, hostIds))
        .as('ranked');
      const beyond = db
        .select({ id: ranked.id })
        .from(ranked)
        .where(sql`${ranked.n} > ${keep}`);
      const rows = await db.delete(checks).where(inArray(checks.id, beyond)).returning({ id: checks.id });
      return rows.length;
    },
  };
}
export type ServedCertificatesRepository = ReturnType<typeof createServedCertificatesRepository>;
