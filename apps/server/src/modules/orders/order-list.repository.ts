import {
  and,
  desc,
  eq,
  gte,
  inArray,
  lt,
  lte,
  notInArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { OrderTag } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import { orders, type OrderRow } from '../../db/schema/index.js';

/** Statuses after which an unpaid order is no longer "unpaid" but closed. */
const CLOSED = [4, 5, 6, 7, 8, 9, 10, 13];
const BY_STATUS: Partial<Record<OrderTag, number>> = {
  unauthz: 0,
  waitCommit: 12,
  issued: 2,
  complete: 3,
  refunded: 6,
  cancel: 5,
  revoking: 7,
  revoked: 8,
  failed: 13,
};

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

function tagCondition(tag: OrderTag, now: Date, payWindowMs: number): SQL | undefined {
  const status = BY_STATUS[tag];
  if (status !== undefined) return eq(orders.status, status);
  switch (tag) {
    case 'paid':
      return eq(orders.paid, true);
    case 'unpaid':
      return and(eq(orders.paid, false), notInArray(orders.status, CLOSED));
    case 'freeTrial':
      return and(eq(orders.freeTrial, true), eq(orders.paid, false));
    case 'needPay':
      // The trial ends within the pay window (or has ended) and the order is still unpaid and open.
      return and(
        eq(orders.freeTrial, true),
        eq(orders.paid, false),
        notInArray(orders.status, CLOSED),
        lte(orders.trialEndsAt, new Date(now.getTime() + payWindowMs)),
      );
    default:
      return undefined;
  }
}

export function conditionOf(accountId: number, filter: OrderListFilter): SQL | undefined {
  const column = filter.timeType === 'paid' ? orders.paidAt : orders.createdAt;
  const parts: (SQL | undefined)[] = [eq(orders.accountId, accountId)];
  if (filter.tag) parts.push(tagCondition(filter.tag, filter.now, filter.payWindowMs));
  if (filter.orderID) parts.push(eq(orders.id, filter.orderID));
  if (filter.domain) {
    const pattern = `%${filter.domain.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`;
    parts.push(
      or(sql`${orders.commonName} ilike ${pattern}`, sql`${orders.dnsNames}::text ilike ${pattern}`),
    );
  }
  if (filter.from) parts.push(gte(column, filter.from));
  if (filter.to) parts.push(lt(column, filter.to));
  return and(...parts);
}

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

/**
 * A CSV field built by the database: formula-looking text (= + - @ tab CR first) gets a leading quote mark so a
 * spreadsheet shows it as text, and a field with a comma, quote or line break is quoted.
 */
export function csvFieldSql(value: SQL | AnyColumn): SQL {
  const defused = sql`(case when ${value} ~ ${'^[=+@\t\r-]'} then '''' || ${value} else ${value} end)`;
  return sql`(case when ${defused} ~ ${'[",\r\n]'} then '"' || replace(${defused}, '"', '""') || '"' else ${defused} end)`;
}

/** YYYY-MM-DD HH:mm:ss at `offsetMinutes` east of UTC; empty for null. */
export function localTimeSql(column: AnyColumn, offsetMinutes: number): SQL {
  return sql`coalesce(to_char((${column} at time zone 'UTC') + make_interval(mins => ${offsetMinutes}::int), 'YYYY-MM-DD HH24:MI:SS'), '')`;
}

export function createOrderListRepository(db: Executor) {
  return {
    async count(accountId: number, filter: OrderListFilter): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(conditionOf(accountId, filter));
      return row?.n ?? 0;
    },
    /**
     * One page, newest first. The ids are picked from the index alone (a deep page skips thousands of index
     * entries, not thousands of table rows), then only the page's rows are read.
     */
    page(
      accountId: number,
      filter: OrderListFilter,
      limit: number,
      offset: number,
    ): Promise<OrderListItem[]> {
      const ids = db
        .select({ id: orders.id })
        .from(orders)
        .where(conditionOf(accountId, filter))
        .orderBy(desc(orders.id))
        .limit(limit)
        .offset(offset);
      return db
        .select(LIST_COLUMNS)
        .from(orders)
        .where(and(eq(orders.accountId, accountId), inArray(orders.id, ids)))
        .orderBy(desc(orders.id));
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
        conditionOf(accountId, filter),
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
