// The operator console (issue 18, docs/domain/operator-console.md): the calls under /api/ops.
import { z } from 'zod';
import { ROLES } from '../constants.js';
import { blankToUndefined, idField, listOf, optionalDay, optionalOrderId, pageQuery } from '../fields.js';
import { amountToCents } from '../format.js';
import { PAYOUT_STATUSES } from './affiliate.js';
import { orderInfoAnswer } from './certificates.js';
import { totpCode } from './ops-totp.js';
import { opsOrderWholesale } from './ops-upstreams.js';

/** The largest credit in one booking: the same typo guard as `portal funds:credit`. */
export const OPS_CREDIT_MAX_CENTS = 100_000_000;
/** How long the operator's password confirmation lets money actions through. */
export const OPS_CONFIRM_WINDOW_MS = 10 * 60 * 1000;
export const OPS_NOTE_MAX = 500;

const optionalText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max, { error: `validation.maxLength:${max}` })
      .optional(),
  );

/** GET ops/orders: orders of every account; status 11 is the review queue. */
export const opsOrdersQuery = pageQuery.extend({
  status: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'ops.validation.statusInvalid' })
      .int({ error: 'ops.validation.statusInvalid' })
      .min(0, { error: 'ops.validation.statusInvalid' })
      .max(13, { error: 'ops.validation.statusInvalid' })
      .optional(),
  ),
  id: optionalOrderId,
  /** Part of the account's e-mail address. */
  email: optionalText(254),
  /** Part of any of the order's names. */
  domain: optionalText(253),
  /** Created on or after this UTC day / on or before this one (YYYY-MM-DD). */
  beginTime: optionalDay,
  endTime: optionalDay,
});
export type OpsOrdersQuery = z.infer<typeof opsOrdersQuery>;

export const opsOrderRow = z.object({
  id: z.number().int(),
  accountUid: z.string(),
  email: z.string(),
  product: z.string(),
  auditType: z.string(),
  domain: z.string(),
  dnsNames: z.array(z.string()),
  organization: z.string(),
  status: z.number().int(),
  paid: z.boolean(),
  /** US dollars, two decimals. */
  total: z.string(),
  lastProblem: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type OpsOrderRow = z.infer<typeof opsOrderRow>;

export const opsOrderParams = z.object({ id: idField('validation.orderIdInvalid') });

/** GET ops/orders/{id}: the customer's order detail (order/detail's answer), its owner and its review decision. */
export const opsOrderDetail = z.object({
  account: z.object({ uid: z.string(), email: z.string() }),
  review: z
    .object({
      decision: z.enum(['approved', 'rejected']),
      operatorEmail: z.string(),
      note: z.string(),
      /** ISO 8601. */
      createdAt: z.string(),
    })
    .nullable(),
  detail: orderInfoAnswer,
  /** What the upstream charged and the margin (docs/domain/upstreams.md "Wholesale cost"). */
  wholesale: opsOrderWholesale,
});
export type OpsOrderDetail = z.infer<typeof opsOrderDetail>;
export const opsApproveBody = z.object({ note: optionalText(OPS_NOTE_MAX).default('') });
export const opsRejectBody = z.object({
  reason: z
    .string({ error: 'ops.validation.reasonRequired' })
    .trim()
    .min(1, { error: 'ops.validation.reasonRequired' })
    .max(OPS_NOTE_MAX, { error: `validation.maxLength:${OPS_NOTE_MAX}` }),
});
/** What a decision did: the order's status afterwards and, for a rejection, what went back to the balance. */
export const opsDecisionAnswer = z.object({
  id: z.number().int(),
  status: z.number().int(),
  refunded: z.string(),
});

const CREDIT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/** POST ops/users/{uid}/credit|debit {amount, note}: a positive USD amount with two decimals at most. */
export const opsCreditParams = z.object({
  uid: z
    .string({ error: 'ops.validation.uidInvalid' })
    .trim()
    .regex(/^\d{1,20}$/, { error: 'ops.validation.uidInvalid' }),
});
export const opsCreditBody = z.object({
  amount: z.preprocess(
    (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
    z
      .string({ error: 'ops.validation.amountRequired' })
      .trim()
      .min(1, { error: 'ops.validation.amountRequired' })
      .regex(CREDIT_PATTERN, { error: 'ops.validation.amountInvalid' })
      .refine((v) => (amountToCents(v) ?? 0) > 0, { error: 'ops.validation.amountInvalid' })
      .refine((v) => (amountToCents(v) ?? 0) <= OPS_CREDIT_MAX_CENTS, { error: 'ops.validation.amountMax' }),
  ),
  note: z
    .string({ error: 'ops.validation.noteRequired' })
    .trim()
    .min(1, { error: 'ops.validation.noteRequired' })
    .max(OPS_NOTE_MAX, { error: `validation.maxLength:${OPS_NOTE_MAX}` }),
});
export type OpsCreditBody = z.infer<typeof opsCreditBody>;
/** A credit's or a debit's booking: the amount and the balance before and after. */
export const opsCreditAnswer = z.object({
  uid: z.string(),
  email: z.string(),
  /** US dollars, two decimals. */
  amount: z.string(),
  balanceBefore: z.string(),
  balanceAfter: z.string(),
});

/**
 * POST ops/confirm {password, code}: money actions are allowed for OPS_CONFIRM_WINDOW_MS afterwards. `code` (the
 * authenticator's, api/ops-totp.ts) is required when the operator has enrolled TOTP.
 */
export const opsConfirmBody = z.object({
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, { error: 'validation.passwordRequired' })
    .max(128, { error: 'validation.maxLength:128' }),
  code: z.preprocess(blankToUndefined, totpCode.optional()),
});
/** ISO 8601: until when money actions need no new confirmation. */
export const opsConfirmAnswer = z.object({ validUntil: z.string() });

/** GET ops/audit: newest first; `q` matches the action, the operator's e-mail or the target. */
export const opsAuditQuery = pageQuery.extend({ q: optionalText(200) });
export const opsAuditRow = z.object({
  id: z.number().int(),
  operatorEmail: z.string(),
  ip: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type OpsAuditRow = z.infer<typeof opsAuditRow>;

/** GET ops/users: `query` matches a part of the e-mail, the uid or the contact's name. */
export const opsUsersQuery = pageQuery.extend({ query: optionalText(254) });
export type OpsUsersQuery = z.infer<typeof opsUsersQuery>;

export const ACCOUNT_STATUSES = ['active', 'disabled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const ACCOUNT_LEVELS = [0, 1] as const;

export const opsUserRow = z.object({
  uid: z.string(),
  email: z.string(),
  /** admin = main account; sale / finance = a sub-user of `parentUid`. */
  role: z.enum(ROLES),
  parentUid: z.string().nullable(),
  level: z.number().int(),
  operator: z.boolean(),
  status: z.enum(ACCOUNT_STATUSES),
  /** The balance the account spends (a sub-user's is its main account's), US dollars. */
  balance: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type OpsUserRow = z.infer<typeof opsUserRow>;

export const opsUserOrder = z.object({
  id: z.number().int(),
  product: z.string(),
  domain: z.string(),
  status: z.number().int(),
  paid: z.boolean(),
  total: z.string(),
  createdAt: z.string(),
});
export const opsLedgerEntry = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** Signed: a debit is negative. */
  amount: z.string(),
  balanceAfter: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
/** GET ops/users/{uid}: the profile, its team (main account and sub-users), latest orders and ledger entries. */
export const opsUserDetail = z.object({
  profile: opsUserRow.extend({
    firstName: z.string(),
    lastName: z.string(),
    telephone: z.string(),
    language: z.string().nullable(),
    currency: z.string().nullable(),
    registerFrom: z.string(),
  }),
  team: z.array(opsUserRow),
  orders: z.array(opsUserOrder),
  ordersTotal: z.number().int(),
  balance: z.string(),
  ledger: z.array(opsLedgerEntry),
});
export type OpsUserDetail = z.infer<typeof opsUserDetail>;
/** How many orders and ledger entries the user view shows (the newest). */
export const OPS_USER_RECENT = 20;

export const opsStatusBody = z.object({
  status: z.enum(ACCOUNT_STATUSES, { error: 'ops.validation.statusValue' }),
});
export const opsLevelBody = z.object({
  level: z.coerce
    .number({ error: 'ops.validation.levelValue' })
    .int({ error: 'ops.validation.levelValue' })
    .min(0, { error: 'ops.validation.levelValue' })
    .max(1, { error: 'ops.validation.levelValue' }),
});
export const opsOperatorBody = z.object({
  operator: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: 'ops.validation.operatorValue' }),
  ),
});

/** The refund applications (status pending is the queue). */
export const REFUND_STATES = ['pending', 'approved', 'rejected'] as const;
export const opsRefundsQuery = pageQuery.extend({
  status: z.preprocess(
    blankToUndefined,
    z.enum([...REFUND_STATES, 'any'], { error: 'ops.validation.filterInvalid' }).default('pending'),
  ),
});
export const opsRefundRow = z.object({
  /** The application's number (POST ops/refunds/{id}/approve names it). */
  id: z.number().int(),
  orderId: z.number().int(),
  accountUid: z.string(),
  email: z.string(),
  product: z.string(),
  domain: z.string(),
  amount: z.string(),
  reason: z.string(),
  contactEmail: z.string(),
  phone: z.string(),
  status: z.enum(REFUND_STATES),
  decisionNote: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type OpsRefundRow = z.infer<typeof opsRefundRow>;
export const opsIdParams = z.object({ id: idField() });
export const opsRefundAnswer = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  status: z.enum(REFUND_STATES),
  /** What went back to the balance (approval), US dollars. */
  refunded: z.string(),
});

/** The affiliate payout requests; `open` (requested and processing) is the queue. */
export const opsPayoutsQuery = pageQuery.extend({
  status: z.preprocess(
    blankToUndefined,
    z.enum([...PAYOUT_STATUSES, 'open', 'any'], { error: 'ops.validation.filterInvalid' }).default('open'),
  ),
});
export const opsPayoutRow = z.object({
  id: z.number().int(),
  accountUid: z.string(),
  email: z.string(),
  amount: z.string(),
  payPalId: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  method: z.string().nullable(),
  reference: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type OpsPayoutRow = z.infer<typeof opsPayoutRow>;
/** Approve: sent through PayPal, or — with `reference` — paid by hand elsewhere (required without PayPal). */
export const opsPayoutApproveBody = z.object({ reference: optionalText(200) });
/** The queue's page, and whether approving can send through PayPal (otherwise a reference is needed). */
export const opsPayoutsAnswer = listOf(opsPayoutRow).extend({ payPal: z.boolean() });

const referenceField = z
  .string({ error: 'ops.validation.referenceRequired' })
  .trim()
  .min(1, { error: 'ops.validation.referenceRequired' })
  .max(200, { error: 'validation.maxLength:200' });

/** GET ops/payments/offline: payments waiting for money sent outside the portal (bank transfer), oldest first. */
export const opsOfflinePaymentRow = z.object({
  id: z.number().int(),
  /** What the customer writes on the transfer: TOPUP-<id> for a top-up, the payment number for a purchase. */
  reference: z.string(),
  accountUid: z.string(),
  email: z.string(),
  /** addFunds (a top-up) or purchase (orders). */
  type: z.string(),
  amount: z.string(),
  orderIds: z.array(z.number().int()),
  createdAt: z.string(),
});
export type OpsOfflinePaymentRow = z.infer<typeof opsOfflinePaymentRow>;
export const opsReceivedBody = z.object({ reference: referenceField });
export const opsReceivedAnswer = z.object({
  id: z.number().int(),
  type: z.string(),
  amount: z.string(),
  /** The account's balance afterwards, US dollars. */
  balance: z.string(),
});
