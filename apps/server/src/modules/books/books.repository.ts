import { and, desc, eq, gte, inArray, isNotNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  accounts,
  coupons,
  enterprises,
  ledgerEntries,
  orders,
  payments,
  reissues,
  type EnterpriseRow,
  type PaymentRow,
  type ReissueRow,
} from '../../db/schema/index.js';

/** Which payments the activity list shows: the account's paid ones (real money movements), filtered. */
export interface ActivityFilter {
  type?: PaymentRow['type'] | undefined;
  /** An order id: payments of that order or of its reissues. */
  orderId?: number | undefined;
  /** A reissue id (`123_2`): the payments of that reissue. */
  reissueId?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
}

export type ActivityItem = Pick<
  PaymentRow,
  | 'id'
  | 'type'
  | 'channel'
  | 'ordersId'
  | 'reissueIds'
  | 'subtotalCents'
  | 'discountCents'
  | 'totalCents'
  | 'couponId'
  | 'promoCode'
> & { paidAt: Date; balanceAfterCents: number };

export interface OrderSummary {
  id: number;
  productName: string;
  commonName: string;
  validity: number;
}

const ACTIVITY_COLUMNS = {
  id: payments.id,
  type: payments.type,
  channel: payments.channel,
  ordersId: payments.ordersId,
  reissueIds: payments.reissueIds,
  subtotalCents: payments.subtotalCents,
  discountCents: payments.discountCents,
  totalCents: payments.totalCents,
  couponId: payments.couponId,
  promoCode: payments.promoCode,
};

/**
 * A payments column written with its table name: drizzle leaves columns of a one-table query unqualified, and
 * inside a subquery on another table a bare "id" or "account_id" would name that table's column instead.
 */
export const paymentsColumn = (column: AnyColumn) =>
  sql`${sql.identifier('payments')}.${sql.identifier(column.name)}`;
const p = {
  id: paymentsColumn(payments.id),
  accountId: paymentsColumn(payments.accountId),
  type: paymentsColumn(payments.type),
  channel: paymentsColumn(payments.channel),
  paidAt: paymentsColumn(payments.paidAt),
};

/**
 * The balance right after a payment: its own ledger entry when it moved the balance (a purchase debited, a
 * top-up or refund credited); otherwise (card or offline purchase, nothing to debit) the balance it left
 * untouched — the last entry booked at or before it was paid; 0 before any booking.
 */
export const balanceAfterSql = sql<number>`coalesce(
  case
    when ${p.type} = 'purchase' and ${p.channel} = 'fund' then (
      select l.balance_after_cents from ${ledgerEntries} l
      where l.payment_id = ${p.id} and l.kind = 'purchase')
    when ${p.type} <> 'purchase' then (
      select l.balance_after_cents from ${ledgerEntries} l
      where l.account_id = ${p.accountId} and l.payment_id = ${p.id}
      order by l.id desc limit 1)
  end,
  (select l.balance_after_cents from ${ledgerEntries} l
   where l.account_id = ${p.accountId} and l.created_at <= ${p.paidAt}
   order by l.id desc limit 1),
  0)`.mapWith(Number);

function activityCondition(accountId: number, filter: ActivityFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(payments.accountId, accountId), isNotNull(payments.paidAt)];
  if (filter.type) parts.push(eq(payments.type, filter.type));
  if (filter.orderId !== undefined)
    parts.push(
      or(
        sql`${payments.ordersId} @> ${JSON.stringify([filter.orderId])}::jsonb`,
        sql`jsonb_path_exists(${payments.reissueIds}, '$[*] ? (@ starts with $p)', jsonb_build_object('p', ${`${filter.orderId}_`}::text))`,
      ),
    );
  if (filter.reissueId)
    parts.push(sql`${payments.reissueIds} @> ${JSON.stringify([filter.reissueId])}::jsonb`);
  if (filter.from) parts.push(gte(payments.paidAt, filter.from));
  if (filter.to) parts.push(lt(payments.paidAt, filter.to));
  return and(...parts);
}

const invoiceCondition = (accountId: number) =>
  and(eq(payments.accountId, accountId), eq(payments.type, 'purchase'), isNotNull(payments.paidAt));

export function createBooksRepository(db: Executor) {
  return {
    async activityPage(
      accountId: number,
      filter: ActivityFilter,
      limit: number,
      offset: number,
    ): Promise<ActivityItem[]> {
      const rows = await db
        .select({ ...ACTIVITY_COLUMNS, paidAt: payments.paidAt, balanceAfterCents: balanceAfterSql })
        .from(payments)
        .where(activityCondition(accountId, filter))
        .orderBy(desc(payments.paidAt), desc(payments.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({ ...r, paidAt: r.paidAt! }));
    },
    async activityCount(accountId: number, filter: ActivityFilter): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(payments)
        .where(activityCondition(accountId, filter));
      return row?.n ?? 0;
    },
    /** Paid purchases, newest first: each is an invoice. */
    async invoicePage(accountId: number, limit: number, offset: number): Promise<ActivityItem[]> {
      const rows = await db
        .select({ ...ACTIVITY_COLUMNS, paidAt: payments.paidAt, balanceAfterCents: sql<number>`0` })
        .from(payments)
        .where(invoiceCondition(accountId))
        .orderBy(desc(payments.paidAt), desc(payments.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({ ...r, paidAt: r.paidAt! }));
    },
    async invoiceCount(accountId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(payments)
        .where(invoiceCondition(accountId));
      return row?.n ?? 0;
    },
    /** One invoice (a paid purchase of this account), undefined otherwise. */
    async findInvoice(id: number, accountId: number): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.id, id), invoiceCondition(accountId)));
      return row;
    },
    /** What describing a payment needs of its orders (not the CSR, names or contact). */
    orderSummaries(ids: number[], accountId: number): Promise<OrderSummary[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: orders.id,
          productName: orders.productName,
          commonName: orders.commonName,
          validity: orders.validity,
        })
        .from(orders)
        .where(and(inArray(orders.id, ids), eq(orders.accountId, accountId)));
    },
    reissuesOf(ids: string[], accountId: number): Promise<ReissueRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(reissues)
        .where(and(inArray(reissues.id, ids), eq(reissues.accountId, accountId)));
    },
    async couponCode(id: number): Promise<string | undefined> {
      const [row] = await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, id));
      return row?.code;
    },
    /** The business information the account entered last: the invoice's buyer. */
    async newestEnterprise(accountId: number): Promise<EnterpriseRow | undefined> {
      const [row] = await db
        .select()
        .from(enterprises)
        .where(eq(enterprises.accountId, accountId))
        .orderBy(desc(enterprises.id))
        .limit(1);
      return row;
    },
    async accountEmail(accountId: number): Promise<string> {
      const [row] = await db
        .select({ email: accounts.email })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return row?.email ?? '';
    },
  };
}
export type BooksRepository = ReturnType<typeof createBooksRepository>;
