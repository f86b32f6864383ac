/**
 * What the portal asks of a card-wallet provider (today PayPal Orders v2, `paypal/`). Services see only
 * these shapes, never HTTP; adapters never touch the database. Amounts are decimal strings as the provider
 * states them; the service compares them with the payment's cents.
 */

export interface WalletMoney {
  /** ISO 4217, e.g. USD. */
  currency: string;
  /** Decimal string, e.g. "12.50". */
  value: string;
}

/** A captured (or declined, or pending) payment of a wallet order. */
export interface WalletCapture {
  id: string;
  /** COMPLETED, PENDING, DECLINED, FAILED, REFUNDED, PARTIALLY_REFUNDED. */
  status: string;
  amount: WalletMoney | null;
  /** Our payment id, as sent with the order. */
  customId: string | null;
  /** The wallet order the capture belongs to, where the provider says so. */
  orderId: string | null;
}

/** CREATED, SAVED, APPROVED, VOIDED, COMPLETED, PAYER_ACTION_REQUIRED. */
export type WalletOrderStatus = string;

export interface WalletOrder {
  id: string;
  status: WalletOrderStatus;
  amount: WalletMoney | null;
  customId: string | null;
  /** The page where the buyer approves (redirect fallback when the JS SDK cannot load). */
  approveUrl: string | null;
  captures: WalletCapture[];
}

export interface CreateWalletOrder {
  /** Idempotency key: the same key gives the same order however often the call is retried. */
  requestId: string;
  /** Our payment id (custom_id and invoice_id at the provider). */
  paymentId: string;
  amountCents: number;
  description: string;
  /** Where the approval page sends the buyer back (redirect fallback). */
  returnUrl: string;
  cancelUrl: string;
}

/** A provider notification as it arrived: the raw body is verified exactly as sent. */
export interface WalletNotification {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/** A verified notification, in the portal's terms. */
export interface WalletEvent {
  id: string;
  /** e.g. PAYMENT.CAPTURE.COMPLETED, PAYMENT.CAPTURE.REFUNDED. */
  type: string;
  /** The provider's id of the resource the event is about (capture or refund id). */
  resourceId: string;
  /** Order events (CHECKOUT.ORDER.APPROVED): the wallet order. */
  orderId: string | null;
  /** Capture events: the capture. */
  capture: WalletCapture | null;
  /** Refund events: the refund and the capture it refunds. */
  refund: {
    id: string;
    captureId: string | null;
    amount: WalletMoney | null;
    customId: string | null;
  } | null;
  payload: Record<string, unknown>;
}

export interface CardWallet {
  readonly provider: 'paypal';
  /** What the browser needs to render the wallet button (public values only). */
  readonly sdk: { clientId: string; sdkUrl: string };
  createOrder(input: CreateWalletOrder): Promise<WalletOrder>;
  getOrder(orderId: string): Promise<WalletOrder>;
  /** Captures an approved order; the request id makes a retried capture answer the first result. */
  captureOrder(orderId: string, requestId: string): Promise<WalletOrder>;
  /**
   * Verifies a notification with the provider; null when it fails verification (nothing may change then).
   * Throws CardWalletError when the provider refuses the check (4xx) or cannot be asked (`unavailable`).
   */
  verifyNotification(notification: WalletNotification): Promise<WalletEvent | null>;
}

export type CardWalletErrorKind =
  /** The order (or resource) does not exist at the provider, or has expired. */
  | 'notFound'
  /** The buyer has not approved the order yet. */
  | 'notApproved'
  | 'alreadyCaptured'
  /** The buyer's funding source was declined. */
  | 'declined'
  /** Any other refusal (bad request, business rule). */
  | 'refused'
  /** Network failure, timeout, 5xx, our credentials refused, or a malformed success answer: try again later. */
  | 'unavailable';

export class CardWalletError extends Error {
  constructor(
    readonly kind: CardWalletErrorKind,
    readonly detail: string,
    /** The provider's debug id, for support tickets. */
    readonly debugId?: string,
    /** The HATEOAS links of the error answer (a duplicate payout names the original batch). */
    readonly links: readonly string[] = [],
  ) {
    super(`card wallet ${kind}: ${detail}`);
    this.name = 'CardWalletError';
  }
}
