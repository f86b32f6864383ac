/**
 * The one query-key factory: data read by several features is cached under one key, so a change made on one
 * screen (a note, a payment) refreshes it everywhere (features never import each other).
 */
export const QUERY_KEYS = {
  /** GET account/profile: the header's balance, role and menu. */
  profile: ['account', 'profile'] as const,
  /** GET admin-setting: the product list's tabs, the site name, the host's skin, the sales address. */
  adminSetting: ['admin-setting'] as const,
  /** GET order/info/{id}: the order detail, its drawers, the reissue form. */
  orderInfo: (id: number) => ['order', 'info', id] as const,
  /** GET order/authInfo/{id}: what to publish per name. */
  authInfo: (id: number) => ['order', 'authInfo', id] as const,
  /** Expiry notices: the account's list (My Account) and an order's (its detail), which shows the account's too. */
  expiryNotices: ['expiry-notices'] as const,
  accountExpiryNotices: ['expiry-notices', 'account'] as const,
  orderExpiryNotices: (id: number) => ['expiry-notices', 'order', id] as const,
};
