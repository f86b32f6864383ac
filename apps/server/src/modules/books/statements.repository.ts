import { and, desc, eq, gt, gte, isNotNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { csvFieldSql, localTimeSql } from '../../db/csv-sql.js';
import { accountStatements, orders, payments, type AccountStatementRow } from '../../db/schema/index.js';
import { balanceAfterSql, paymentsColumn } from './books.repository.js';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface MonthWindow {
  /** YYYY-MM */
  month: string;
  from: Date;
  /** Exclusive. */
  to: Date;
}

/** Where the CSV export of a month stopped: the last row's paid time and id (keyset). */
export interface CsvCursor {
  paidAt: string;
  id: number;
}

const money = (cents: SQL | AnyColumn) => sql`to_char(${cents} / 100.0, 'FM999999999990.00')`;

const p = {
  type: paymentsColumn(payments.type),
  channel: paymentsColumn(payments.channel),
  accountId: paymentsColumn(payments.accountId),
  ordersId: paymentsColumn(payments.ordersId),
  reissueIds: paymentsColumn(payments.reissueIds),
};

/** An English description of a payment, built by the database for the export. */
const describeSql = sql<string>`case ${p.type}
  when 'addFunds' then 'Add funds (' || coalesce(${p.channel}, 'offline') || ')'
  when 'refundSSL' then 'Refund of order ' || (
    select string_agg(e, '; ') from jsonb_array_elements_text(${p.ordersId}) e)
  else concat_ws('; ',
    (select string_agg(o.product_name || ' · ' || o.common_name || ' · ' || o.validity || ' months', '; ' order by o.id)
     from ${orders} o
     where o.account_id = ${p.accountId}
       and o.id in (select e::bigint from jsonb_array_elements_text(${p.ordersId}) e)),
    (select string_agg('Additional names for ' || e, '; ') from jsonb_array_elements_text(${p.reissueIds}) e))
  end`;

const idsSql = (column: SQL) =>
  sql`coalesce((select string_agg(e, ';') from jsonb_array_elements_text(${column}) e), '')`;

export const STATEMENT_CSV_HEADER =
  'paymentID,paidAt,type,channel,ordersID,reissueOrdersID,description,subtotal,discount,totalAmount,balanceAfter\n';

/**
 * The month's totals per channel in ONE aggregate statement, stored (or recomputed) as the month's row: the
 * unique (account, month) index makes a second generation an update of the same row. Exported for the bench,
 * which runs exactly this statement bare through `pg`.
 */
export function generateStatementSql(accountId: number, window: MonthWindow, now: Date): SQL {
  const at = now.toISOString();
  return sql`
    insert into ${accountStatements} as s (account_id, month, total_purchase_cents, paypal_purchase_cents,
                                           fund_purchase_cents, created_at, updated_at)
    select ${accountId}::bigint, ${window.month}::text,
           coalesce(sum(p.total_cents), 0),
           coalesce(sum(p.total_cents) filter (where p.channel = 'paypal'), 0),
           coalesce(sum(p.total_cents) filter (where p.channel = 'fund'), 0),
           ${at}::timestamptz, ${at}::timestamptz
    from ${payments} p
    where p.account_id = ${accountId}::bigint and p.type = 'purchase'
      and p.paid_at >= ${window.from.toISOString()}::timestamptz
      and p.paid_at < ${window.to.toISOString()}::timestamptz
    on conflict (account_id, month) do update
      set total_purchase_cents = excluded.total_purchase_cents,
          paypal_purchase_cents = excluded.paypal_purchase_cents,
          fund_purchase_cents = excluded.fund_purchase_cents,
          updated_at = excluded.updated_at
    returning s.id, s.account_id, s.month, s.total_purchase_cents, s.paypal_purchase_cents,
              s.fund_purchase_cents, (extract(epoch from s.created_at) * 1000)::float8 as created_ms,
              (extract(epoch from s.updated_at) * 1000)::float8 as updated_ms`;
}

/** The statement as text and parameters for a plain `pg` client. */
export const statementQueryText = (query: SQL) => new PgDialect().sqlToQuery(query);

export function createStatementsRepository(db: Executor) {
  return {
    /** Generates (or recomputes) the month's statement: see generateStatementSql. */
    async generate(accountId: number, window: MonthWindow, now: Date): Promise<AccountStatementRow> {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(generateStatementSql(accountId, window, now)),
      );
      const row = rows[0];
      if (!row) throw new Error('statement not written');
      return {
        id: Number(row.id),
        accountId: Number(row.account_id),
        month: String(row.month),
        totalPurchaseCents: Number(row.total_purchase_cents),
        payPalPurchaseCents: Number(row.paypal_purchase_cents),
        fundPurchaseCents: Number(row.fund_purchase_cents),
        createdAt: new Date(Number(row.created_ms)),
        updatedAt: new Date(Number(row.updated_ms)),
      };
    },
    async page(
      accountId: number,
      month: string | undefined,
      limit: number,
      offset: number,
    ): Promise<{ rows: AccountStatementRow[]; total: number }> {
      const where = and(
        eq(accountStatements.accountId, accountId),
        month ? eq(accountStatements.month, month) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(accountStatements)
          .where(where)
          .orderBy(desc(accountStatements.month))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(accountStatements)
          .where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },
    async findOwned(id: number, accountId: number): Promise<AccountStatementRow | undefined> {
      const [row] = await db
        .select()
        .from(accountStatements)
        .where(and(eq(accountStatements.id, id), eq(accountStatements.accountId, accountId)));
      return row;
    },
    /**
     * One batch of the month's activity as CSV lines made by the database, oldest first after `after`
     * (keyset on paid time and id), so the export holds one batch in memory whatever the month holds.
     */
    async csvBatch(
      accountId: number,
      window: MonthWindow,
      after: CsvCursor | null,
      size: number,
      offsetMinutes: number,
    ): Promise<{ lines: string; last: CsvCursor } | undefined> {
      const where = and(
        eq(payments.accountId, accountId),
        isNotNull(payments.paidAt),
        gte(payments.paidAt, window.from),
        lt(payments.paidAt, window.to),
        after
          ? or(
              gt(payments.paidAt, new Date(after.paidAt)),
              and(eq(payments.paidAt, new Date(after.paidAt)), gt(payments.id, after.id)),
            )
          : undefined,
      );
      const line = sql<string>`concat_ws(',', ${payments.id}, ${localTimeSql(payments.paidAt, offsetMinutes)},
        ${payments.type}, coalesce(${payments.channel}, ''), ${idsSql(p.ordersId)},
        ${idsSql(p.reissueIds)}, ${csvFieldSql(describeSql)}, ${money(payments.subtotalCents)},
        ${money(payments.discountCents)}, ${money(payments.totalCents)}, ${money(balanceAfterSql)})`;
      const rows = await db
        .select({ id: payments.id, paidAt: payments.paidAt, line })
        .from(payments)
        .where(where)
        .orderBy(payments.paidAt, payments.id)
        .limit(size);
      const last = rows.at(-1);
      if (!last?.paidAt) return undefined;
      return {
        lines: rows.map((r) => r.line).join('\n'),
        last: { paidAt: last.paidAt.toISOString(), id: last.id },
      };
    },
  };
}
export type StatementsRepository = ReturnType<typeof createStatementsRepository>;
