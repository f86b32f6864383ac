import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { upstreamRoutes, upstreams, type UpstreamSettings } from '../../db/schema/index.js';

export type UpstreamRow = typeof upstreams.$inferSelect;
export type UpstreamRouteRow = typeof upstreamRoutes.$inferSelect;
export type UpstreamType = UpstreamRow['type'];

export interface UpstreamWrite {
  name: string;
  type: UpstreamType;
  settings: UpstreamSettings;
  secretsSealed: string;
  caBundlePem: string | null;
}

/** The only SQL on upstreams and upstream_routes. */
export function createUpstreamsRepository(db: Executor) {
  return {
    all(): Promise<UpstreamRow[]> {
      return db.select().from(upstreams).orderBy(asc(upstreams.name));
    },
    async find(name: string): Promise<UpstreamRow | undefined> {
      const [row] = await db.select().from(upstreams).where(eq(upstreams.name, name));
      return row;
    },
    /** Locks the row for a change of its settings (undefined: no such upstream yet). */
    async lock(name: string): Promise<UpstreamRow | undefined> {
      const [row] = await db.select().from(upstreams).where(eq(upstreams.name, name)).for('update');
      return row;
    },
    async insert(row: UpstreamWrite & { fromEnv?: boolean }, now: Date): Promise<void> {
      await db
        .insert(upstreams)
        .values({ ...row, fromEnv: row.fromEnv ?? false, createdAt: now, updatedAt: now });
    },
    /** Inserts unless a row of that name exists (starters racing each other: the first one wins). */
    async insertOnce(row: UpstreamWrite & { fromEnv?: boolean }, now: Date): Promise<void> {
      await db
        .insert(upstreams)
        .values({ ...row, fromEnv: row.fromEnv ?? false, createdAt: now, updatedAt: now })
        .onConflictDoNothing();
    },
    async update(name: string, change: Omit<UpstreamWrite, 'name'>, now: Date): Promise<void> {
      await db
        .update(upstreams)
        .set({ ...change, updatedAt: now })
        .where(eq(upstreams.name, name));
    },
    async markFromEnv(name: string): Promise<void> {
      await db.update(upstreams).set({ fromEnv: true }).where(eq(upstreams.name, name));
    },
    /** Health only: never moves updated_at (which tells processes to build the upstream's client again). */
    async recordHealth(name: string, outcome: { ok: true } | { ok: false; error: string }, now: Date) {
      await db
        .update(upstreams)
        .set(
          outcome.ok ? { lastSuccessAt: now } : { lastErrorAt: now, lastError: outcome.error.slice(0, 1000) },
        )
        .where(eq(upstreams.name, name));
    },
    routes(): Promise<UpstreamRouteRow[]> {
      return db
        .select()
        .from(upstreamRoutes)
        .orderBy(asc(upstreamRoutes.brand), asc(upstreamRoutes.shortName));
    },
    /** Writes the whole route: its upstream and its upstream product (null: the adapter picks). */
    async setRoute(
      route: { brand: string; shortName: string; upstream: string; upstreamProduct: string | null },
      now: Date,
    ) {
      await db
        .insert(upstreamRoutes)
        .values({ ...route, updatedAt: now })
        .onConflictDoUpdate({
          target: [upstreamRoutes.brand, upstreamRoutes.shortName],
          set: { upstream: route.upstream, upstreamProduct: route.upstreamProduct, updatedAt: now },
        });
    },
    async route(brand: string, shortName: string): Promise<UpstreamRouteRow | undefined> {
      const [row] = await db
        .select()
        .from(upstreamRoutes)
        .where(and(eq(upstreamRoutes.brand, brand), eq(upstreamRoutes.shortName, shortName)));
      return row;
    },
  };
}
