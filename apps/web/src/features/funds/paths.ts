export const FUNDS_PATHS = {
  addFunds: '/admin/invoice/add-funds',
  /** Where a successful top-up goes (spec 001 section 2; the page belongs to the billing feature). */
  accountActivity: '/admin/invoice/account-activity',
} as const;
