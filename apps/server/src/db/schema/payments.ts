// Owner: modules/payments (payments; the wallet settles them through payments/payment-records.ts); see owners.ts.
import { PAYMENT_CHANNELS, PAYMENT_TYPES } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, ts, updatedAt } from './columns.js';

/** A payment of one or more orders; applied once (status moves unpaid → paid in one transaction). */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    type: text('type', { enum: PAYMENT_TYPES }).notNull(),
    status: text('status', { enum: ['unpaid', 'paid', 'cancelled'] })
      .notNull()
      .default('unpaid'),
    channel: text('channel', { enum: PAYMENT_CHANNELS }),
    ordersId: jsonb('orders_id').$type<number[]>().notNull(),
    /** Add-San reissues paid by this payment (`{orderId}_{n}`). */
    reissueIds: jsonb('reissue_ids').$type<string[]>().notNull().default([]),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    couponId: bigint('coupon_id', { mode: 'number' }),
    promoCode: text('promo_code'),
    /** The card wallet's capture id once captured (applied once: unique). */
    providerRef: text('provider_ref'),
    /** The card wallet's order id (PayPal Orders v2) created by payment/submit?channel=paypal. */
    providerOrderId: text('provider_order_id'),
    paidAt: ts('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_account_idx').on(t.accountId, t.id.desc().nullsFirst()),
    uniqueIndex('payments_provider_ref_key').on(t.providerRef),
    uniqueIndex('payments_provider_order_key').on(t.providerOrderId),
    index('payments_paid_idx').on(t.accountId, t.paidAt),
    // The console's overview: paid purchases of every account by day, and the offline-payments queue.
    index('payments_paid_purchases_idx')
      .on(t.paidAt)
      .where(sql`${t.status} = 'paid' and ${t.type} = 'purchase'`),
    index('payments_offline_unpaid_idx')
      .on(t.id)
      .where(sql`${t.status} = 'unpaid' and ${t.channel} = 'offline'`),
    check('payments_total_non_negative', sql`${t.totalCents} >= 0`),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;
