import {
  CLOSED_ORDER_STATUSES,
  dcvMethodsForNames,
  ORDER_STATUS,
  ORDER_TAGS,
  orderAllows,
  PAID_OR_CLOSED_STATUSES,
  PAID_ROW_HIDDEN_STATUSES,
  refundable,
  type DcvMethod,
  type OrderTag,
} from '@portal/contract';
import type { DayRange } from '../../../lib/dayRange';

/** The day rule of every search form (it lives in lib); re-exported for this feature's callers. */
export { isFutureDay } from '../../../lib/dayRange';

/** The search form of My Orders. */
export interface OrderFilterValues {
  timeType?: 'created' | 'paid' | undefined;
  range?: DayRange | null | undefined;
  tag?: OrderTag | undefined;
  orderID?: string | undefined;
  domain?: string | undefined;
}

export interface OrderFilterArgs {
  timeType: 'created' | 'paid';
  tag?: OrderTag;
  orderID?: string;
  domain?: string;
  /** YYYY-MM-DD */
  beginTime?: string;
  endTime?: string;
}

export interface OrdersArgs extends OrderFilterArgs {
  page: number;
  pageSize: number;
}

/** The filters of GET orders (and orders/csv); empty fields are left out. */
export function filterArgs(values: OrderFilterValues): OrderFilterArgs {
  const orderID = values.orderID?.trim();
  const domain = values.domain?.trim();
  const [begin, end] = values.range ?? [];
  return {
    timeType: values.timeType ?? 'created',
    ...(values.tag ? { tag: values.tag } : {}),
    ...(orderID ? { orderID } : {}),
    ...(domain ? { domain } : {}),
    ...(begin ? { beginTime: begin.format('YYYY-MM-DD') } : {}),
    ...(end ? { endTime: end.format('YYYY-MM-DD') } : {}),
  };
}

/** The search form's first values: a `?tag=` of the address preselects the status. */
export function initialOrderFilters(search: string): OrderFilterValues {
  const tag = tagFromSearch(search);
  return tag ? { tag } : {};
}

/** `?tag=` of the address, when it is one of the filter tags. */
export function tagFromSearch(search: string): OrderTag | undefined {
  const tag = new URLSearchParams(search).get('tag') ?? '';
  return (ORDER_TAGS as readonly string[]).includes(tag) ? (tag as OrderTag) : undefined;
}

/** orders/csv: minutes east of UTC (the browser's offset negated). */
export function timezoneMinutes(date: Date = new Date()): number {
  const offset = -date.getTimezoneOffset();
  return offset === 0 ? 0 : offset;
}

/** Paid or closed (spec section 4): statuses 4, 5, 6, 8, 9, 13 or the paid flag. */
export function isPaidOrClosed(order: { status: number; paid: boolean }): boolean {
  return order.paid || PAID_OR_CLOSED_STATUSES.includes(order.status);
}

/** The Pay action: not for role sale, not for paid or closed orders. */
/** Renewal settings (auto-renewal, do-not-renew) apply to paid orders that have not ended or been closed. */
export function isClosedForRenewal(status: number): boolean {
  return CLOSED_ORDER_STATUSES.includes(status);
}

export function showPay(order: { status: number; paid: boolean }, payAllowed: boolean): boolean {
  return payAllowed && !isPaidOrClosed(order);
}

/** The auto-payment icon: subscribed and not paid. */
export function showAutoPayIcon(order: { subscribeAutoPayment: boolean; paid: boolean }): boolean {
  return order.subscribeAutoPayment && !order.paid;
}

/**
 * The step an order waits for from its owner, shown on the detail page and in the row menu (spec 000 section 4):
 * pay (waiting submit, unpaid, no trial; not for role sale), submit (waiting submit, paid or in its trial: the
 * order goes to the CA and gets its validation values), validate (need auth information / pending: prove control
 * of the names on the detail page). Null when nothing waits for the owner.
 */
export type NextStep = 'pay' | 'submit' | 'validate';
export function nextStepOf(
  order: { status: number; paid: boolean; freeTrial: boolean },
  payAllowed: boolean,
): NextStep | null {
  if (orderAllows('commit', order.status)) {
    if (order.paid || order.freeTrial) return 'submit';
    return payAllowed ? 'pay' : null;
  }
  if (orderAllows('authz', order.status)) return 'validate';
  return null;
}

/** Bulk submit: only orders waiting submit (status 12). */
export function submittable<T extends { status: number }>(orders: T[]): T[] {
  return orders.filter((order) => orderAllows('commit', order.status));
}

/** The "paid" row of the detail is hidden for statuses 4, 5, 6, 8, 9, 10, 13. */
export function showPaidRow(status: number): boolean {
  return !PAID_ROW_HIDDEN_STATUSES.includes(status);
}

/** Refund: paid orders at 4, 5, 8 or 13, within 30 days of payment (the server's rule, contract `refundable`). */
export function canRefund(
  order: { status: number; paid: boolean; paidAt?: string | null },
  now: Date = new Date(),
): boolean {
  return refundable(order, now);
}

/**
 * What a paid order's owner can still do to get the money back (the rule the pay confirmation states):
 * - `cancelFirst`: not issued yet (0, 1, 12): cancel it, then apply for a refund within 30 days of payment;
 * - `refund`: cancelled, invalid, revoked or failed, within the window: apply for a refund now;
 * - `windowClosed`: refundable by status, but the 30 days after payment have passed;
 * - `refunding` / `refunded`: applied already, or done;
 * - `final`: issued, complete, under review, revoking or expired: neither cancel nor refund.
 * Null for unpaid orders (nothing to give back).
 */
export type MoneyBack = 'cancelFirst' | 'refund' | 'windowClosed' | 'refunding' | 'refunded' | 'final';
export function moneyBackOf(
  order: { status: number; paid: boolean; paidAt?: string | null },
  now: Date = new Date(),
): MoneyBack | null {
  if (order.status === ORDER_STATUS.refunded) return 'refunded';
  if (!order.paid) return null;
  if (order.status === ORDER_STATUS.refunding) return 'refunding';
  if (orderAllows('cancel', order.status)) return 'cancelFirst';
  if (orderAllows('refund', order.status)) return refundable(order, now) ? 'refund' : 'windowClosed';
  return 'final';
}

/** The names of the bulk-order textarea: one certificate per line, multi-domain lines comma-separated. */
export function bulkLines(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .filter((names) => names.length > 0);
}

/**
 * Bulk order methods (spec section 5): the ones the server accepts for every line, by the one rule of the
 * contract (`dcvMethodsForNames`): HTTP is disabled for domain types 4 and 6, DNS when a line names an IP
 * address (IP addresses allow only HTTP, in any domain type).
 */
export function bulkMethodState(domainType: number, text: string): { dns: boolean; http: boolean } {
  const lines = bulkLines(text);
  const allowed = (method: DcvMethod) =>
    (lines.length === 0 ? [[]] : lines).every((names) =>
      dcvMethodsForNames(names, { domainType }).includes(method),
    );
  return { dns: allowed('dns'), http: allowed('http') };
}

/** The chosen method once the names change: kept when still allowed, otherwise cleared. */
export function keepMethod(
  method: 'dns' | 'http' | undefined,
  allowed: { dns: boolean; http: boolean },
): 'dns' | 'http' | undefined {
  if (method === undefined) return undefined;
  return allowed[method] ? method : undefined;
}

/** Order ids as the batch calls take them ("1,2,3"). */
export function idsParam(ids: readonly (number | string)[]): string {
  return ids.map(String).join(',');
}
