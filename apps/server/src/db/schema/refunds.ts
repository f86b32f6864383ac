// Owner: modules/refunds (refund applications); see owners.ts.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, ts } from './columns.js';
import { orders } from './orders.js';

/** A customer's refund application for a paid order, decided by an operator. */
export const refunds = pgTable(
  'refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    requestedBy: bigint('requested_by', { mode: 'number' }).notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    reason: text('reason').notNull(),
    /** The order's status before it moved to 10 (refunding), restored when the application is rejected. */
    previousStatus: integer('previous_status').notNull(),
    /** What the customer paid for the order, US cents (credited on approval). */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    decisionNote: text('decision_note').notNull().default(''),
    decidedAt: ts('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_account_idx').on(t.accountId, t.id.desc().nullsFirst()),
    // One open application per order.
    uniqueIndex('refunds_one_pending')
      .on(t.orderId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
export type RefundRow = typeof refunds.$inferSelect;
