/** Addresses of the billing screens and where they lead. */
export const PATHS = {
  activity: '/admin/invoice/account-activity',
  billing: '/admin/invoice/billing',
  statement: '/admin/invoice/account-statement',
  addFunds: '/admin/invoice/add-funds',
  /** The invoice PDF, opened by the browser itself (inline). */
  invoicePdf: (id: number) => `/api/order/invoice/${id}`,
} as const;
