// Owner: modules/orders (orders, their DCV challenges, reissues and My Orders' list marks); see owners.ts.
import {
  AUDIT_TYPES,
  AWAITING_VALIDATION_STATUSES,
  DCV_METHODS,
  ORDER_STATUS,
  PRODUCT_TYPES,
  REISSUE_TYPES,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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

/*
 * Status numbers in the partial indexes' predicates, spelled from the contract's names: the SQL text is the same
 * as the migrations' (`in (0, 1)`, `= 1`), which keep the numbers.
 */
const AWAITING_VALIDATION_SQL = sql.raw(AWAITING_VALIDATION_STATUSES.join(', '));
const PENDING_SQL = sql.raw(String(ORDER_STATUS.pending));

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
    /**
     * The recheck job's schedule (docs/domain/upstreams.md "Pending orders and failures"): it takes an order only
     * when this is due (null: at once) and claims it by moving this forward; upstream failures back it off.
     */
    nextPollAt: ts('next_poll_at'),
    /** Upstream failures in a row since the CA last answered (the backoff's exponent); 0 after an answer. */
    pollAttempts: integer('poll_attempts').notNull().default(0),
    /** When the recheck job last took the order (claimed it). */
    lastPolledAt: ts('last_polled_at'),
    /**
     * The upstream CA could not be asked (5xx, timeout, refusal to connect): message key and vars (shown in the
     * reader's language) and since when; null once it answers again. The order keeps waiting meanwhile.
     */
    upstreamProblem: jsonb('upstream_problem').$type<{
      key: string;
      vars: Record<string, string | number>;
      since: string;
    }>(),
    /** What the upstream CA said it still waits for on its last pending answer (a status line, not a problem). */
    upstreamWaiting: jsonb('upstream_waiting').$type<{ on: string; detail: string }>(),
    /**
     * The wholesale cost: what the upstream charged for the order, in integer cents of `upstream_cost_currency`,
     * as its API said (CertCentral order info's price; 0 for the built-in CA and ACME); null while unknown
     * (docs/domain/upstreams.md "Wholesale cost").
     */
    upstreamCostCents: bigint('upstream_cost_cents', { mode: 'number' }),
    upstreamCostCurrency: text('upstream_cost_currency'),
    /** How the CA delivers the certificate when not to the portal's key: `hardwareToken` (code signing on its token). */
    caDelivery: text('ca_delivery', { enum: ['hardwareToken'] }),
    /**
     * A cancel or revoke the upstream CA has not confirmed yet (it could not be reached): retried by the
     * `upstream-actions` job with backoff; null once the CA answered. The order's own status moved already.
     */
    upstreamAction: jsonb('upstream_action').$type<{
      action: 'cancel' | 'revoke';
      attempts: number;
      nextAt: string;
      since: string;
      lastError: string;
      /** revoke: the serial of the certificate to revoke. */
      serialNumber?: string;
    }>(),
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
      .where(sql`${t.status} in (${AWAITING_VALIDATION_SQL})`),
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
    // An upstream's webhook names its own order id: the order is found by its upstream and that id.
    index('orders_ca_order_idx')
      .on(t.caName, t.caOrderId)
      .where(sql`${t.caOrderId} is not null`),
    index('orders_renewal_of_idx')
      .on(t.renewalOf)
      .where(sql`${t.renewalOf} is not null`),
    // The recheck job's claim (docs/domain/upstreams.md "Pending orders and failures"): only the orders waiting
    // for validation, in the order of their next poll (never polled first): a sweep reads the due ones it takes
    // and stops, whether 10 or 10 000 wait. The claim uses this very expression (pollDueOf).
    index('orders_poll_due_idx')
      .on(sql`coalesce(${t.nextPollAt}, '-infinity'::timestamptz)`, t.id)
      .where(sql`${t.status} = ${PENDING_SQL} and ${t.validationRequestedAt} is not null`),
    check('orders_total_non_negative', sql`${t.totalCents} >= 0`),
    check('orders_expiry_notice_days_valid', expiryNoticeDaysValid(t.expiryNoticeDays)),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/**
 * When a waiting order or reissue is next due for the recheck job (never polled: at once), the expression its
 * claim compares and sorts by, as the partial indexes `orders_poll_due_idx` / `reissues_poll_due_idx` hold it.
 */
export const pollDueOf = (nextPollAt: AnyPgColumn) => sql`coalesce(${nextPollAt}, '-infinity'::timestamptz)`;

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
    /** The recheck job's schedule and backoff, as on `orders` (docs/domain/upstreams.md). */
    nextPollAt: ts('next_poll_at'),
    /** Upstream failures in a row since the CA last answered (the backoff's exponent); 0 after an answer. */
    pollAttempts: integer('poll_attempts').notNull().default(0),
    /** When the recheck job last took the reissue (claimed it). */
    lastPolledAt: ts('last_polled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reissues_order_seq_key').on(t.orderId, t.seq),
    index('reissues_status_idx').on(t.status),
    // The recheck job's claim of reissues waiting for validation, by their next poll.
    index('reissues_poll_due_idx')
      .on(sql`coalesce(${t.nextPollAt}, '-infinity'::timestamptz)`, t.id)
      .where(sql`${t.status} = ${PENDING_SQL}`),
    check('reissues_total_non_negative', sql`${t.totalCents} >= 0`),
  ],
);
export type ReissueRow = typeof reissues.$inferSelect;

/**
 * My Orders' list version per account: raised by triggers on `orders` (migration 0027_orders_seek) in the same
 * transaction as every insert, delete and every change of a column the list filters on. Absent = 0. Marks made
 * at another version are not used (docs/domain/orders.md, "Deep pages").
 */
export const orderListVersions = pgTable('order_list_versions', {
  accountId: bigint('account_id', { mode: 'number' }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * Remembered page boundaries of one account's list under one filter (its values, `filter`): `ids[k]` is the id
 * of the (k x 100)th order of the list, newest first, as it was at `version`. A deep page seeks below the nearest
 * mark instead of skipping every order before it.
 */
export const orderListMarks = pgTable(
  'order_list_marks',
  {
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    filter: text('filter').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    ids: bigint('ids', { mode: 'number' }).array().notNull(),
    madeAt: ts('made_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.filter] })],
);
