import { z } from 'zod';
import { amountToCents } from '../format.js';

/** Add funds (spec 001 sections 5 and 9): at least $1.00, two decimals at most. */
export const TOPUP_MIN_CENTS = 100;
/** A typo guard, and about what one card-wallet transaction may carry. */
export const TOPUP_MAX_CENTS = 1_000_000;
/** The card-wallet button appears this long after the page (spec 001 section 9). */
export const WALLET_BUTTON_DELAY_MS = 1000;

const AMOUNT_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;

/** A USD amount as typed: "12", "12.5", "12.50"; the message keys are shared by the form and the server. */
export const chargeField = z.preprocess(
  (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
  z
    .string({ error: 'wallet.validation.amountRequired' })
    .trim()
    .min(1, { error: 'wallet.validation.amountRequired' })
    .regex(AMOUNT_PATTERN, { error: 'wallet.validation.amountInvalid' })
    .refine((v) => (amountToCents(v) ?? 0) >= TOPUP_MIN_CENTS, { error: 'wallet.validation.amountMin' })
    .refine((v) => (amountToCents(v) ?? 0) <= TOPUP_MAX_CENTS, { error: 'wallet.validation.amountMax' }),
);

/** POST payments/topup {charge}: an add-funds payment; msg.paymentID. */
export const topupBody = z.object({ charge: chargeField });
export const topupAnswer = z.object({ paymentID: z.string() });

/** GET payment/query/{paymentId}?payID: the wallet's order id (or its capture id) the browser came back with. */
export const paymentQueryQuery = z.object({
  payID: z.string().trim().max(64).optional(),
});

/**
 * What payment/query found: `paid` (applied now or before), `pending` (the wallet holds the capture for
 * review; a notification completes it), `credited` (the orders could no longer be paid when the money
 * arrived, so it went to the balance instead).
 */
export const PAYMENT_QUERY_STATUSES = ['paid', 'pending', 'credited'] as const;
export type PaymentQueryStatus = (typeof PAYMENT_QUERY_STATUSES)[number];
export const paymentQueryAnswer = z.object({
  paymentID: z.string(),
  type: z.enum(['purchase', 'addFunds', 'refundSSL']),
  status: z.enum(PAYMENT_QUERY_STATUSES),
  channel: z.enum(['fund', 'paypal', 'offline']).nullable(),
  /** Charged, USD. */
  totalAmount: z.number(),
  /** Balance now, USD. */
  funds: z.string(),
  ordersID: z.array(z.number().int()),
  reissueOrdersID: z.array(z.string()),
});
export type PaymentQueryAnswer = z.infer<typeof paymentQueryAnswer>;

/** What the browser needs to load the wallet's script (GET payment/methods, msg.paypal). */
export const walletSdkSettings = z.object({
  /** The public client id (never the secret); null while no wallet is configured. */
  clientId: z.string().nullable(),
  /** Script address of the wallet's JS SDK, without parameters. */
  sdkUrl: z.string().nullable(),
});
export type WalletSdkSettings = z.infer<typeof walletSdkSettings>;

/** POST payment/webhook/paypal: what became of a notification (the provider only reads the HTTP status). */
export const walletWebhookAnswer = z.object({
  eventId: z.string(),
  outcome: z.enum(['applied', 'duplicate', 'recorded', 'ignored']),
});

/**
 * Bank transfer (offline top-up): what the customer writes on the transfer so the operator can book it
 * (`portal payment:offline --payment <id> --reference …`). `TOPUP-17` is payment 17.
 */
export const OFFLINE_REFERENCE_PREFIX = 'TOPUP-';
export const offlineReference = (paymentId: number | string) => `${OFFLINE_REFERENCE_PREFIX}${paymentId}`;
/** The payment id a reference (or a plain id) names; undefined when it names none. */
export function paymentIdOfReference(value: string): number | undefined {
  const match = /^(?:TOPUP-)?(\d{1,15})$/i.exec(value.trim());
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
/** At most this many bank transfers may wait for the operator per account (a typo and spam guard). */
export const OFFLINE_PENDING_MAX = 10;

/** One unpaid bank-transfer top-up of the caller's account; `charge` is USD with two decimals ("120.00"). */
export const offlinePendingItem = z.object({
  paymentID: z.string(),
  reference: z.string(),
  charge: z.string(),
  createdAt: z.string(),
});
export type OfflinePendingItem = z.infer<typeof offlinePendingItem>;

/**
 * GET payments/offline: whether bank transfer is offered (the operator set instructions: `portal
 * settings:offline`), the instructions in the caller's language (falling back to en-US), and the caller's
 * transfers still waiting for the operator, newest first; and the sales address to contact. Role sale and the
 * orders-scoped API key get 403 (`funds.topup`) with the role's reason.
 */
export const offlineFundsAnswer = z.object({
  enabled: z.boolean(),
  instructions: z.string().nullable(),
  pending: z.array(offlinePendingItem),
  /**
   * The sales / support address in effect (the console's or `settings:sales`, else SALES_EMAIL): where a customer
   * asks how to pay while the portal offers no way online (no card wallet, no bank-transfer instructions).
   */
  salesEmail: z.string(),
});
export type OfflineFundsAnswer = z.infer<typeof offlineFundsAnswer>;

/** POST payments/topup/offline {charge}: an unpaid add-funds payment awaiting a bank transfer. */
export const offlineTopupBody = z.object({ charge: chargeField });
export const offlineTopupAnswer = z.object({
  paymentID: z.string(),
  reference: z.string(),
  charge: z.string(),
  instructions: z.string(),
});
export type OfflineTopupAnswer = z.infer<typeof offlineTopupAnswer>;

/** POST payments/offline/{paymentId}/cancel: the customer withdraws a bank transfer not booked yet. */
export const offlineCancelAnswer = z.object({ paymentID: z.string(), status: z.literal('cancelled') });
