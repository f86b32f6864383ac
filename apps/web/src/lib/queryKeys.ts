/** Query keys read by one feature and refreshed by another (features never import each other). */
export const SHARED_QUERY_KEYS = {
  /** GET account/profile: the header's balance, role and menu. */
  profile: ['account', 'profile'] as const,
};
