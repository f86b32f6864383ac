// Owner: modules/records (businesses and contacts); see owners.ts.
import { bigint, bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';

/** Business information; each record belongs to exactly one account. */
export const enterprises = pgTable(
  'enterprises',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    organizationName: text('organization_name').notNull(),
    organizationUnit: text('organization_unit').notNull(),
    organizationPhone: text('organization_phone').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('enterprises_account_idx').on(t.accountId, t.id.desc().nullsFirst())],
);

export const contacts = pgTable(
  'contacts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    telephone: text('telephone').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contacts_account_idx').on(t.accountId, t.id.desc().nullsFirst())],
);

export type EnterpriseRow = typeof enterprises.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;
