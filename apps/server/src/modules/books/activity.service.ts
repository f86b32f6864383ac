import {
  centsToAmount,
  centsToNumber,
  isReissueId,
  type ActivityAnswer,
  type ActivityQuery,
  type Language,
} from '@portal/contract';
import { pageWindow } from '../../lib/pagination.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { createBooksRepository, type ActivityFilter } from './books.repository.js';
import { describePayment, orderIdsOf } from './describe.js';
import { dayWindow } from '../../lib/day-range.js';

function filterOf(query: ActivityQuery): ActivityFilter {
  const ref = query.orderID;
  return {
    type: query.type,
    ...(ref === undefined ? {} : isReissueId(ref) ? { reissueId: ref } : { orderId: Number(ref) }),
    ...dayWindow(query),
  };
}

/**
 * Account activity (GET payments): the account's paid payments — top-ups, purchases and refunds that really
 * happened — newest first, each with the balance it left; and the balance now. Unpaid payments (a payment
 * prepared on buy-details and abandoned) are not activity.
 */
export function createActivityService(
  deps: ServiceDeps,
  parts: { ledger: Pick<LedgerService, 'balanceOf'> },
) {
  const repo = createBooksRepository(deps.db);

  return {
    async list(session: SessionContext, query: ActivityQuery, lang: Language): Promise<ActivityAnswer> {
      const accountId = session.ownerAccountId;
      const filter = filterOf(query);
      const { limit, offset } = pageWindow(query);
      const [rows, total, balance] = await Promise.all([
        repo.activityPage(accountId, filter, limit, offset),
        repo.activityCount(accountId, filter),
        parts.ledger.balanceOf(deps.db, accountId),
      ]);
      const summaries = await repo.orderSummaries(orderIdsOf(rows), accountId);
      const byId = new Map(summaries.map((o) => [o.id, o]));
      return {
        list: rows.map((p) => ({
          id: p.id,
          describe: describePayment(lang, p, byId),
          ordersID: p.ordersId,
          reissueOrdersID: p.reissueIds,
          totalAmount: centsToNumber(p.totalCents),
          type: p.type,
          channel: p.channel,
          currentAmount: centsToNumber(p.balanceAfterCents),
          paidAt: p.paidAt.toISOString(),
        })),
        total,
        funds: `$${centsToAmount(balance)}`,
      };
    },
  };
}
export type ActivityService = ReturnType<typeof createActivityService>;
