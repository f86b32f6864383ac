/** Addresses of the pricing request screens (spec 002 section 2). */
export const PATHS = {
  priceMatchRequest: '/admin/price/feedback',
  unlistedProductRequest: '/admin/price/unlisted',
  bulkBuys: '/admin/price/bulkbuys',
  guarantee: '/admin/price/guarantee',
} as const;
