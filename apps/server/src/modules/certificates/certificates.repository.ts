import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { certificates, type CertificateRow } from '../../db/schema/index.js';
import { businessMetrics } from '../../lib/metrics.js';
import { certificateEndsWithin } from '../../db/certificate-expiry-sql.js';

export interface CertificateFilter {
  orderID?: number | undefined;
  domain?: string | undefined;
  /** Issued at or after `from` and before `to`. */
  from?: Date | undefined;
  to?: Date | undefined;
}

function filterOf(accountId: number, filter: CertificateFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(certificates.accountId, accountId)];
  if (filter.orderID !== undefined) parts.push(eq(certificates.orderId, filter.orderID));
  if (filter.domain)
    parts.push(ilike(certificates.commonName, `%${filter.domain.replace(/[%_\\]/g, '\\$&')}%`));
  if (filter.from) parts.push(gte(certificates.notBefore, filter.from));
  if (filter.to) parts.push(lt(certificates.notBefore, filter.to));
  return and(...parts);
}

export function createCertificatesRepository(db: Executor) {
  return {
    async insert(values: typeof certificates.$inferInsert): Promise<CertificateRow> {
      const [row] = await db.insert(certificates).values(values).returning();
      if (!row) throw new Error('certificate not written');
      businessMetrics.certificatesIssued.inc(); // orders and reissues store their certificates here
      return row;
    },
    /** The newest certificate of an order (its current one). */
    async currentFor(orderId: number): Promise<CertificateRow | undefined> {
      const [row] = await db
        .select()
        .from(certificates)
        .where(and(eq(certificates.orderId, orderId), isNull(certificates.revokedAt)))
        .orderBy(desc(certificates.id))
        .limit(1);
      return row;
    },
    /** The newest certificate not revoked of any of these orders (an order and the orders renewing it). */
    async currentAmong(orderIds: number[]): Promise<CertificateRow | undefined> {
      if (orderIds.length === 0) return undefined;
      const [row] = await db
        .select()
        .from(certificates)
        .where(and(inArray(certificates.orderId, orderIds), isNull(certificates.revokedAt)))
        .orderBy(desc(certificates.id))
        .limit(1);
      return row;
    },

    /** Every certificate of an order (its own and its reissues' and renewals', revoked too), newest first. */
    forOrder(orderId: number): Promise<CertificateRow[]> {
      return db
        .select()
        .from(certificates)
        .where(eq(certificates.orderId, orderId))
        .orderBy(desc(certificates.id));
    },
    forReissue(reissueId: string): Promise<CertificateRow[]> {
      return db
        .select()
        .from(certificates)
        .where(eq(certificates.reissueId, reissueId))
        .orderBy(desc(certificates.id));
    },
    async findBySha1(sha1: string, accountId: number): Promise<CertificateRow | undefined> {
      const [row] = await db
        .select()
        .from(certificates)
        .where(and(eq(certificates.sha1, sha1), eq(certificates.accountId, accountId)));
      return row;
    },
    async page(accountId: number, filter: CertificateFilter, limit: number, offset: number) {
      const where = filterOf(accountId, filter);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(certificates)
        .where(where);
      const list = await db
        .select()
        .from(certificates)
        .where(where)
        .orderBy(desc(certificates.id))
        .limit(limit)
        .offset(offset);
      return { list, total: count?.n ?? 0 };
    },
    /** Current certificates that ended within `since` or end before `until`, oldest end first. */
    expiringBetween(accountId: number, since: Date, until: Date): Promise<CertificateRow[]> {
      return db
        .select()
        .from(certificates)
        .where(and(eq(certificates.accountId, accountId), certificateEndsWithin(since, until)))
        .orderBy(asc(certificates.notAfter));
    },
    async markRevoked(id: number, now: Date): Promise<void> {
      await db
        .update(certificates)
        .set({ revokedAt: now })
        .where(and(eq(certificates.id, id), or(isNull(certificates.revokedAt))));
    },
  };
}
export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;
