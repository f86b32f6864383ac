import type { PlaceOrderState } from './logic/paymentOutcome';

/** Addresses the purchase screens lead to. */
export const PATHS = {
  placeOrder: '/admin/order/place',
  buyDetails: '/admin/order/buy-details',
  orderList: '/admin/order/list',
  getCert: '/admin/get-cert',
  home: '/',
} as const;

/**
 * The storefront purchase (spec 001 sections 2 and 4): the public product pages' Buy and Free trial lead to
 * /contact-details?product=…[&trial=1]; every later page carries the visitor's `code` (none for a member).
 * The server answers these paths with the SPA's index.html (apps/server/src/plugins/web.ts).
 */
export const STOREFRONT_PATHS = {
  contact: '/contact-details',
  csr: '/csr-generation',
  key: '/private-key-download',
  method: '/validation-method',
  products: '/ssl-product',
} as const;

/** Navigation state of buy-details. */
export interface BuyDetailsState {
  orderID: number;
}

export type { PlaceOrderState };
