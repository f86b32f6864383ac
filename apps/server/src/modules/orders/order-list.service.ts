import { Readable } from 'node:stream';
import { PAY_WINDOW_DAYS, type OrderListRow, type OrdersQuery } from '@portal/contract';
import { DAY } from '../../lib/clock.js';
import { pageWindow } from '../../lib/pagination.js';
import type { SessionContext } from '../../plugins/request-context.js';
import type { ServiceDeps } from '../../services.js';
import {
  createOrderListRepository,
  type OrderListFilter,
  type OrderListItem,
} from './order-list.repository.js';

type Filter = Omit<OrdersQuery, 'page' | 'pageSize'>;

const EXPORT_BATCH = 1000;
const CSV_HEADER = 'orderID,product,commonName,validityMonths,status,paid,freeTrial,createdAt,paidAt\n';

/** A CSV field: quoted when it holds a comma, quote or line break; formula-looking text is defused. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** YYYY-MM-DD HH:mm:ss at `offsetMinutes` east of UTC. */
function localTime(date: Date | null, offsetMinutes: number): string {
  if (!date) return '';
  return new Date(date.getTime() + offsetMinutes * 60_000).toISOString().replace('T', ' ').slice(0, 19);
}

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

  function filterOf(query: Filter, offsetMinutes = 0): OrderListFilter {
    // Dates are the user's calendar days: midnight in their timezone, as UTC instants.
    const dayStart = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) - offsetMinutes * 60_000);
    return {
      timeType: query.timeType,
      tag: query.tag,
      orderID: query.orderID,
      domain: query.domain,
      from: query.beginTime ? dayStart(query.beginTime) : undefined,
      to: query.endTime ? new Date(dayStart(query.endTime).getTime() + DAY) : undefined,
      now: deps.clock.now(),
      payWindowMs: PAY_WINDOW_DAYS * DAY,
    };
  }

  return {
    async list(session: SessionContext, query: OrdersQuery) {
      const { limit, offset } = pageWindow(query);
      const page = await repo.page(session.ownerAccountId, filterOf(query), limit, offset);
      return { list: page.list.map(row), total: page.total };
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
            const batch = await repo.batch(accountId, filter, beforeId, EXPORT_BATCH);
            if (batch.length === 0) {
              this.push(null);
              return;
            }
            beforeId = batch[batch.length - 1]!.id;
            this.push(
              batch
                .map((o) =>
                  [
                    String(o.id),
                    csvField(o.productName),
                    csvField(o.commonName),
                    String(o.validity),
                    String(o.status),
                    o.paid ? 'yes' : 'no',
                    o.freeTrial ? 'yes' : 'no',
                    localTime(o.createdAt, query.timezone),
                    localTime(o.paidAt, query.timezone),
                  ].join(','),
                )
                .join('\n') + '\n',
            );
          } catch (error) {
            this.destroy(error as Error);
          }
        },
      });
    },
  };
}
export type OrderListService = ReturnType<typeof createOrderListService>;
