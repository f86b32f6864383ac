// Owner: modules/skins (white-label skins); see owners.ts.
import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';

/**
 * White-label skins (`portal skin:set`, docs/domain/white-label.md): what the pages served for one request host show
 * of the brand. The host is stored normalised (lower case, no port, no trailing dot) and matched exactly; a host
 * without a row gets the default skin. Images are a portal path or an https address (checked before a write).
 */
export const skins = pgTable(
  'skins',
  {
    host: text('host').primaryKey(),
    /** Site title; null: the default skin's title (the `website` setting). */
    title: text('title'),
    /** Copyright line; null: "© {title}". */
    copyright: text('copyright'),
    logo: text('logo'),
    loginLogo: text('login_logo'),
    favicon: text('favicon'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    // The normal form the service writes: a second spelling of one host could never be matched.
    check(
      'skins_host_normalised',
      sql`${t.host} = lower(${t.host}) and ${t.host} <> '' and ${t.host} not like '%.'`,
    ),
  ],
);
export type SkinRecord = typeof skins.$inferSelect;
