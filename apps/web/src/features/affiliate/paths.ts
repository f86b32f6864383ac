/** The affiliate area's screens (spec 001 section 2). */
export const PATHS = {
  affiliate: '/admin/affiliate',
  orders: '/admin/commission/order',
  extract: '/admin/commission/extract',
} as const;
