// Owner: modules/lifecycle (steps of the order lifecycle already taken); see owners.ts.
import { sql } from 'drizzle-orm';
import { bigint, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { orders } from './orders.js';

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
