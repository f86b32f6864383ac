/** The money screens the header's balance menu opens. */
export { ADD_FUNDS_PATH } from '../../lib/navigation';
export const BILLING_PATH = '/admin/invoice/billing';
