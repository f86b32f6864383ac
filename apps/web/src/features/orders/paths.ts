/** Addresses the order screens lead to. */
export const PATHS = {
  list: '/admin/order/list',
  detail: (id: number | string) => `/admin/order-detail/${id}`,
  buyDetails: '/admin/order/buy-details',
  reissue: (id: number) => `/admin/reissue/${id}`,
  reissueDetail: (id: string) => `/admin/reissue-detail/${encodeURIComponent(id)}`,
  sslDownload: '/ssl-download',
  profile: '/admin/profile',
  products: '/admin/price/product',
} as const;
