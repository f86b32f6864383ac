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
