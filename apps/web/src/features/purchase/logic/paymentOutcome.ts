import { ErrorCode, type OrderPaymentDetail } from '@portal/contract';

/** Navigation state of /admin/order/place: the wizard step (0-2) and, on step 3, the result. */
export interface PlaceOrderState {
  step: 0 | 1 | 2;
  success?: boolean;
  /**
   * Step 3 reached after a successful payment or trial without the success flag (code signing, spec 000
   * section 4): the result must not tell the user that the order failed.
   */
  placed?: boolean;
}

/** Brands whose DV orders flagged old need no validation step in the wizard. */
const NO_VALIDATION_STEP_BRANDS = new Set(['enterprise', 'positive', 'sectigo']);

export type OutcomeFacts = Pick<
  OrderPaymentDetail,
  'authMethod' | 'complete' | 'auditType' | 'brand' | 'old' | 'productType'
>;

/**
 * Where the user goes after a successful payment or free trial (spec 000 section 4): email validation, a
 * complete order, or an old DV order of Enterprise/Positive/Sectigo -> step 3 with the success flag (not set
 * for code signing); otherwise step 2 (validation).
 */
export function paymentOutcome(order: OutcomeFacts): PlaceOrderState {
  const oldDv =
    order.auditType === 'DV' && NO_VALIDATION_STEP_BRANDS.has(order.brand.trim().toLowerCase()) && order.old;
  if (order.authMethod === 'email' || order.complete || oldDv) {
    return order.productType === 'CodeSign'
      ? { step: 2, success: false, placed: true }
      : { step: 2, success: true };
  }
  return { step: 1 };
}

/** A failed payment or free trial: step 3, error result. */
export const FAILED_OUTCOME: PlaceOrderState = { step: 2, success: false };

/**
 * What buy-details does with a failed payment: insufficient funds and coupon problems keep the user on the
 * page (top up or change the code); "already paid" refreshes; anything else is the error result.
 */
export function paymentFailureAction(code: number | undefined): 'stay' | 'paid' | 'fail' {
  if (code === ErrorCode.insufficientFunds || code === ErrorCode.couponUnusable) return 'stay';
  if (code === ErrorCode.alreadyPaid) return 'paid';
  return 'fail';
}

/** Reads the wizard's navigation state; anything unexpected is step 1. */
export function readPlaceOrderState(state: unknown): PlaceOrderState {
  if (typeof state !== 'object' || state === null) return { step: 0 };
  const { step, success, placed } = state as { step?: unknown; success?: unknown; placed?: unknown };
  const valid = step === 0 || step === 1 || step === 2 ? step : 0;
  if (valid !== 2) return { step: valid };
  return success !== true && placed === true
    ? { step: 2, success: false, placed: true }
    : { step: 2, success: success === true };
}

/**
 * The address of buy-details for an order: `?orderID=` keeps the order in the address, so a reload or a copied
 * link shows the same order without navigation state or local storage (issue 31: the member wizard used to
 * navigate to the bare path). `trial` offers the free trial first (the storefront's Free trial).
 */
export function buyDetailsAddress(orderID: number, trial = false): string {
  return `/admin/order/buy-details?orderID=${orderID}${trial ? '&trial=1' : ''}`;
}

/**
 * The order of buy-details: navigation state {orderID}, else `?orderID=` (the card wallet's approval page
 * sends the buyer back with it), else the one kept locally.
 */
export function readOrderId(state: unknown, stored: number | undefined, search = ''): number | undefined {
  if (typeof state === 'object' && state !== null) {
    const id = Number((state as { orderID?: unknown }).orderID);
    if (Number.isInteger(id) && id > 0) return id;
  }
  const fromQuery = Number(new URLSearchParams(search).get('orderID') ?? '');
  if (Number.isInteger(fromQuery) && fromQuery > 0) return fromQuery;
  return stored;
}

/**
 * The coupon chosen before buy-details (the expiring-certificates renewal dialog hands `{orderID, code}` in
 * navigation state): applied when the page opens; the server checks it again on every call.
 */
export function readCouponCode(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const code = (state as { code?: unknown }).code;
  return typeof code === 'string' && code.trim() !== '' ? code.trim() : undefined;
}
