/**
 * What the portal asks of a payout provider (today PayPal's Payouts API, `paypal/paypal-payouts.ts`): send money
 * to an affiliate's PayPal account and tell how that went. Services see only these shapes; the adapter never
 * touches the database. Its failures are `CardWalletError`s of the shared PayPal client (kinds as there).
 */

export interface PayoutInstruction {
  /** Our idempotency key: the same key never pays twice (PayPal refuses a repeated sender_batch_id). */
  senderBatchId: string;
  /** An e-mail address or a PayPal payer id. */
  receiver: string;
  amountCents: number;
  /** Shown to the receiver with the payment. */
  note: string;
  emailSubject: string;
}

/** Where a payout stands: `pending` (still processing, or unclaimed), `paid`, or `failed` (money not sent). */
export type PayoutOutcome = 'pending' | 'paid' | 'failed';

export interface PayoutBatchState {
  batchId: string;
  /** PayPal's batch_status: PENDING, PROCESSING, SUCCESS, DENIED, CANCELED. */
  batchStatus: string;
  /** The item's transaction_status (SUCCESS, FAILED, PENDING, UNCLAIMED, RETURNED, ONHOLD, BLOCKED, …). */
  itemStatus: string | null;
  /** PayPal's transaction id of the item once it has one. */
  transactionId: string | null;
  /** Why it failed (the item's error name), when it did. */
  failure: string | null;
  outcome: PayoutOutcome;
}

export interface PayoutSender {
  /** Creates the payout (or finds the one created before under the same key) and answers its state. */
  send(instruction: PayoutInstruction): Promise<PayoutBatchState>;
  /** The state of a payout sent before. */
  status(batchId: string): Promise<PayoutBatchState>;
}
