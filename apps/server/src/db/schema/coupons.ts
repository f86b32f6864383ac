// Owner: modules/coupons (coupons, their campaigns, promo codes and their redemptions); see owners.ts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, ts } from './columns.js';

/**
 * A public coupon an operator published (`portal coupon:publish`): every account may claim it once through
 * coupon/latest while it runs (publish_at ≤ now < end_at); the claim is a row in `coupons`.
 */
export const couponCampaigns = pgTable(
  'coupon_campaigns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    title: text('title').notNull().default(''),
    describe: text('describe').notNull().default(''),
    publishAt: ts('publish_at').notNull(),
    endAt: ts('end_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_campaigns_running_idx').on(t.publishAt, t.endAt),
    check('coupon_campaigns_amount_positive', sql`${t.amountCents} > 0`),
    check('coupon_campaigns_window', sql`${t.endAt} > ${t.publishAt}`),
  ],
);

/** A coupon given to one account (sign-up gift, a claimed campaign, goodwill); consumed at most once, by one payment. */
export const coupons = pgTable(
  'coupons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['signup', 'gift', 'campaign'] }).notNull(),
    /** The campaign a `campaign` coupon was claimed from. */
    campaignId: bigint('campaign_id', { mode: 'number' }).references(() => couponCampaigns.id, {
      onDelete: 'restrict',
    }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    title: text('title').notNull().default(''),
    describe: text('describe').notNull().default(''),
    publishAt: ts('publish_at').notNull(),
    endAt: ts('end_at').notNull(),
    usedAt: ts('used_at'),
    usedByPaymentId: bigint('used_by_payment_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    index('coupons_account_idx').on(t.accountId, t.endAt),
    // One sign-up gift per account, whatever races.
    uniqueIndex('coupons_signup_once')
      .on(t.accountId)
      .where(sql`${t.kind} = 'signup'`),
    // One claim of a campaign per account, whatever races.
    uniqueIndex('coupons_campaign_once')
      .on(t.accountId, t.campaignId)
      .where(sql`${t.campaignId} is not null`),
    check('coupons_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Promo (master) codes anyone may enter; each account may redeem one code once. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    code: text('code').primaryKey(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    percentOff: integer('percent_off').notNull().default(0),
    validFrom: ts('valid_from').notNull(),
    validUntil: ts('valid_until').notNull(),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('promo_codes_one_kind', sql`(${t.amountCents} > 0) <> (${t.percentOff} > 0)`),
    check('promo_codes_percent', sql`${t.percentOff} between 0 and 100`),
  ],
);

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    code: text('code')
      .notNull()
      .references(() => promoCodes.code),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.code, t.accountId] })],
);

export type CouponRow = typeof coupons.$inferSelect;
export type CouponCampaignRow = typeof couponCampaigns.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;
