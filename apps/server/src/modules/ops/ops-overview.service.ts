import { centsToAmount, type OpsOverview, type OpsOverviewQuery } from '@portal/contract';
import { DAY } from '../../lib/clock.js';
import type { ServiceDeps } from '../../services.js';
import type { OfflineInstructions } from '../wallet/offline-instructions.js';
import { createOpsOverviewRepository } from './ops-overview.repository.js';
import { opsTotpRequired } from './ops-totp-setting.js';

/** Order statuses 0–13 (packages/contract order-status). */
const STATUSES = Array.from({ length: 14 }, (_v, status) => status);

/** The UTC days from `days - 1` days before `now` to `now`'s day, as YYYY-MM-DD, and the first one's start. */
export function utcDays(now: Date, days: number): { from: Date; list: string[] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = today - (days - 1) * DAY;
  const list = Array.from({ length: days }, (_v, i) => new Date(from + i * DAY).toISOString().slice(0, 10));
  return { from: new Date(from), list };
}

/**
 * GET ops/overview: sales per UTC day, orders per status, the queues' lengths, and whether customers can top up
 * online (docs/domain/operator-console.md).
 */
export function createOpsOverviewService(
  deps: ServiceDeps,
  parts: {
    /** A card wallet is configured (PAYPAL_*). */
    cardWallet: boolean;
    /** The bank-transfer instructions as stored (no cache: a change shows on the next call). */
    instructions: Pick<OfflineInstructions, 'stored'>;
  },
) {
  const repo = createOpsOverviewRepository(deps.db);
  return {
    async overview(query: OpsOverviewQuery): Promise<OpsOverview> {
      const { from, list } = utcDays(deps.clock.now(), query.days);
      const [sales, statuses, queues, totpRequired, instructions] = await Promise.all([
        repo.salesPerDay(from),
        repo.ordersByStatus(),
        repo.queueLengths(),
        opsTotpRequired(deps.db),
        parts.instructions.stored(),
      ]);
      const salesOf = new Map(sales.map((row) => [row.day, row]));
      const countOf = new Map(statuses.map((row) => [row.status, row.orders]));
      return {
        sales: list.map((day) => ({
          day,
          amount: centsToAmount(salesOf.get(day)?.cents ?? 0),
          payments: salesOf.get(day)?.payments ?? 0,
        })),
        statuses: STATUSES.map((status) => ({ status, orders: countOf.get(status) ?? 0 })),
        queues,
        totpRequired,
        topup: { wallet: parts.cardWallet, offline: Object.keys(instructions).length > 0 },
      };
    },
  };
}
export type OpsOverviewService = ReturnType<typeof createOpsOverviewService>;
