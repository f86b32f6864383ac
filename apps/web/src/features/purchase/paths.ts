import type { PlaceOrderState } from './logic/paymentOutcome';

/** Addresses the purchase screens lead to. */
export const PATHS = {
  placeOrder: '/admin/order/place',
  buyDetails: '/admin/order/buy-details',
  orderList: '/admin/order/list',
  getCert: '/admin/get-cert',
  home: '/',
} as const;

/** Navigation state of buy-details. */
export interface BuyDetailsState {
  orderID: number;
}

export type { PlaceOrderState };
