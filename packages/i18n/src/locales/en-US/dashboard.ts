/** Texts of the dashboard (issue 15): tiles, recent-order tables and the four charts. */
export const dashboard = {
  title: 'Dashboard',
  tiles: {
    orders: 'All orders',
    paid: 'Paid',
    unpaid: 'Unpaid',
    cancel: 'Cancelled',
    coupons: 'Promo codes',
  },
  recentOrders: 'Recent orders',
  recentIssued: 'Recently issued orders',
  columns: {
    id: 'Order ID',
    status: 'Status',
    createdAt: 'Created',
  },
  charts: {
    brand: 'Orders by brand',
    domainType: 'Orders by domain type',
    auditType: 'Orders by validation type',
    expiry: 'Certificates expiring',
  },
  legends: {
    wildcard: 'Wildcard',
    singleDomain: 'Single Domain',
    multiDomain: 'Multi-Domain',
    days30: '30 days',
    days7: '7 days',
  },
  total: 'Total {{total}}',
  noOrders: 'No orders yet',
  noIssued: 'No certificates issued yet',
  noExpiring: 'No certificates expire within 30 days',
  loadFailed: 'The dashboard could not be loaded.',
  retry: 'Try again',
};
