// Owner: modules/wallet (card wallet and bank-transfer notifications); see owners.ts.
import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** Provider notifications (webhooks) already applied: an event id is acted on once however often it arrives. */
export const providerEvents = pgTable(
  'provider_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    resourceId: text('resource_id').notNull().default(''),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
export type ProviderEventRow = typeof providerEvents.$inferSelect;
