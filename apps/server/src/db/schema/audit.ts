// Owner: modules/audit (what users did that an auditor must see); see owners.ts.
import { bigint, bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt } from './columns.js';

/** What users did that an auditor must be able to see later (key views, certificate downloads, …). */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The main account the event belongs to (its audit log). */
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The (sub-)user who did it. */
    actorId: bigint('actor_id', { mode: 'number' }).notNull(),
    ip: text('ip').notNull().default(''),
    activity: text('activity').notNull(),
    details: jsonb('details').$type<Record<string, string | number | boolean>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_events_account_idx').on(t.accountId, t.id.desc().nullsFirst())],
);
export type AuditEventRow = typeof auditEvents.$inferSelect;
