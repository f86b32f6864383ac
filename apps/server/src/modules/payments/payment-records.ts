// The payments module's public surface for other modules: the reads and writes of `payments` they use, each a thin
// function over the module's repository (which stays private to the module, issue 13).
import type { Executor } from '../../db/client.js';
import type { PaymentRow, payments } from '../../db/schema/index.js';
import { createPaymentsRepository } from './payments.repository.js';

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
