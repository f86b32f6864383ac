// Owner: modules/advertisements (the public pages' popups); see owners.ts.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.js';

/**
 * Advertisements an operator puts up (`portal ad:set`, docs/domain/advertisements.md). One runs from `starts_at`
 * until `ends_at` (null: no end) unless it was taken down (`removed_at`, `portal ad:remove`); rows are kept, so
 * what ran when stays known. Links are a portal path or an https address (checked before insert).
 */
export const advertisements = pgTable(
  'advertisements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** homePage, productPage or memberHomePage (contract AD_LOCATIONS). */
    location: text('location').notNull(),
    imageLink: text('image_link').notNull(),
    contentLink: text('content_link').notNull(),
    description: text('description').notNull(),
    /** Seconds before the popup opens. */
    popCountdown: integer('pop_countdown').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at'),
    removedAt: ts('removed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('advertisements_location', sql`${t.location} in ('homePage', 'productPage', 'memberHomePage')`),
    check('advertisements_countdown', sql`${t.popCountdown} between 0 and 3600`),
    check('advertisements_window', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    // The running portal reads only the advertisements not taken down.
    index('advertisements_live_idx')
      .on(t.startsAt)
      .where(sql`${t.removedAt} is null`),
  ],
);
export type AdvertisementRecord = typeof advertisements.$inferSelect;
