// The payments module's public surface for other modules: the reads and writes of `payments` they use, each a thin
// function over the module's repository (which stays private to the module, issue 13).
import type { Executor } from '../../db/client.js';
import type { PaymentRow, payments } from '../../db/schema/index.js';
import { createPaymentsRepository } from './payments.repository.js';
import { createWalletPaymentsRepository } from './wallet-payments.repository.js';

/** The columns of a new `payments` row. */
export type NewPaymentRow = typeof payments.$inferInsert;

export function insertPayment(db: Executor, values: NewPaymentRow): Promise<PaymentRow> {
  return createPaymentsRepository(db).insert(values);
}

/** The payment if it belongs to the account; another account's payment is simply not found. */
export function findOwnedPayment(
  db: Executor,
  id: number,
  accountId: number,
): Promise<PaymentRow | undefined> {
  return createPaymentsRepository(db).findOwned(id, accountId);
}

/** The paid purchase payment of the account that covered this order. */
export function findPaidPaymentOfOrder(
  db: Executor,
  orderId: number,
  accountId: number,
): Promise<PaymentRow | undefined> {
  return createPaymentsRepository(db).paidFor(orderId, accountId);
}

/**
 * The purchase that paid the order (the newest paid one naming it): list amount, discount, charged amount and the
 * coupon or promo code used, for every screen that shows what was charged.
 */
export function paidPurchaseOfOrder(db: Executor, orderId: number) {
  return createPaymentsRepository(db).paidPurchaseFor(orderId);
}

// The wallet's side of payments (card wallet and bank transfer): the provider's ids, settlement, offline top-ups.

export function findPayment(db: Executor, id: number): Promise<PaymentRow | undefined> {
  return createWalletPaymentsRepository(db).findPayment(id);
}

/** Locks the payment's row until the caller's transaction ends. */
export function lockPayment(db: Executor, id: number): Promise<PaymentRow | undefined> {
  return createWalletPaymentsRepository(db).lockPayment(id);
}

/** The payment the card wallet's order was created for. */
export function findPaymentByProviderOrder(
  db: Executor,
  providerOrderId: string,
): Promise<PaymentRow | undefined> {
  return createWalletPaymentsRepository(db).findByProviderOrder(providerOrderId);
}

/** The payment a capture settled (or was attached to). */
export function findPaymentByProviderRef(db: Executor, providerRef: string): Promise<PaymentRow | undefined> {
  return createWalletPaymentsRepository(db).findByProviderRef(providerRef);
}

/**
 * Stores the wallet order of a payment, replacing `previous` (null: none yet). False when a concurrent submit
 * stored another one first.
 */
export function attachProviderOrder(
  db: Executor,
  id: number,
  providerOrderId: string,
  previous: string | null,
  now: Date,
): Promise<boolean> {
  return createWalletPaymentsRepository(db).attachProviderOrder(id, providerOrderId, previous, now);
}

/** unpaid → paid once, recording the channel and the capture id. */
export function markPaymentSettled(
  db: Executor,
  id: number,
  channel: NonNullable<PaymentRow['channel']>,
  providerRef: string | null,
  now: Date,
): Promise<boolean> {
  return createWalletPaymentsRepository(db).markSettled(id, channel, providerRef, now);
}

/** Records a capture that arrived for a payment it could no longer pay (`close`: the payment is cancelled). */
export function attachCapture(
  db: Executor,
  id: number,
  providerRef: string,
  close: boolean,
  now: Date,
): Promise<boolean> {
  return createWalletPaymentsRepository(db).attachCapture(id, providerRef, close, now);
}

/** Unpaid bank-transfer top-ups of an account, newest first. */
export function pendingOfflineTopUps(db: Executor, accountId: number, limit: number): Promise<PaymentRow[]> {
  return createWalletPaymentsRepository(db).pendingOffline(accountId, limit);
}

export function countPendingOfflineTopUps(db: Executor, accountId: number): Promise<number> {
  return createWalletPaymentsRepository(db).countPendingOffline(accountId);
}

/** unpaid → cancelled for a bank-transfer top-up of this account; false when it is no such payment (any more). */
export function cancelOfflineTopUp(db: Executor, id: number, accountId: number, now: Date): Promise<boolean> {
  return createWalletPaymentsRepository(db).cancelOffline(id, accountId, now);
}
