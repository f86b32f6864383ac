import { and, desc, eq, gte, inArray, lt, or, Param, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { OrderTag } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import { csvFieldSql, localTimeSql } from '../../db/csv-sql.js';
import { orderListMarks, orderListVersions, orders, type OrderRow } from '../../db/schema/index.js';
import { orderTagCondition, STATUS_OF_TAG } from '../../db/order-tag-sql.js';

export interface OrderListFilter {
  timeType: 'created' | 'paid';
  tag?: OrderTag | undefined;
  orderID?: number | undefined;
  domain?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
  now: Date;
  payWindowMs: number;
}

/** The values a filter compares with, by name: bound as parameters, or as placeholders of a prepared query. */
type ParamName = 'accountId' | 'payBy' | 'orderID' | 'domain' | 'from' | 'to';
type FilterParams = Partial<Record<ParamName, unknown>>;
/** The parameter `name`, encoded as `column` encodes its values (Dates as ISO text). */
type Bind = (name: ParamName, column?: AnyColumn) => Param;

/** Its SQL depends only on the filter's shape (which parts are set, the tag); the values go through `bind`. */
function conditionOf(filter: OrderListFilter, bind: Bind): SQL | undefined {
  const column = filter.timeType === 'paid' ? orders.paidAt : orders.createdAt;
  const parts: (SQL | undefined)[] = [eq(orders.accountId, bind('accountId', orders.accountId))];
  if (filter.tag) parts.push(orderTagCondition(filter.tag, bind('payBy', orders.trialEndsAt)));
  if (filter.orderID) parts.push(eq(orders.id, bind('orderID', orders.id)));
  if (filter.domain) {
    const pattern = bind('domain');
    parts.push(
      or(sql`${orders.commonName} ilike ${pattern}`, sql`${orders.dnsNames}::text ilike ${pattern}`),
    );
  }
  if (filter.from) parts.push(gte(column, bind('from', column)));
  if (filter.to) parts.push(lt(column, bind('to', column)));
  return and(...parts);
}

/** One key per condition SQL, for the prepared queries (at most 14 tags x 2^4 parts x 2 time types). */
function shapeOf(filter: OrderListFilter): string {
  const has = (value: unknown) => (value ? '1' : '0');
  return `${filter.tag ?? ''}:${filter.timeType}:${has(filter.orderID)}${has(filter.domain)}${has(filter.from)}${has(filter.to)}`;
}

function paramsOf(accountId: number, filter: OrderListFilter): FilterParams {
  const params: FilterParams = { accountId };
  if (filter.tag === 'needPay') params.payBy = new Date(filter.now.getTime() + filter.payWindowMs);
  if (filter.orderID) params.orderID = filter.orderID;
  if (filter.domain) params.domain = `%${filter.domain.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`;
  if (filter.from) params.from = filter.from;
  if (filter.to) params.to = filter.to;
  return params;
}

/** The values themselves (a query built once). */
const bindValues =
  (params: FilterParams): Bind =>
  (name, column) =>
    new Param(params[name], column);
/** Placeholders, filled by `execute(params)` (a prepared query). */
const bindPlaceholders: Bind = (name, column) => new Param(sql.placeholder(name), column);

/**
 * A named statement (PostgreSQL parses it once per connection and may reuse one generic plan for every account)
 * only for filters of equalities on the leading columns of an index (account, status tag, order id): their one
 * plan walks the account's index in id order, right for 10 orders or 100 000. Other filters stay unnamed (''),
 * planned for each execution's values: a generic plan made for an average account was measured 10-30x slower on
 * a reseller's pages filtered by date or payment. A page read below a mark is always named: whatever the filter,
 * it starts at the mark's id and reads fewer than MARK_EVERY + the page size matching orders (planning it each
 * time cost more than running it).
 */
function statementName(query: 'count' | 'page' | 'marked', filter: OrderListFilter): string {
  if (query === 'marked') return `order_list_marked_${shapeOf(filter)}`;
  const indexed = !filter.domain && !filter.from && !filter.to;
  const tag = filter.tag === undefined || STATUS_OF_TAG[filter.tag] !== undefined;
  return indexed && tag ? `order_list_${query}_${shapeOf(filter)}` : '';
}

/**
 * Deep pages (docs/domain/orders.md): every MARK_EVERY-th order of a list is remembered (order_list_marks), so page
 * N seeks below the nearest mark and skips fewer than MARK_EVERY orders, however deep N is.
 */
export const MARK_EVERY = 100;

/**
 * The filter's values as one text (the marks' key), or undefined for a list whose marks could not be kept: needPay
 * compares with the clock, so its list changes without any order changing.
 */
export function markKeyOf(filter: OrderListFilter): string | undefined {
  if (filter.tag === 'needPay') return undefined;
  return JSON.stringify([
    filter.timeType,
    filter.tag ?? null,
    filter.orderID ?? null,
    filter.domain ?? null,
    filter.from?.toISOString() ?? null,
    filter.to?.toISOString() ?? null,
  ]);
}

/** The account's list version as the statement's snapshot sees it (0 before any change was counted). */
const versionOf = (accountId: SQL | Param) =>
  sql`coalesce((select v.version from ${orderListVersions} v where v.account_id = ${accountId}), 0)`;

/** Only what the list and the export show: the CSR, names and contact stay in the database. */
const LIST_COLUMNS = {
  id: orders.id,
  productName: orders.productName,
  commonName: orders.commonName,
  validity: orders.validity,
  status: orders.status,
  paid: orders.paid,
  subscribeAutoPayment: orders.subscribeAutoPayment,
  freeTrial: orders.freeTrial,
  trialEndsAt: orders.trialEndsAt,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
};
export type OrderListItem = Pick<OrderRow, keyof typeof LIST_COLUMNS>;

export function createOrderListRepository(db: Executor) {
  // Building a query with drizzle cost more CPU than the rest of the route: the list's two queries are built once
  // per filter shape, with placeholders for the values, and executed with the request's values.
  const counts = new Map<string, ReturnType<typeof prepareCount>>();
  const pages = new Map<string, ReturnType<typeof preparePage>>();

  function prepareCount(filter: OrderListFilter) {
    return db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(conditionOf(filter, bindPlaceholders))
      .prepare(statementName('count', filter));
  }
  function preparePage(filter: OrderListFilter) {
    // The ids are picked from the index alone (a deep page skips thousands of index entries, not thousands of
    // table rows), then only the page's rows are read (`= any(array(…))`: planned in half the time of `in (…)`).
    const ids = db
      .select({ id: orders.id })
      .from(orders)
      .where(conditionOf(filter, bindPlaceholders))
      .orderBy(desc(orders.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    return db
      .select(LIST_COLUMNS)
      .from(orders)
      .where(
        and(
          eq(orders.accountId, bindPlaceholders('accountId', orders.accountId)),
          sql`${orders.id} = any(array(${ids}))`,
        ),
      )
      .orderBy(desc(orders.id))
      .prepare(statementName('page', filter));
  }
  const markedPages = new Map<string, ReturnType<typeof prepareMarkedPage>>();

  /**
   * The page below mark `mark` (the id of the list's (mark x MARK_EVERY)th order), skipping `rest` more: in ONE
   * statement, so the mark is used only when its version is the one this snapshot sees. No rows when the mark is
   * missing, stale or beyond the list (and when the page is past the end).
   */
  function prepareMarkedPage(filter: OrderListFilter) {
    const accountId = bindPlaceholders('accountId', orders.accountId);
    const below = sql`(select m.ids[${sql.placeholder('mark')}] from ${orderListMarks} m
      where m.account_id = ${accountId} and m.filter = ${sql.placeholder('filterKey')}
        and m.version = ${versionOf(accountId)})`;
    const ids = db
      .select({ id: orders.id })
      .from(orders)
      .where(and(conditionOf(filter, bindPlaceholders), sql`${orders.id} < ${below}`))
      .orderBy(desc(orders.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('rest'));
    return db
      .select(LIST_COLUMNS)
      .from(orders)
      .where(and(eq(orders.accountId, accountId), sql`${orders.id} = any(array(${ids}))`))
      .orderBy(desc(orders.id))
      .prepare(statementName('marked', filter));
  }

  function cached<T>(map: Map<string, T>, filter: OrderListFilter, prepare: (f: OrderListFilter) => T): T {
    const shape = shapeOf(filter);
    let query = map.get(shape);
    if (!query) {
      query = prepare(filter);
      map.set(shape, query);
    }
    return query;
  }

  return {
    async count(accountId: number, filter: OrderListFilter): Promise<number> {
      const [row] = await cached(counts, filter, prepareCount).execute(paramsOf(accountId, filter));
      return row?.n ?? 0;
    },
    /** One page, newest first. */
    page(
      accountId: number,
      filter: OrderListFilter,
      limit: number,
      offset: number,
    ): Promise<OrderListItem[]> {
      return cached(pages, filter, preparePage).execute({ ...paramsOf(accountId, filter), limit, offset });
    },
    /**
     * One page at `offset` (>= MARK_EVERY) through the marks; undefined when no valid mark reaches it (the caller
     * makes them with `extendMarks`, or reads the page by offset).
     */
    async markedPage(
      accountId: number,
      filter: OrderListFilter,
      filterKey: string,
      limit: number,
      offset: number,
    ): Promise<OrderListItem[] | undefined> {
      const mark = Math.floor(offset / MARK_EVERY);
      const rows = await cached(markedPages, filter, prepareMarkedPage).execute({
        ...paramsOf(accountId, filter),
        filterKey,
        mark,
        rest: offset - mark * MARK_EVERY,
        limit,
      });
      return rows.length > 0 ? rows : undefined;
    },
    /**
     * Makes the account's marks for the filter reach `depth` orders into the list: reads the list at its current
     * version (from the last valid mark on, or from the top when the version moved) and stores them, in one
     * statement. Answers how many valid marks there are now (fewer when the list is shorter than `depth`).
     */
    async extendMarks(
      accountId: number,
      filter: OrderListFilter,
      filterKey: string,
      depth: number,
    ): Promise<number> {
      const condition = conditionOf(filter, bindValues(paramsOf(accountId, filter)));
      const result = await db.execute(sql`
        with v as (select ${versionOf(sql`${accountId}`)} as version),
        kept as (
          select coalesce((select m.ids from ${orderListMarks} m, v
            where m.account_id = ${accountId} and m.filter = ${filterKey} and m.version = v.version),
            '{}'::bigint[]) as ids
        ),
        walked as (
          select w.id, row_number() over (order by w.id desc) as n
          from (
            select ${orders.id} as id from ${orders}
            where ${condition}
              and ${orders.id} < coalesce((select ids[cardinality(ids)] from kept), 9223372036854775807)
            order by ${orders.id} desc
            limit (select greatest(0, ${depth}::int - cardinality(ids) * ${MARK_EVERY}::int) from kept)
          ) w
        ),
        made as (
          select kept.ids || coalesce(
            (select array_agg(walked.id order by walked.n) from walked where walked.n % ${MARK_EVERY}::int = 0),
            '{}'::bigint[]) as ids,
            cardinality(kept.ids) as before
          from kept
        ),
        dropped as (
          delete from ${orderListMarks} m using v
          where m.account_id = ${accountId} and m.filter <> ${filterKey}
            and (m.version <> v.version or m.made_at < now() - interval '1 day')
        ),
        saved as (
          insert into ${orderListMarks} (account_id, filter, version, ids, made_at)
          select ${accountId}, ${filterKey}, v.version, made.ids, now() from v, made
          where cardinality(made.ids) > made.before
          on conflict (account_id, filter) do update
            set version = excluded.version, ids = excluded.ids, made_at = excluded.made_at
            where ${orderListMarks}.version < excluded.version
              or (${orderListMarks}.version = excluded.version
                and cardinality(${orderListMarks}.ids) < cardinality(excluded.ids))
        )
        select cardinality(ids)::int as marks from made`);
      const rows = (result as { rows: { marks: number }[] }).rows;
      return Number(rows[0]?.marks ?? 0);
    },
    /**
     * One batch of the export already formatted as CSV lines by the database (newest first, below `beforeId`):
     * the portal only passes text on, so the export runs near the speed of a COPY and holds one batch at a time.
     */
    async csvBatch(
      accountId: number,
      filter: OrderListFilter,
      beforeId: number | null,
      size: number,
      offsetMinutes: number,
    ): Promise<{ lines: string; lastId: number } | undefined> {
      const where = and(
        conditionOf(filter, bindValues(paramsOf(accountId, filter))),
        beforeId === null ? undefined : lt(orders.id, beforeId),
      );
      const line = sql<string>`concat_ws(',', ${orders.id}, ${csvFieldSql(orders.productName)}, ${csvFieldSql(
        orders.commonName,
      )}, ${orders.validity}, ${orders.status}, case when ${orders.paid} then 'yes' else 'no' end, case when ${
        orders.freeTrial
      } then 'yes' else 'no' end, ${localTimeSql(orders.createdAt, offsetMinutes)}, ${localTimeSql(
        orders.paidAt,
        offsetMinutes,
      )})`;
      const batch = db
        .select({ id: orders.id, line: line.as('line') })
        .from(orders)
        .where(where)
        .orderBy(desc(orders.id))
        .limit(size)
        .as('batch');
      const [row] = await db
        .select({
          lines: sql<string | null>`string_agg(${batch.line}, E'\n' order by ${batch.id} desc)`,
          lastId: sql<string | null>`min(${batch.id})`,
        })
        .from(batch);
      if (!row?.lines || row.lastId === null) return undefined;
      return { lines: row.lines, lastId: Number(row.lastId) };
    },
    findOwnedMany(ids: number[], accountId: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(inArray(orders.id, ids), eq(orders.accountId, accountId)));
    },
  };
}
