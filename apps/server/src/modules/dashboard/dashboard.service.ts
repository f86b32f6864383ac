import {
  AUDIT_TYPES,
  DASHBOARD_DOMAIN_TYPE_LEGENDS,
  DASHBOARD_EXPIRY_DAYS,
  domainTypeLegend,
  type ChartSlice,
  type DashboardAnswer,
  type DashboardOrderRow,
} from '@portal/contract';
import { DAY } from '../../lib/clock.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { createDashboardRepository, type RecentOrder } from './dashboard.repository.js';

/** A chart's slices: the legends first (also at 0, so the legend stays put), then any other name. */
class Slices {
  private readonly values = new Map<string, number>();
  constructor(private readonly legends: readonly string[]) {
    for (const legend of legends) this.values.set(legend, 0);
  }
  add(name: string, value: number): void {
    this.values.set(name, (this.values.get(name) ?? 0) + value);
  }
  /** Legends in their order; other names after them, largest first. */
  list(): ChartSlice[] {
    const others = [...this.values]
      .filter(([name]) => !this.legends.includes(name))
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
    return [...this.legends.map((name) => [name, this.values.get(name) ?? 0] as const), ...others].map(
      ([name, value]) => ({ name, value }),
    );
  }
}

const recentRow = (order: RecentOrder): DashboardOrderRow => ({
  id: order.id,
  status: order.status,
  createdAt: new Date(order.createdAt).toISOString(),
});

/**
 * GET dashboard (issue 15; docs/domain/dashboard.md): the team's counts and charts from one statement. The
 * counts are My Orders' tags (all, paid, unpaid, cancel) over the same orders, so a tile and the list it opens
 * agree; nothing is cached. The brand chart's legends are the catalogue's brands, as it names and spells them.
 */
export function createDashboardService(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  parts: {
    /** The brands of the product catalogue, in its order (catalogue.select: what the shop lists). */
    brands: () => Promise<readonly string[]>;
  },
) {
  const repo = createDashboardRepository(deps.db);

  return {
    async summary(session: SessionContext): Promise<DashboardAnswer> {
      const now = deps.clock.now();
      const [row, catalogueBrands] = await Promise.all([
        repo.summary({
          accountId: session.ownerAccountId,
          now,
          week: new Date(now.getTime() + DASHBOARD_EXPIRY_DAYS['7 days'] * DAY),
          month: new Date(now.getTime() + DASHBOARD_EXPIRY_DAYS['30 days'] * DAY),
        }),
        parts.brands(),
      ]);
      // Every brand of the catalogue (also at 0); orders of a brand it no longer sells follow, named by the order.
      const brands = new Slices(catalogueBrands);
      const domainTypes = new Slices(DASHBOARD_DOMAIN_TYPE_LEGENDS);
      const auditTypes = new Slices(AUDIT_TYPES);
      const totals = { orders: 0, paid: 0, unpaid: 0, cancel: 0 };
      for (const group of row?.groups ?? []) {
        totals.orders += group.orders;
        totals.paid += group.paid;
        totals.unpaid += group.unpaid;
        totals.cancel += group.cancel;
        brands.add(group.brand, group.orders);
        domainTypes.add(domainTypeLegend(group.domainType), group.orders);
        auditTypes.add(group.auditType, group.orders);
      }
      return {
        ordersCount: totals.orders,
        paidOrdersCount: totals.paid,
        notPaidOrdersCount: totals.unpaid,
        cancelOrdersCount: totals.cancel,
        couponsCount: row?.coupons ?? 0,
        recentOrders: (row?.recent ?? []).map(recentRow),
        recentIssuedOrders: (row?.recentIssued ?? []).map(recentRow),
        ordersBrandData: brands.list(),
        ordersDomainTypeData: domainTypes.list(),
        ordersAuditTypeData: auditTypes.list(),
        ordersCertExpiredData: [
          { name: '30 days', value: row?.endingWithinMonth ?? 0 },
          { name: '7 days', value: row?.endingWithinWeek ?? 0 },
        ],
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
