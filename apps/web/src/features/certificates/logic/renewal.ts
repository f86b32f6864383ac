import type { Coupon } from '@portal/contract';
import type { ExpiringRow } from '../api/listExpiringCerts';
import { baseOrderId } from './orderLink';

/**
 * The Coupons choice meaning "pay without a coupon": the field is required (spec), so a customer without a coupon
 * says so rather than being unable to renew. Not a code the portal makes (theirs are `GIFT-…`, `PROMO-…`).
 */
export const NO_COUPON = '__none__';

/** The renewal dialog's values (spec: Years and Coupons, both required). */
export interface RenewValues {
  years?: number | null;
  coupon?: string;
}

/** The order a row renews ("12_1", a reissue's certificate, renews order 12). */
export function renewedOrderId(row: Pick<ExpiringRow, 'orderID'>): number {
  return baseOrderId(row.orderID);
}

/** The dialog starts from the row's own validity in whole years (at least one). */
export function renewDefaults(row: Pick<ExpiringRow, 'validity'>): RenewValues {
  return { years: Math.max(1, Math.round(row.validity / 12)), coupon: undefined };
}

/** The body of PUT orders/renew/{id}: the years, and the coupon's code unless "no coupon" was chosen. */
export function renewBodyOf(values: RenewValues): { years: number; code?: string } {
  const years = Number(values.years);
  return values.coupon && values.coupon !== NO_COUPON ? { years, code: values.coupon } : { years };
}

/** Where the renewal is paid: buy-details with the new order and the chosen coupon applied. */
export function afterRenew(
  answer: { id: number },
  body: { code?: string },
): { path: string; state: { orderID: number; code?: string } } {
  return {
    path: '/admin/order/buy-details',
    state: body.code ? { orderID: answer.id, code: body.code } : { orderID: answer.id },
  };
}

/** The usable coupons as choices, after "no coupon". */
export function couponChoices(
  coupons: readonly Pick<Coupon, 'code' | 'amount' | 'title' | 'usable'>[],
): { value: string; amount: number | null; title: string }[] {
  return [
    { value: NO_COUPON, amount: null, title: '' },
    ...coupons.filter((c) => c.usable).map((c) => ({ value: c.code, amount: c.amount, title: c.title })),
  ];
}
