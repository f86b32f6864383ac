import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { advertisements, type AdvertisementRecord } from '../../db/schema/index.js';

/** The advertisements table; the only place that touches it. */
export function createAdvertisementsRepository(db: Executor) {
  return {
    async insert(values: typeof advertisements.$inferInsert): Promise<AdvertisementRecord> {
      const [row] = await db.insert(advertisements).values(values).returning();
      return row!;
    },

    /** Not taken down and not ended at `now` (those starting later included), newest start first. */
    live(now: Date): Promise<AdvertisementRecord[]> {
      return db
        .select()
        .from(advertisements)
        .where(
          and(
            isNull(advertisements.removedAt),
            or(isNull(advertisements.endsAt), gt(advertisements.endsAt, now)),
          ),
        )
        .orderBy(desc(advertisements.startsAt), desc(advertisements.id));
    },

    /** The newest `limit` advertisements, whatever their state (the operator's list). */
    latest(limit: number): Promise<AdvertisementRecord[]> {
      return db.select().from(advertisements).orderBy(desc(advertisements.id)).limit(limit);
    },

    async find(id: number): Promise<AdvertisementRecord | undefined> {
      const [row] = await db.select().from(advertisements).where(eq(advertisements.id, id));
      return row;
    },

    /** Changes a live advertisement (not taken down); undefined when there is none such. */
    async update(
      id: number,
      values: Omit<typeof advertisements.$inferInsert, 'id' | 'removedAt'>,
    ): Promise<AdvertisementRecord | undefined> {
      const [row] = await db
        .update(advertisements)
        .set(values)
        .where(and(eq(advertisements.id, id), isNull(advertisements.removedAt)))
        .returning();
      return row;
    },

    /** Takes the advertisement down; undefined when it was down already (the first removal time is kept). */
    async remove(id: number, now: Date): Promise<AdvertisementRecord | undefined> {
      const [row] = await db
        .update(advertisements)
        .set({ removedAt: now })
        .where(and(eq(advertisements.id, id), isNull(advertisements.removedAt)))
        .returning();
      return row;
    },
  };
}
