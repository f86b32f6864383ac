import { DAY_MS, REFUND_GUARANTEE_DAYS } from './constants.js';
import { ORDER_STATUS } from './domain.js';

const S = ORDER_STATUS;

/**
 * Which statuses allow each action (spec 000 section 4 "Status-driven actions"; DESIGN section 3). The server
 * checks every call against this table; the web app hides what it refuses.
 * authInfo and authz also accept 1 (pending): the values must stay readable and re-checkable while the
 * validation is under way (the spec's "only 0" is the first fetch of the wizard).
 */
export const ORDER_ACTION_STATUSES = {
  commit: [S.waitingSubmit],
  authInfo: [S.needAuth, S.pending],
  authz: [S.needAuth, S.pending],
  cancel: [S.needAuth, S.pending, S.waitingSubmit],
  certificate: [S.issued, S.complete],
  reissue: [S.issued, S.complete],
  refund: [S.invalid, S.cancel, S.revoked, S.failed],
  replaceMethod: [S.needAuth, S.pending],
  resendDcvEmail: [S.needAuth, S.pending],
  removeDomain: [S.needAuth, S.pending],
  approve: [S.underReview],
} as const satisfies Record<string, readonly number[]>;
export type OrderAction = keyof typeof ORDER_ACTION_STATUSES;

export function orderAllows(action: OrderAction, status: number): boolean {
  return (ORDER_ACTION_STATUSES[action] as readonly number[]).includes(status);
}

/** Every status move the server makes; anything else is a bug and is refused. */
export const ORDER_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  [S.waitingSubmit]: [S.needAuth, S.cancel],
  [S.needAuth]: [S.pending, S.cancel],
  [S.pending]: [S.underReview, S.issued, S.complete, S.invalid, S.failed, S.cancel],
  // A free trial left unpaid after its pay window is cancelled wherever it got to (its certificate revoked).
  // A rejected review ends in 4 (invalid), or in 6 (refunded) when the paid amount went back to the balance.
  [S.underReview]: [S.issued, S.complete, S.invalid, S.cancel, S.refunded],
  [S.issued]: [S.complete, S.revoking, S.refunding, S.expired, S.cancel],
  [S.complete]: [S.revoking, S.refunding, S.expired, S.cancel],
  [S.revoking]: [S.revoked],
  // A rejected application returns the order to the status it came from.
  [S.refunding]: [S.refunded, S.invalid, S.cancel, S.revoked, S.failed],
  [S.invalid]: [S.refunding],
  [S.cancel]: [S.refunding],
  [S.revoked]: [S.refunding],
  [S.failed]: [S.refunding],
  [S.refunded]: [],
  [S.expired]: [],
};

export function canMoveOrder(from: number, to: number): boolean {
  return ORDER_TRANSITIONS[from]?.includes(to) ?? false;
}

/**
 * Can the owner apply for a refund now (the web offers Refund exactly when the server's rule, refund.service.ts,
 * accepts): paid, in a refundable status (4 invalid, 5 cancelled, 8 revoked, 13 failed) and, when the payment time
 * is known, within REFUND_GUARANTEE_DAYS of it.
 */
export function refundable(
  order: { status: number; paid: boolean; paidAt?: string | null | undefined },
  now: Date = new Date(),
): boolean {
  if (!order.paid || !orderAllows('refund', order.status)) return false;
  return order.paidAt ? now.getTime() <= refundDeadline(order.paidAt).getTime() : true;
}

/** The last moment a refund may be applied for: REFUND_GUARANTEE_DAYS after the payment. */
export function refundDeadline(paidAt: string | Date): Date {
  return new Date(new Date(paidAt).getTime() + REFUND_GUARANTEE_DAYS * DAY_MS);
}
