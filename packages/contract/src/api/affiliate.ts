// The affiliate programme (spec 001 sections 2, 3, 5, 7 and 9; issue 16; docs/domain/affiliate.md).
import { z } from 'zod';
import { pageQuery } from '../fields.js';
import { amountToCents } from '../format.js';

/** Spec 001 section 9. */
export const COMMISSION_PERCENT = 10;
/** How long a share link's cookie credits a registration (the spec also names 90; docs/decisions.md). */
export const REFERRAL_TRACKING_DAYS = 60;
/** A referred account's payments earn commission for this long after its registration. */
export const REFERRAL_RETENTION_MONTHS = 12;
/** A commission can be paid out this long after the payment that earned it (the refund window is as long). */
export const COMMISSION_CLEARANCE_DAYS = 30;
export const PAYOUT_MIN_CENTS = 5000;
/** Credited to an affiliate with its first referred sale (docs/domain/affiliate.md, "Sign-on bonus"). */
export const SIGN_ON_BONUS_CENTS = 2000;
/** The first-party cookie the share link `{host}/?id={uid}` sets (HttpOnly, SameSite=Lax). */
export const REFERRAL_COOKIE = 'ref';
/** What a share link's `id` looks like (an account's uid); anything else sets no cookie. */
export const REFERRAL_UID_PATTERN = /^\d{8}$/;

/**
 * A commission row's state: awaiting clearance → cleared (30 days after the payment) → requested (in a payout
 * request) → paid; cancelled when the order was refunded before the row was requested.
 */
export const COMMISSION_STATUSES = ['awaiting', 'cleared', 'requested', 'paid', 'cancelled'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];
/** commission: 10 % of a payment; bonus: the sign-on bonus; reversal: a negative adjustment after a refund. */
export const COMMISSION_KINDS = ['commission', 'bonus', 'reversal'] as const;
export type CommissionKind = (typeof COMMISSION_KINDS)[number];
/**
 * A payout request's state: requested (frozen, waiting for an operator) → processing (sent to PayPal) → paid;
 * rejected by the operator or failed at PayPal (both unfreeze the amount).
 */
export const PAYOUT_STATUSES = ['requested', 'processing', 'paid', 'rejected', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** GET commission/orders (spec 001 section 3, Commission order row). Amounts in USD. */
export const commissionRow = z.object({
  ID: z.number().int(),
  /** The order (or `{order}_{n}` reissue) the customer paid. */
  order_id: z.string(),
  /** The customer's address, masked (`j***@***.com`): the affiliate never sees who the customer is. */
  account_email: z.string(),
  commission: z.number(),
  /** Product and validity only, never the customer's domains. */
  describe: z.string(),
  status: z.enum(COMMISSION_STATUSES),
  kind: z.enum(COMMISSION_KINDS),
  /** What the customer paid for the order (the commission's base); 0 for the bonus and reversals. */
  total_amount: z.number(),
  /** When the commission was paid out to the affiliate; null until then. */
  paid_at: z.string().nullable(),
  /** When it was earned (the customer's payment). */
  created_at: z.string(),
  /** When it clears (can be requested). */
  clears_at: z.string(),
});
export type CommissionRow = z.infer<typeof commissionRow>;

/** GET commission/extract (spec 001 section 3, Extract row): the account's payout requests. */
export const extractRow = z.object({
  ID: z.number().int(),
  AccountUID: z.string(),
  Status: z.enum(PAYOUT_STATUSES),
  /** The rejection reason, the payment reference, or why PayPal failed it. */
  Comment: z.string(),
  TotalAmount: z.number(),
  CreatedAt: z.string(),
  PayPalID: z.string(),
  PaidAt: z.string().nullable(),
});
export type ExtractRow = z.infer<typeof extractRow>;

/** GET commission/extract/detail, USD. */
export const extractDetail = z.object({
  /** Cleared and not requested: what a payout request may take. */
  extractAmount: z.number(),
  /** Requested and not paid yet. */
  freezeAmount: z.number(),
  /** Earned and not reversed (every state but cancelled, reversals subtracted). */
  totalAmount: z.number(),
});
export type ExtractDetail = z.infer<typeof extractDetail>;

/** GET commission/summary (spec 001 section 3, Affiliate summary): the Account Statement tab. */
export const affiliateSummary = z.object({
  awaitingAmount: z.number(),
  totalAmount: z.number(),
  paidAmount: z.number(),
  extractAmount: z.number(),
  freezeAmount: z.number(),
  /** The PayPal id of the latest payout request ('' before the first). */
  payPalID: z.string(),
  paymentMethod: z.literal('PayPal'),
  /** Accounts registered through the share link. */
  referredAccounts: z.number().int(),
});
export type AffiliateSummary = z.infer<typeof affiliateSummary>;

/** GET commission/history: payouts and reversals, newest first (the Payout History tab). */
export const payoutHistoryRow = z.object({
  kind: z.enum(['payout', 'reversal']),
  /** The payout's or the reversal row's id. */
  id: z.number().int(),
  /** USD; negative for a reversal. */
  commission: z.number(),
  /** A payout's status, or the reversal's (awaiting the next payout: cleared; taken: requested, paid). */
  status: z.string(),
  /** A reversal: the order refunded; a payout: its comment. */
  comment: z.string(),
  time: z.string(),
});
export type PayoutHistoryRow = z.infer<typeof payoutHistoryRow>;

export const commissionListQuery = pageQuery;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A PayPal payer id (the encrypted account number): 13 capital letters and digits. */
const PAYER_ID_PATTERN = /^[A-Z0-9]{13}$/;
const AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/** Whether a PayPal id is an e-mail address (else a payer id): the payout's recipient type. */
export const isPayPalEmail = (value: string) => value.includes('@');

/** The PayPal account to pay: an e-mail address or a payer id. */
export const payPalIdField = z
  .string({ error: 'affiliate.validation.payPalIdRequired' })
  .trim()
  .min(1, { error: 'affiliate.validation.payPalIdRequired' })
  .max(254, { error: 'validation.maxLength:254' })
  .refine((v) => EMAIL_PATTERN.test(v) || PAYER_ID_PATTERN.test(v), {
    error: 'affiliate.validation.payPalIdInvalid',
  });

/** The amount to pay out, USD as typed ("50", "50.5", "50.50"), at least the minimum payout. */
export const extractAmountField = z.preprocess(
  (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
  z
    .string({ error: 'affiliate.validation.amountRequired' })
    .trim()
    .min(1, { error: 'affiliate.validation.amountRequired' })
    .regex(AMOUNT_PATTERN, { error: 'affiliate.validation.amountInvalid' })
    .refine((v) => (amountToCents(v) ?? 0) >= PAYOUT_MIN_CENTS, { error: 'affiliate.validation.amountMin' }),
);

/** POST commission/extract {payPalID, extractAmount}. */
export const extractBody = z.object({ payPalID: payPalIdField, extractAmount: extractAmountField });
export type ExtractBody = z.infer<typeof extractBody>;
export const extractAnswer = z.object({ ID: z.number().int(), TotalAmount: z.number() });
