import { DAY_MS, REFUND_GUARANTEE_DAYS } from './constants.js';
import { ORDER_STATUS } from './domain.js';

const S = ORDER_STATUS;

/*
 * Named sets of order statuses (issue 32): every rule that looks at a group of statuses names one of these instead
 * of listing numbers. Three of them answer three different questions about "closed" (docs/decisions.md):
 * CLOSED_ORDER_STATUSES (ended or ending), PAID_OR_CLOSED_STATUSES (domain.ts: Pay is not offered) and
 * PAID_ROW_HIDDEN_STATUSES (the detail hides its "paid" row).
 */
/** On the way to a certificate or holding one: waiting submit, need auth information, pending, under review, issued, complete. */
export const OPEN_ORDER_STATUSES: readonly number[] = [
  S.needAuth,
  S.pending,
  S.issued,
  S.complete,
  S.underReview,
  S.waitingSubmit,
];
/**
 * Ended or on the way to an end (every status that is not open): an unpaid order here is no longer "unpaid" (the
 * `unpaid` and `needPay` tags) and its renewal settings no longer apply.
 */
export const CLOSED_ORDER_STATUSES: readonly number[] = [
  S.invalid,
  S.cancel,
  S.refunded,
  S.revoking,
  S.revoked,
  S.expired,
  S.refunding,
  S.failed,
];
/** Holding a live certificate (issued, complete): expiry notices, auto-renewal and expiry look at these. */
export const ISSUED_ORDER_STATUSES: readonly number[] = [S.issued, S.complete];
/** Domain validation not done yet (need auth information, pending). */
export const AWAITING_VALIDATION_STATUSES: readonly number[] = [S.needAuth, S.pending];
/** Past domain validation: issued, complete (issued and stored), under review (the wizard's validation step moves on). */
export const VALIDATED_ORDER_STATUSES: readonly number[] = [S.issued, S.complete, S.underReview];
/** Orders that may be renewed (`renewStatus` enable, orders/renew): running, or ended with their term. */
export const RENEWABLE_ORDER_STATUSES: readonly number[] = [S.issued, S.complete, S.expired];
/** The order detail hides its "paid" row at these (spec 000 section 4: 4, 5, 6, 8, 9, 10, 13). */
export const PAID_ROW_HIDDEN_STATUSES: readonly number[] = [
  S.invalid,
  S.cancel,
  S.refunded,
  S.revoked,
  S.expired,
  S.refunding,
  S.failed,
];

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

/**
 * Every status move the server makes; anything else is a bug and is refused: the orders module's one status write
 * (`moveStatus` in orders.repository.ts) throws for a move not listed here.
 */
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

/**
 * Filter tags of My Orders (spec 000 section 4; DESIGN section 3). Here, not beside the list's schema
 * (api/orders.ts): a screen that needs the tags must not load zod with the schema (issue 31).
 */
export const ORDER_TAGS = [
  'unauthz',
  'waitCommit',
  'unpaid',
  'paid',
  'issued',
  'complete',
  'refunded',
  'freeTrial',
  'cancel',
  'revoking',
  'revoked',
  'failed',
  'needPay',
] as const;
export type OrderTag = (typeof ORDER_TAGS)[number];
