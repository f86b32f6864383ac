import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { skins, type SkinRecord } from '../../db/schema/index.js';

/** The skins table; the only place that touches it. */
export function createSkinsRepository(db: Executor) {
  return {
    all(): Promise<SkinRecord[]> {
      return db.select().from(skins).orderBy(asc(skins.host));
    },

    async find(host: string): Promise<SkinRecord | undefined> {
      const [row] = await db.select().from(skins).where(eq(skins.host, host));
      return row;
    },

    /** Creates the host's skin or replaces its values. */
    async save(values: typeof skins.$inferInsert): Promise<SkinRecord> {
      const [row] = await db
        .insert(skins)
        .values(values)
        .onConflictDoUpdate({
          target: skins.host,
          set: {
            title: values.title,
            copyright: values.copyright,
            logo: values.logo,
            loginLogo: values.loginLogo,
            favicon: values.favicon,
            updatedAt: values.updatedAt,
          },
        })
        .returning();
      return row!;
    },

    async remove(host: string): Promise<SkinRecord | undefined> {
      const [row] = await db.delete(skins).where(eq(skins.host, host)).returning();
      return row;
    },
  };
}
