// The customer dashboard (spec 001 sections 2, 3 and 7; issue 15; docs/domain/dashboard.md).
import { z } from 'zod';

/** Rows of each recent-order table (the tables scroll within 250 px). */
export const DASHBOARD_RECENT_ROWS = 10;
/** Height in pixels the recent-order tables scroll within (spec 001 section 9). */
export const DASHBOARD_TABLE_SCROLL_Y = 250;

/** The domain-type chart's legends; 6 (multi-domain wildcard) counts as Wildcard. */
export const DASHBOARD_DOMAIN_TYPE_LEGENDS = ['Wildcard', 'Single Domain', 'Multi-Domain'] as const;
export type DashboardDomainTypeLegend = (typeof DASHBOARD_DOMAIN_TYPE_LEGENDS)[number];

export function domainTypeLegend(domainType: number): DashboardDomainTypeLegend {
  if (domainType === 4 || domainType === 6) return 'Wildcard';
  return domainType === 2 ? 'Multi-Domain' : 'Single Domain';
}

/**
 * The expiry chart's legends: live certificates ending within 7 days, and within 30 days but not within 7 (the
 * two slices do not overlap; together they are the Expiring certificates page's "expiring within 30 days").
 */
export const DASHBOARD_EXPIRY_LEGENDS = ['30 days', '7 days'] as const;
export type DashboardExpiryLegend = (typeof DASHBOARD_EXPIRY_LEGENDS)[number];
/** How many days ahead each expiry slice reaches. */
export const DASHBOARD_EXPIRY_DAYS = { '7 days': 7, '30 days': 30 } as const satisfies Record<
  DashboardExpiryLegend,
  number
>;

export const dashboardOrderRow = z.object({
  id: z.number().int(),
  status: z.number().int(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type DashboardOrderRow = z.infer<typeof dashboardOrderRow>;

/** One slice of a pie chart: the legend and the count. */
export const chartSlice = z.object({ name: z.string(), value: z.number().int() });
export type ChartSlice = z.infer<typeof chartSlice>;

/** GET dashboard: the team's numbers (a sub-user sees its main account's). */
export const dashboardAnswer = z.object({
  /** Every order; paid, not paid and cancelled are My Orders' tags paid, unpaid and cancel. */
  ordersCount: z.number().int(),
  paidOrdersCount: z.number().int(),
  notPaidOrdersCount: z.number().int(),
  cancelOrdersCount: z.number().int(),
  /** Every coupon of the account (the promo-code page's "all" tab). */
  couponsCount: z.number().int(),
  /** Newest first, at most DASHBOARD_RECENT_ROWS. */
  recentOrders: z.array(dashboardOrderRow),
  /** Orders whose certificate is issued (status 2 issued or 3 complete), newest first. */
  recentIssuedOrders: z.array(dashboardOrderRow),
  ordersBrandData: z.array(chartSlice),
  ordersDomainTypeData: z.array(chartSlice),
  ordersAuditTypeData: z.array(chartSlice),
  ordersCertExpiredData: z.array(chartSlice),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;
