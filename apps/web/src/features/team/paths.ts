/** Addresses of the sub-user screens (spec 001 section 2). */
export const PATHS = {
  list: '/admin/account/manage',
  add: '/admin/account/add-user',
} as const;
