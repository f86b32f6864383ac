// Owner: modules/affiliate (referrals, commissions, payouts); see owners.ts.
import { COMMISSION_KINDS, COMMISSION_STATUSES, PAYOUT_STATUSES } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, ts, updatedAt } from './columns.js';

/**
 * Who referred whom (issue 16, docs/domain/affiliate.md): a main account registered through a share link, bound
 * once and for ever (the primary key). Its payments earn the referrer commission until `ends_at` (one year).
 */
export const referrals = pgTable(
  'referrals',
  {
    referredAccountId: bigint('referred_account_id', { mode: 'number' })
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    referrerAccountId: bigint('referrer_account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** When the referred account registered. */
    createdAt: createdAt(),
    /** The end of the retention window: payments after it earn nothing. */
    endsAt: ts('ends_at').notNull(),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerAccountId),
    check('referrals_not_self', sql`${t.referredAccountId} <> ${t.referrerAccountId}`),
  ],
);
export type ReferralRow = typeof referrals.$inferSelect;

/**
 * A payout request: the amount is frozen (its commission rows `requested`) until it is paid (PayPal or by hand)
 * or rejected / failed (the rows are `cleared` again). US cents.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Who asked (the main account itself). */
    requestedBy: bigint('requested_by', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The PayPal e-mail address or payer id to pay. */
    payPalId: text('paypal_id').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('requested'),
    /** paypal (Payouts API) or manual (the operator paid elsewhere and gave a reference). */
    method: text('method', { enum: ['paypal', 'manual'] }),
    /** Our idempotency key at PayPal (`payout-{id}`): one batch per payout whatever is retried. */
    senderBatchId: text('sender_batch_id'),
    /** PayPal's payout_batch_id once known. */
    providerBatchId: text('provider_batch_id'),
    /** The manual payment's reference, or PayPal's item transaction id. */
    reference: text('reference').notNull().default(''),
    /** Why it was rejected or failed. */
    reason: text('reason').notNull().default(''),
    decidedAt: ts('decided_at'),
    paidAt: ts('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payouts_account_idx').on(t.accountId, t.id.desc().nullsFirst()),
    index('payouts_open_idx')
      .on(t.status, t.id)
      .where(sql`${t.status} in ('requested', 'processing')`),
    uniqueIndex('payouts_sender_batch_key').on(t.senderBatchId),
    check('payouts_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
export type PayoutRow = typeof payouts.$inferSelect;

/**
 * The affiliate's money, row by row (never the customer balance): 10 % of each paid order or reissue of a
 * referred account, the sign-on bonus, and reversals (negative) of commission refunded after it was requested
 * or paid. A payout request takes cleared rows (splitting the last one when the amount ends inside it); the rows
 * of a payout sum to its amount.
 */
export const commissions = pgTable(
  'commissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    affiliateAccountId: bigint('affiliate_account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The referred (main) account whose payment earned it. */
    referredAccountId: bigint('referred_account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: COMMISSION_KINDS }).notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
    /** The paid item: an order id, or a reissue id `{order}_{n}`. */
    item: text('item').notNull(),
    /** The order the item belongs to (a refund of it cancels or reverses the rows). */
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    /** What the customer paid for the item (the commission's base); 0 for the bonus and reversals. */
    baseCents: bigint('base_cents', { mode: 'number' }).notNull(),
    /** Positive, except a reversal's. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status', { enum: COMMISSION_STATUSES }).notNull(),
    clearsAt: ts('clears_at').notNull(),
    clearedAt: ts('cleared_at'),
    payoutId: bigint('payout_id', { mode: 'number' }).references(() => payouts.id),
    /** A reversal: the row it reverses (once: unique). */
    reversesId: bigint('reverses_id', { mode: 'number' }),
    /** Set on a row that a reversal took back. */
    reversedAt: ts('reversed_at'),
    /** The rest of a row a payout request took part of. */
    splitFromId: bigint('split_from_id', { mode: 'number' }),
    paidAt: ts('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('commissions_affiliate_idx').on(t.affiliateAccountId, t.id.desc().nullsFirst()),
    index('commissions_affiliate_status_idx').on(t.affiliateAccountId, t.status),
    index('commissions_awaiting_idx')
      .on(t.clearsAt)
      .where(sql`${t.status} = 'awaiting'`),
    index('commissions_order_idx').on(t.orderId),
    index('commissions_payout_idx')
      .on(t.payoutId)
      .where(sql`${t.payoutId} is not null`),
    // Exactly once: a payment's item earns one commission (retries and replays write nothing more).
    uniqueIndex('commissions_item_once')
      .on(t.paymentId, t.item)
      .where(sql`${t.kind} = 'commission' and ${t.splitFromId} is null`),
    // One sign-on bonus per affiliate while it stands (a bonus refunded away may be earned again).
    uniqueIndex('commissions_bonus_once')
      .on(t.affiliateAccountId)
      .where(
        sql`${t.kind} = 'bonus' and ${t.splitFromId} is null and ${t.status} <> 'cancelled' and ${t.reversedAt} is null`,
      ),
    uniqueIndex('commissions_reversal_once')
      .on(t.reversesId)
      .where(sql`${t.reversesId} is not null`),
    check(
      'commissions_amount_sign',
      sql`(${t.kind} = 'reversal' and ${t.amountCents} < 0) or (${t.kind} <> 'reversal' and ${t.amountCents} > 0)`,
    ),
    check('commissions_base_non_negative', sql`${t.baseCents} >= 0`),
  ],
);
export type CommissionDbRow = typeof commissions.$inferSelect;
