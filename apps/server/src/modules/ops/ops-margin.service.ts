import type { OpsMarginAnswer, OpsMarginQuery } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import { createOpsMarginRepository } from './ops-margin.repository.js';

/** The first day (UTC) of the month `months - 1` months before `now`'s month. */
export function firstMonthStart(now: Date, months: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
}

/**
 * GET ops/upstream-margin: per month and upstream, what customers paid, what the upstreams charged and the margin,
 * integer cents (docs/domain/upstreams.md "Wholesale cost"). Cost and margin cover the orders whose cost is known
 * in US dollars; the others are counted in `costUnknown`.
 */
export function createOpsMarginService(deps: { db: Executor; clock: { now(): Date } }) {
  const repository = createOpsMarginRepository(deps.db);
  return {
    async report(query: OpsMarginQuery): Promise<OpsMarginAnswer> {
      const from = firstMonthStart(deps.clock.now(), query.months);
      const rows = await repository.perMonth(from);
      return {
        from: from.toISOString().slice(0, 7),
        list: rows.map((row) => ({
          month: row.month,
          upstream: row.upstream,
          orders: row.orders,
          revenueCents: row.revenueCents,
          costCents: row.costCents,
          marginCents: row.knownRevenueCents - row.costCents,
          costUnknown: row.costUnknown,
        })),
      };
    },
  };
}
export type OpsMarginService = ReturnType<typeof createOpsMarginService>;
