import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { dnsConnectors, type DnsConnectorRecord } from '../../db/schema/index.js';

/** An account's stored DNS host credentials (docs/domain/dns-connectors.md "In the portal"). */
export function createDnsConnectorsRepository(db: Executor) {
  return {
    ofAccount(accountId: number): Promise<DnsConnectorRecord[]> {
      return db
        .select()
        .from(dnsConnectors)
        .where(eq(dnsConnectors.accountId, accountId))
        .orderBy(asc(dnsConnectors.id));
    },
    /** The account's connector `id`; another account's is not found. */
    async find(accountId: number, id: number): Promise<DnsConnectorRecord | undefined> {
      const [row] = await db
        .select()
        .from(dnsConnectors)
        .where(and(eq(dnsConnectors.accountId, accountId), eq(dnsConnectors.id, id)));
      return row;
    },
    async insert(values: {
      accountId: number;
      provider: 'cloudflare' | 'dnspod';
      label: string;
      sealedCredentials: string;
      zones: string[];
      lastTestAt: Date;
    }): Promise<DnsConnectorRecord> {
      const [row] = await db
        .insert(dnsConnectors)
        .values({ ...values, lastTestResult: 'ok' })
        .returning();
      if (!row) throw new Error('DNS connector not written');
      return row;
    },
    /** Notes a test's result; the zones only change when it passed. */
    async recordTest(
      id: number,
      result: string,
      at: Date,
      zones: string[] | undefined,
    ): Promise<DnsConnectorRecord> {
      const [row] = await db
        .update(dnsConnectors)
        .set({ lastTestAt: at, lastTestResult: result, ...(zones ? { zones } : {}) })
        .where(eq(dnsConnectors.id, id))
        .returning();
      if (!row) throw new Error(`DNS connector ${id} vanished`);
      return row;
    },
    async remove(accountId: number, id: number): Promise<boolean> {
      const removed = await db
        .delete(dnsConnectors)
        .where(and(eq(dnsConnectors.accountId, accountId), eq(dnsConnectors.id, id)))
        .returning({ id: dnsConnectors.id });
      return removed.length > 0;
    },
  };
}
