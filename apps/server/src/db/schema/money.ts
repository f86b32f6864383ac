import { sql } from 'drizzle-orm';
import { bigint, bigserial, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';
import { orders } from './commerce.js';

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

/** A month's account statement (finished months only), totals per channel in US cents. */
export const accountStatements = pgTable(
  'account_statements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** YYYY-MM, in UTC. */
    month: text('month').notNull(),
    totalPurchaseCents: bigint('total_purchase_cents', { mode: 'number' }).notNull(),
    payPalPurchaseCents: bigint('paypal_purchase_cents', { mode: 'number' }).notNull(),
    fundPurchaseCents: bigint('fund_purchase_cents', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('account_statements_month_key').on(t.accountId, t.month.desc().nullsFirst())],
);
export type AccountStatementRow = typeof accountStatements.$inferSelect;

/**
 * Steps of the order lifecycle already taken (a reminder sent, a trial charged, a renewal created): the
 * primary key makes every job step happen once however often the job runs, also after a crash.
 */
export const lifecycleMarks = pgTable(
  'lifecycle_marks',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** e.g. `trialReminder`, `trialCharged`, `expiryNotice:42:30`, `autoRenewal:2027-06-01`. */
    step: text('step').notNull(),
    detail: jsonb('detail')
      .$type<Record<string, string | number | boolean>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.step] })],
);
export type LifecycleMarkRow = typeof lifecycleMarks.$inferSelect;
