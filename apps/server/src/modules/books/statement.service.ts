import { centsToNumber } from '@portal/contract';
import { Readable } from 'node:stream';
import type { StatementRow } from '@portal/contract';
import type { AccountStatementRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { pageWindow } from '../../lib/pagination.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { isFinishedMonth, monthWindow } from './months.js';
import { createStatementsRepository, STATEMENT_CSV_HEADER, type CsvCursor } from './statements.repository.js';

const EXPORT_BATCH = 2000;

const rowOf = (s: AccountStatementRow): StatementRow => ({
  id: s.id,
  totalPurchase: centsToNumber(s.totalPurchaseCents),
  payPalPurchase: centsToNumber(s.payPalPurchaseCents),
  fundPurchase: centsToNumber(s.fundPurchaseCents),
  time: s.month,
  createdAt: s.createdAt.toISOString(),
  updatedAt: s.updatedAt.toISOString(),
});

/**
 * Monthly account statements: the purchases paid in a finished UTC month, per channel (card wallet, balance;
 * the total also counts offline payments), computed by one aggregate query and kept as the month's row —
 * generating again recomputes it. The CSV lists the month's activity in the reader's timezone.
 */
export function createStatementService(deps: ServiceDeps) {
  const repo = createStatementsRepository(deps.db);

  async function requireStatement(session: SessionContext, id: number): Promise<AccountStatementRow> {
    const statement = await repo.findOwned(id, session.ownerAccountId);
    if (!statement) throw new AppError('notFound', 'books.errors.statementNotFound', { id });
    return statement;
  }

  return {
    async generate(session: SessionContext, month: string): Promise<StatementRow> {
      const now = deps.clock.now();
      if (!isFinishedMonth(month, now)) throw new AppError('statementMonth');
      return rowOf(await repo.generate(session.ownerAccountId, monthWindow(month), now));
    },

    async list(
      session: SessionContext,
      query: { page: number; pageSize: number; time?: string | undefined },
    ) {
      const { limit, offset } = pageWindow(query);
      const { rows, total } = await repo.page(session.ownerAccountId, query.time, limit, offset);
      return { list: rows.map(rowOf), total };
    },

    /** The CSV of a statement's month, read batch by batch: memory stays flat however busy the month was. */
    async csv(
      session: SessionContext,
      id: number,
      timezone: number,
    ): Promise<{ fileName: string; body: Readable }> {
      const statement = await requireStatement(session, id);
      const window = monthWindow(statement.month);
      let after: CsvCursor | null = null;
      let header = true;
      const body = new Readable({
        async read() {
          try {
            if (header) {
              header = false;
              this.push(STATEMENT_CSV_HEADER);
              return;
            }
            const batch = await repo.csvBatch(statement.accountId, window, after, EXPORT_BATCH, timezone);
            if (!batch) {
              this.push(null);
              return;
            }
            after = batch.last;
            this.push(`${batch.lines}\n`);
          } catch (error) {
            this.destroy(error as Error);
          }
        },
      });
      return { fileName: `statement-${statement.month}.csv`, body };
    },
  };
}
export type StatementService = ReturnType<typeof createStatementService>;
