/** Addresses the dashboard links to (spec 001 sections 2 and 4). */
export const PATHS = {
  /** My Orders, filtered by one of its tags when `tag` is given (the list reads `?tag=`). */
  orders: (tag?: 'paid' | 'unpaid' | 'cancel') =>
    tag ? `/admin/order/list?tag=${tag}` : '/admin/order/list',
  orderDetail: (id: number) => `/admin/order-detail/${id}`,
  coupons: '/admin/coupons',
} as const;
