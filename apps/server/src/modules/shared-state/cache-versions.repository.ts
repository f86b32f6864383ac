import { eq, sql } from 'drizzle-orm';
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
    /** `name`'s version as this executor sees it (0: never bumped). */
    async version(name: string): Promise<number> {
      const [row] = await db
        .select({ version: cacheVersions.version })
        .from(cacheVersions)
        .where(eq(cacheVersions.name, name));
      return Number(row?.version ?? 0);
    },
    /** One more version of `name`, answered: run it in the transaction of the change it announces. */
    async bump(name: string): Promise<number> {
      const [row] = await db
        .insert(cacheVersions)
        .values({ name, version: 1 })
        .onConflictDoUpdate({
          target: cacheVersions.name,
          set: { version: sql`${cacheVersions.version} + 1`, changedAt: sql`now()` },
        })
        .returning({ version: cacheVersions.version });
      return Number(row!.version);
    },
  };
}
