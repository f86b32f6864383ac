// The dashboard's numbers in ONE statement (one round trip, one pooled connection per request): the orders
// grouped by brand, domain type and audit type with My Orders' paid / unpaid / cancel counts per group, the two
// recent-order lists, the coupons and the certificates ending soon, as one row.
import { DASHBOARD_RECENT_ROWS } from '@portal/contract';
import { and, eq, fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, certificates, coupons, orders } from '../../db/schema/index.js';
import { certificateEndsWithin } from '../../db/certificate-expiry-sql.js';
import { orderTagCondition } from '../../db/order-tag-sql.js';

/** One group of the team's orders: a brand, domain type and audit type, with its counts. */
export interface OrderGroup {
  brand: string;
  domainType: number;
  auditType: string;
  orders: number;
  paid: number;
  unpaid: number;
  cancel: number;
}

export interface RecentOrder {
  id: number;
  status: number;
  /** As PostgreSQL writes a timestamptz in JSON (ISO 8601 with an offset). */
  createdAt: string;
}

export interface DashboardRow {
  groups: OrderGroup[];
  recent: RecentOrder[];
  recentIssued: RecentOrder[];
  coupons: number;
  /** Live certificates ending in [now, week) and in [week, month). */
  endingWithinWeek: number;
  endingWithinMonth: number;
}

/** The values of the statement's placeholders. */
export interface DashboardParams {
  accountId: number;
  now: Date;
  week: Date;
  month: Date;
}

const accountId = sql.placeholder('accountId');
/** A constant in the text, not a parameter: the planner knows how few rows are read. */
const recentRows = sql.raw(String(DASHBOARD_RECENT_ROWS));
const teamOrders = eq(orders.accountId, accountId);

/** count(*) of the rows meeting `condition`, as a JSON-friendly int. */
const countWhere = (condition: SQL | undefined) => sql`(count(*) filter (where ${condition}))::int`;

/**
 * Grouped in the order of orders_account_dashboard_idx (account, brand, domain type, audit type, status, paid):
 * an index-only scan feeds a sorted group-by, at most a few dozen groups; the service adds them up per chart.
 */
const groups = sql<OrderGroup[]>`(
  select coalesce(json_agg(json_build_object(
    'brand', g.brand, 'domainType', g.domain_type, 'auditType', g.audit_type,
    'orders', g.orders, 'paid', g.paid, 'unpaid', g.unpaid, 'cancel', g.cancel)), '[]'::json)
  from (
    select ${orders.brand} as brand, ${orders.domainType} as domain_type, ${orders.auditType} as audit_type,
      count(*)::int as orders,
      ${countWhere(orderTagCondition('paid'))} as paid,
      ${countWhere(orderTagCondition('unpaid'))} as unpaid,
      ${countWhere(orderTagCondition('cancel'))} as cancel
    from ${orders}
    where ${teamOrders}
    group by ${orders.brand}, ${orders.domainType}, ${orders.auditType}
  ) g)`;

/** The rows as a JSON array, newest first. */
const asJson = (rows: SQL) => sql<RecentOrder[]>`(
  select coalesce(json_agg(json_build_object('id', r.id, 'status', r.status, 'createdAt', r.created_at)
    order by r.id desc), '[]'::json)
  from ${rows} r)`;

/**
 * The newest orders: their ids from orders_account_idx alone, then their rows by primary key. Asked for the rows
 * at once, the planner may walk the primary key backwards and pass every newer order of every other account first
 * (measured: 100 000 rows skipped for a reseller whose orders are the older ones). The ids are the team's
 * already: naming the account again outside let a generic plan filter all of the team's orders instead.
 */
const recent = asJson(sql`(
  select ${orders.id} as id, ${orders.status} as status, ${orders.createdAt} as created_at
  from ${orders}
  where ${orders.id} = any(array(
    select ${orders.id} from ${orders} where ${teamOrders} order by ${orders.id} desc limit ${recentRows})))`);

/** The team's newest orders meeting `tag` (a status), from orders_account_status_idx alone. */
const newestWith = (tag: SQL | undefined) => sql`(
  select ${orders.id} as id, ${orders.status} as status, ${orders.createdAt} as created_at
  from ${orders}
  where ${and(teamOrders, tag)}
  order by ${orders.id} desc
  limit ${recentRows})`;

/**
 * Issued orders are My Orders' tags issued (2) and complete (3): the newest of each, merged. Found at once
 * however rare they are among the team's orders.
 */
const recentIssued = asJson(sql`(
  select * from (${newestWith(orderTagCondition('issued'))} union all ${newestWith(orderTagCondition('complete'))}) u
  order by id desc
  limit ${recentRows})`);

const certificatesEnding = (since: string, until: string) => sql<number>`(
  select count(*)::int from ${certificates}
  where ${and(
    eq(certificates.accountId, accountId),
    certificateEndsWithin(sql.placeholder(since), sql.placeholder(until)),
  )})`;

/** The promo-code page's "all" tab: every coupon of the account. */
const couponCount = sql<number>`(select count(*)::int from ${coupons} where ${eq(coupons.accountId, accountId)})`;

function dashboardQuery(db: Executor) {
  // One row per account: the statement answers nothing for an account that is not there.
  return db
    .select({
      groups,
      recent,
      recentIssued,
      coupons: couponCount,
      endingWithinWeek: certificatesEnding('now', 'week'),
      endingWithinMonth: certificatesEnding('week', 'month'),
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
}

/** The name the statement is prepared under (PostgreSQL parses and plans it once per connection). */
export const DASHBOARD_STATEMENT = 'dashboard';

/**
 * The statement's text and its values as the driver receives them: the benchmark sends the very same SQL bare
 * through `pg`, to measure what the route adds to it.
 */
export function dashboardStatementText(db: Executor, params: DashboardParams) {
  const query = dashboardQuery(db).toSQL();
  return {
    name: DASHBOARD_STATEMENT,
    text: query.sql,
    values: fillPlaceholders(query.params, { ...params }),
  };
}

export function createDashboardRepository(db: Executor) {
  const prepared = dashboardQuery(db).prepare(DASHBOARD_STATEMENT);
  return {
    async summary(params: DashboardParams): Promise<DashboardRow | undefined> {
      const [row] = await prepared.execute({ ...params });
      return row;
    },
  };
}
