import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  accounts,
  dcvDelegations,
  dcvZoneValues,
  type DcvDelegationRow,
  type DelegationFound,
} from '../../db/schema/index.js';

/** The delegations of accounts and the values the delegation zone answers (docs/domain/dcv-delegation.md). */
export function createDelegationsRepository(db: Executor) {
  return {
    async find(accountId: number, domain: string): Promise<DcvDelegationRow | undefined> {
      const [row] = await db
        .select()
        .from(dcvDelegations)
        .where(and(eq(dcvDelegations.accountId, accountId), eq(dcvDelegations.domain, domain)));
      return row;
    },
    /** The account's delegation of the domain: the one there (same label again), else a new one with `label`. */
    async findOrCreate(accountId: number, domain: string, label: string): Promise<DcvDelegationRow> {
      const [created] = await db
        .insert(dcvDelegations)
        .values({ accountId, domain, label })
        .onConflictDoNothing({ target: [dcvDelegations.accountId, dcvDelegations.domain] })
        .returning();
      if (created) return created;
      const existing = await this.find(accountId, domain);
      if (!existing) throw new Error('delegation neither written nor found');
      return existing;
    },
    /** The account's delegations, by domain. */
    ofAccount(accountId: number): Promise<DcvDelegationRow[]> {
      return db
        .select()
        .from(dcvDelegations)
        .where(eq(dcvDelegations.accountId, accountId))
        .orderBy(asc(dcvDelegations.domain));
    },
    /** The account's delegations of any of `domains` (a name and its parents). */
    ofDomains(accountId: number, domains: string[]): Promise<DcvDelegationRow[]> {
      if (domains.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(dcvDelegations)
        .where(and(eq(dcvDelegations.accountId, accountId), inArray(dcvDelegations.domain, domains)));
    },
    /** Notes what a CNAME check found; `activated_at` keeps the first time it was found active. */
    async recordCheck(
      id: number,
      state: 'pending' | 'active',
      found: DelegationFound,
      now: Date,
    ): Promise<DcvDelegationRow> {
      const [row] = await db
        .update(dcvDelegations)
        .set({
          state,
          found,
          checkedAt: now,
          updatedAt: now,
          activatedAt: state === 'active' ? sql`coalesce(${dcvDelegations.activatedAt}, ${now})` : null,
        })
        .where(eq(dcvDelegations.id, id))
        .returning();
      if (!row) throw new Error(`delegation ${id} vanished`);
      return row;
    },
    /** Deletes the account's delegation of the domain (its published values go with it). */
    async remove(accountId: number, domain: string): Promise<boolean> {
      const removed = await db
        .delete(dcvDelegations)
        .where(and(eq(dcvDelegations.accountId, accountId), eq(dcvDelegations.domain, domain)))
        .returning({ id: dcvDelegations.id });
      return removed.length > 0;
    },
    /**
     * What the zone holds under `label` now: whether a delegation of an account that is not disabled has it, and
     * its unexpired TXT values. A disabled account's labels do not exist (NXDOMAIN) until it is enabled again.
     */
    async label(label: string, now: Date): Promise<{ exists: boolean; txt: string[] }> {
      const rows = await db
        .select({ id: dcvDelegations.id, value: dcvZoneValues.value })
        .from(dcvDelegations)
        .innerJoin(accounts, and(eq(accounts.id, dcvDelegations.accountId), eq(accounts.status, 'active')))
        .leftJoin(
          dcvZoneValues,
          and(eq(dcvZoneValues.delegationId, dcvDelegations.id), gt(dcvZoneValues.expiresAt, now)),
        )
        .where(eq(dcvDelegations.label, label))
        .orderBy(asc(dcvZoneValues.id));
      return {
        exists: rows.length > 0,
        txt: rows.flatMap((row) => (row.value === null ? [] : [row.value])),
      };
    },
    /** Publishes a TXT value under the delegation's label until `expiresAt` (or its removal); answers its id. */
    async publish(
      delegation: DcvDelegationRow,
      value: string,
      owner: string,
      expiresAt: Date,
    ): Promise<number> {
      const [row] = await db
        .insert(dcvZoneValues)
        .values({ delegationId: delegation.id, label: delegation.label, value, owner, expiresAt })
        .returning({ id: dcvZoneValues.id });
      if (!row) throw new Error('zone value not written');
      return row.id;
    },
    async unpublish(id: number): Promise<void> {
      await db.delete(dcvZoneValues).where(eq(dcvZoneValues.id, id));
    },
    /** The values published for these owners (`dcv_challenge:<id>`). */
    async unpublishOwners(owners: string[]): Promise<void> {
      await db.delete(dcvZoneValues).where(inArray(dcvZoneValues.owner, owners));
    },
    /** Values a stopped process left behind past their end. */
    async removeExpired(now: Date): Promise<void> {
      await db.delete(dcvZoneValues).where(lt(dcvZoneValues.expiresAt, now));
    },
  };
}
export type DelegationsRepository = ReturnType<typeof createDelegationsRepository>;
