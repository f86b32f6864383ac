import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { cacheVersions } from '../../db/schema/index.js';

export function createCacheVersionsRepository(db: Executor) {
  return {
    /** Every cache's version (a cache never bumped has no row: version 0). */
    async all(): Promise<Map<string, number>> {
      const rows = await db
        .select({ name: cacheVersions.name, version: cacheVersions.version })
        .from(cacheVersions);
      return new Map(rows.map((r) => [r.name, Number(r.version)]));
    },
    /** One more version of `name`: run it in the transaction of the change it announces. */
    async bump(name: string): Promise<void> {
      await db
        .insert(cacheVersions)
        .values({ name, version: 1 })
        .onConflictDoUpdate({
          target: cacheVersions.name,
          set: { version: sql`${cacheVersions.version} + 1`, changedAt: sql`now()` },
        });
    },
  };
}
