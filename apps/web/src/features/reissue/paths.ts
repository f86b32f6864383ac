/** Addresses the reissue screens lead to. */
export const PATHS = {
  reissue: (orderID: number | string) => `/admin/reissue/${encodeURIComponent(String(orderID))}`,
  detail: (reissueId: string) => `/admin/reissue-detail/${encodeURIComponent(reissueId)}`,
  buyDetails: '/admin/order/buy-details',
  certificates: '/admin/cert',
  sslDownload: '/ssl-download',
} as const;

/** Navigation state buy-details reads (`{orderID}`). */
export interface BuyDetailsState {
  orderID: number;
}
