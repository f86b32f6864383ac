import { ADD_FUNDS_PATH } from '../../lib/navigation';

export const FUNDS_PATHS = {
  addFunds: ADD_FUNDS_PATH,
  /** Where a successful top-up goes (spec 001 section 2; the page belongs to the billing feature). */
  accountActivity: '/admin/invoice/account-activity',
} as const;
