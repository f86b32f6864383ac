import { Readable } from 'node:stream';
import { PAY_WINDOW_DAYS, type OrderListRow, type OrdersQuery } from '@portal/contract';
import { DAY } from '../../lib/clock.js';
import { dayWindow } from '../../lib/day-range.js';
import { pageWindow } from '../../lib/pagination.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { createCountCache } from './order-count-cache.js';
import {
  createOrderListRepository,
  MARK_EVERY,
  markKeyOf,
  type OrderListFilter,
  type OrderListItem,
} from './order-list.repository.js';

type Filter = Omit<OrdersQuery, 'page' | 'pageSize'>;

const EXPORT_BATCH = 2000;
const CSV_HEADER = 'orderID,product,commonName,validityMonths,status,paid,freeTrial,createdAt,paidAt\n';

const row = (o: OrderListItem): OrderListRow => ({
  id: o.id,
  productName: o.productName,
  commonName: o.commonName,
  validity: o.validity,
  status: o.status,
  paid: o.paid,
  subscribeAutoPayment: o.subscribeAutoPayment,
  freeTrial: o.freeTrial,
  trialEndsAt: o.trialEndsAt ? o.trialEndsAt.toISOString() : null,
  createdAt: o.createdAt.toISOString(),
  paidAt: o.paidAt ? o.paidAt.toISOString() : null,
});

/** My Orders: the filtered, paged list and its CSV export (streamed in keyset batches). */
export function createOrderListService(deps: ServiceDeps) {
  const repo = createOrderListRepository(deps.db);
  const totals = createCountCache({ ttlMs: 30_000, minCached: 1000, maxEntries: 10_000 });

  function filterOf(query: Filter, offsetMinutes = 0): OrderListFilter {
    // Dates are the user's calendar days: midnight in their timezone, as UTC instants.
    const { from, to } = dayWindow(query, { offsetMinutes });
    return {
      timeType: query.timeType,
      tag: query.tag,
      orderID: query.orderID,
      domain: query.domain,
      from,
      to,
      now: deps.clock.now(),
      payWindowMs: PAY_WINDOW_DAYS * DAY,
    };
  }

  /**
   * A page of the list. Past the first MARK_EVERY orders it seeks below a remembered boundary (a mark) instead of
   * skipping every order before it; the marks are made (or extended) on the first deep page after the account's
   * orders changed. Every way gives exactly what `order by id desc limit … offset …` gives in one snapshot: a
   * mark is only used at the list version it was made at, and the plain offset answers whatever the marks cannot
   * (a page past the end, orders changed between two statements, needPay).
   */
  async function page(accountId: number, filter: OrderListFilter, limit: number, offset: number) {
    const key = offset >= MARK_EVERY ? markKeyOf(filter) : undefined;
    if (key === undefined) return repo.page(accountId, filter, limit, offset);
    const marked = await repo.markedPage(accountId, filter, key, limit, offset);
    if (marked) return marked;
    // Marks twice as deep as this page: paging on from here finds them made.
    const wanted = Math.floor(offset / MARK_EVERY);
    const made = await repo.extendMarks(accountId, filter, key, 2 * wanted * MARK_EVERY);
    if (made >= wanted) {
      const again = await repo.markedPage(accountId, filter, key, limit, offset);
      if (again) return again;
    }
    return repo.page(accountId, filter, limit, offset);
  }

  return {
    async list(session: SessionContext, query: OrdersQuery) {
      const { limit, offset } = pageWindow(query);
      const filter = filterOf(query);
      const accountId = session.ownerAccountId;
      const { now: _now, ...stable } = filter;
      const [list, total] = await Promise.all([
        page(accountId, filter, limit, offset),
        totals.get(`${accountId}:${JSON.stringify(stable)}`, filter.now.getTime(), () =>
          repo.count(accountId, filter),
        ),
      ]);
      return { list: list.map(row), total };
    },

    /** The filtered orders as CSV, read and written batch by batch: memory stays flat whatever the count. */
    csv(session: SessionContext, query: Filter & { timezone: number }): Readable {
      const filter = filterOf(query, query.timezone);
      const accountId = session.ownerAccountId;
      let beforeId: number | null = null;
      let header = true;
      return new Readable({
        async read() {
          try {
            if (header) {
              header = false;
              this.push(CSV_HEADER);
              return;
            }
            const batch = await repo.csvBatch(accountId, filter, beforeId, EXPORT_BATCH, query.timezone);
            if (!batch) {
              this.push(null);
              return;
            }
            beforeId = batch.lastId;
            this.push(`${batch.lines}\n`);
          } catch (error) {
            this.destroy(error as Error);
          }
        },
      });
    },
  };
}
export type OrderListService = ReturnType<typeof createOrderListService>;
