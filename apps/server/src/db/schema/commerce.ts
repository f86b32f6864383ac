import {
  AUDIT_TYPES,
  DCV_METHODS,
  KEY_ALGORITHMS,
  PURCHASE_INTENTS,
  PAYMENT_CHANNELS,
  PAYMENT_TYPES,
  PRODUCT_TYPES,
  REISSUE_TYPES,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, expiryNoticeDaysValid, ts, updatedAt } from './columns.js';

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

/**
 * The purchase wizard's saved input (event/*): Back restores it. One per account for members; a visitor's purchase
 * from the storefront has no account yet and is named by its code (only the code's keyed hash is kept) until
 * event/order/create makes the account (docs/domain/purchase.md, "Visitors").
 */
export const purchaseEvents = pgTable(
  'purchase_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .unique()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    contactInfo: jsonb('contact_info').$type<Record<string, string>>(),
    csrInfo: jsonb('csr_info').$type<Record<string, unknown>>(),
    privateKeyId: bigint('private_key_id', { mode: 'number' }),
    /** Started from the storefront: buy or trial (the term is fixed when it starts); null for the member wizard. */
    intent: text('intent', { enum: PURCHASE_INTENTS }),
    /** A storefront purchase's term in months, chosen on the product page (issue 31); null: STOREFRONT_VALIDITY. */
    validity: integer('validity'),
    visitorCodeHash: text('visitor_code_hash').unique(),
    visitorEmail: text('visitor_email'),
    /** A visitor's purchase: when its code stops working. */
    expiresAt: ts('expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('purchase_events_one_owner', sql`(${t.accountId} is null) <> (${t.visitorCodeHash} is null)`),
  ],
);

/** Generated private keys, sealed with AES-256-GCM under a key derived from SECRET_KEY. */
export const privateKeys = pgTable(
  'private_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null while it belongs to a visitor's purchase (purchase_events.private_key_id): the order gives it its account. */
    accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id, {
      onDelete: 'cascade',
    }),
    algorithm: text('algorithm', { enum: KEY_ALGORITHMS }).notNull(),
    sealed: text('sealed').notNull(),
    downloadedAt: ts('downloaded_at'),
    createdAt: createdAt(),
  },
  (t) => [index('private_keys_account_idx').on(t.accountId)],
);

/** An order: what was bought (a subscription of `validity` months), its names, price and state. */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The (sub-)user who placed it. */
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    shortName: text('short_name').notNull(),
    productName: text('product_name').notNull(),
    brand: text('brand').notNull(),
    productType: text('product_type', { enum: PRODUCT_TYPES }).notNull(),
    auditType: text('audit_type', { enum: AUDIT_TYPES }).notNull(),
    domainType: integer('domain_type').notNull(),
    validity: integer('validity').notNull(),
    status: integer('status').notNull().default(12),
    paid: boolean('paid').notNull().default(false),
    paidAt: ts('paid_at'),
    freeTrial: boolean('free_trial').notNull().default(false),
    trialEndsAt: ts('trial_ends_at'),
    authMethod: text('auth_method', { enum: DCV_METHODS }).notNull(),
    approverEmail: text('approver_email').notNull().default(''),
    verifyEmail: text('verify_email').notNull().default(''),
    commonName: text('common_name').notNull(),
    dnsNames: jsonb('dns_names').$type<string[]>().notNull(),
    csr: text('csr').notNull(),
    privateKeyId: bigint('private_key_id', { mode: 'number' }),
    contact: jsonb('contact').$type<Record<string, string>>().notNull(),
    organization: jsonb('organization').$type<Record<string, string>>().notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    extraNames: integer('extra_names').notNull().default(0),
    extraNamesCents: bigint('extra_names_cents', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** Display currency when ordered (settlement is USD). */
    currency: text('currency').notNull().default('USD'),
    couponCode: text('coupon_code'),
    subscribeAutoPayment: boolean('subscribe_auto_payment').notNull().default(false),
    /**
     * What happens when the subscription nears its end: `manual` (reminders, the customer renews), `auto` (a
     * renewal order is created and charged from the balance 7 days before the end; mails go to renewEmail),
     * `never` (do not renew; reminders still go out).
     */
    renewMode: text('renew_mode', { enum: ['manual', 'auto', 'never'] })
      .notNull()
      .default('manual'),
    renewEmail: text('renew_email').notNull().default(''),
    /**
     * Expiry notices of this order: days before its certificate expires (or it ends), 0-5 entries of 1-90, largest
     * first; null = the account's list (docs/domain/expiry-notices.md).
     */
    expiryNoticeDays: integer('expiry_notice_days').array(),
    /** The order this one renews (orders/renew/{id} or auto-renewal); null for a first purchase. */
    renewalOf: bigint('renewal_of', { mode: 'number' }),
    /** The CA that handles the order and its reference there (ACME order URL). */
    caName: text('ca_name'),
    caOrderId: text('ca_order_id'),
    /** When the customer asked for the validation check (order/authz); the recheck job looks at these. */
    validationRequestedAt: ts('validation_requested_at'),
    /** When a validation check (order/authz or the recheck job) last looked; the job takes the oldest first. */
    lastCheckedAt: ts('last_checked_at'),
    /** Why the last check or issuance attempt failed, for the customer (translated key and vars). */
    lastProblem: jsonb('last_problem').$type<{ key: string; vars: Record<string, string | number> }>(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_account_idx').on(t.accountId, t.id.desc().nullsFirst()),
    // My Orders by tag (status) and time: newest first without a sort, created_at checked in the index, and the
    // count of a status within a time range answered from the index alone.
    index('orders_account_status_idx').on(t.accountId, t.status, t.id.desc().nullsFirst(), t.createdAt),
    // The lifecycle's "still waiting for validation" reminder looks across accounts.
    index('orders_awaiting_validation_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in (0, 1)`),
    // The dashboard: counts per brand, domain type and audit type, with My Orders' tags paid / unpaid / cancel
    // (status, paid), read from the index alone in its own order (an index-only scan feeding a sorted group-by).
    index('orders_account_dashboard_idx').on(
      t.accountId,
      t.brand,
      t.domainType,
      t.auditType,
      t.status,
      t.paid,
    ),
    // The console across accounts: orders per status (an index-only scan), the review queue (status 11).
    index('orders_status_idx').on(t.status),
    index('orders_renewal_of_idx')
      .on(t.renewalOf)
      .where(sql`${t.renewalOf} is not null`),
    check('orders_total_non_negative', sql`${t.totalCents} >= 0`),
    check('orders_expiry_notice_days_valid', expiryNoticeDaysValid(t.expiryNoticeDays)),
  ],
);

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

/**
 * The books: every change of an account's balance, in US cents (credit > 0, debit < 0).
 * accounts.balance_cents is the running sum, updated in the same transaction; it may never go below zero.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['topupOffline', 'topupCard', 'purchase', 'refund', 'adjustment'] }).notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_account_idx').on(t.accountId, t.id.desc().nullsFirst()),
    // A payment is debited at most once.
    uniqueIndex('ledger_purchase_once')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'purchase'`),
    check('ledger_amount_non_zero', sql`${t.amountCents} <> 0`),
    check('ledger_balance_non_negative', sql`${t.balanceAfterCents} >= 0`),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
export type CouponCampaignRow = typeof couponCampaigns.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type PurchaseEventRow = typeof purchaseEvents.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/** What the customer must publish per name to prove control (DNS TXT, HTTP file, or approver email). */
export const dcvChallenges = pgTable(
  'dcv_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Set for the names of a reissue or renewal (`{orderId}_{n}`); null for the order's own issuance. */
    reissueId: text('reissue_id'),
    domain: text('domain').notNull(),
    method: text('method', { enum: DCV_METHODS }).notNull(),
    authKey: text('auth_key').notNull(),
    authPath: text('auth_path').notNull(),
    authValue: text('auth_value').notNull(),
    validatedAt: ts('validated_at'),
    lastCheckedAt: ts('last_checked_at'),
    /** What the last check found versus expected (translated key and vars), null once passed. */
    lastProblem: jsonb('last_problem').$type<{ key: string; vars: Record<string, string | number> }>(),
    /** Email validation: HMAC of the approval link's token. */
    emailTokenHash: text('email_token_hash'),
    createdAt: createdAt(),
  },
  (t) => [unique('dcv_challenges_order_domain_key').on(t.orderId, t.reissueId, t.domain).nullsNotDistinct()],
);
export type DcvChallengeRow = typeof dcvChallenges.$inferSelect;

/**
 * A reissue of an order's certificate (`{orderId}_{n}`): free for the same or fewer names ("Only Reissue"),
 * paid per extra name ("Add San"), or made by the portal before the current certificate ends ("renewal").
 */
export const reissues = pgTable(
  'reissues',
  {
    id: text('id').primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdBy: bigint('created_by', { mode: 'number' }),
    seq: integer('seq').notNull(),
    type: text('type', { enum: REISSUE_TYPES }).notNull(),
    csrFrom: text('csr_from', { enum: ['online', 'newCSR', 'oldCSR'] }).notNull(),
    csr: text('csr').notNull(),
    privateKeyId: bigint('private_key_id', { mode: 'number' }),
    signAlgo: integer('sign_algo'),
    /** The CA's reference when the CA validates names itself (ACME order URL). */
    caOrderId: text('ca_order_id'),
    commonName: text('common_name').notNull(),
    dnsNames: jsonb('dns_names').$type<string[]>().notNull(),
    addedNames: integer('added_names').notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    status: integer('status').notNull(),
    paid: boolean('paid').notNull().default(false),
    paidAt: ts('paid_at'),
    lastProblem: jsonb('last_problem').$type<{ key: string; vars: Record<string, string | number> }>(),
    /** When a validation check (order/reissue/authz or the recheck job) last looked; the job takes the oldest first. */
    lastCheckedAt: ts('last_checked_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reissues_order_seq_key').on(t.orderId, t.seq),
    index('reissues_status_idx').on(t.status),
    check('reissues_total_non_negative', sql`${t.totalCents} >= 0`),
  ],
);
export type ReissueRow = typeof reissues.$inferSelect;
