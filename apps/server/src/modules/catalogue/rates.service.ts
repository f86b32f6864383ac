import { CURRENCY_CODES, currencySymbol, DEFAULT_CURRENCY, type CurrencyCode } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { appendOperatorAudit, type OperatorActor } from '../operator-audit/operator-audit.js';
import type { SharedCaches } from '../shared-state/shared-caches.js';
import { createRatesRepository, type RateRow } from './rates.repository.js';

export interface DisplayRate {
  code: CurrencyCode;
  symbol: string;
  /** Units per US dollar. */
  rate: number;
  rateDate: string;
}

/**
 * Rates change a few times a day at most; every price answer reads them, so they are cached: dropped in every
 * process when one sets a rate (shared caches), reread after a minute in any case.
 */
const CACHE_MS = 60_000;

export function isCurrencyCode(code: string | null | undefined): code is CurrencyCode {
  return !!code && (CURRENCY_CODES as readonly string[]).includes(code);
}

export function createRatesService(deps: { db: Database; clock: Clock; sharedCaches: SharedCaches }) {
  const repo = createRatesRepository(deps.db);
  let cache: { at: number; rates: Map<string, RateRow> } | undefined;
  deps.sharedCaches.onChange('rates', () => (cache = undefined));

  async function rates(): Promise<Map<string, RateRow>> {
    const now = Date.now();
    if (!cache || now - cache.at > CACHE_MS) {
      cache = { at: now, rates: new Map((await repo.all()).map((r) => [r.currency, r])) };
    }
    return cache.rates;
  }

  return {
    /** The display rate of a currency; USD (rate 1) when the code is unknown or has no rate. */
    async display(code: string | null | undefined): Promise<DisplayRate> {
      const wanted = isCurrencyCode(code) ? code : DEFAULT_CURRENCY;
      if (wanted === 'USD') return { code: 'USD', symbol: '$', rate: 1, rateDate: '' };
      const row = (await rates()).get(wanted);
      if (!row) return { code: 'USD', symbol: '$', rate: 1, rateDate: '' };
      return { code: wanted, symbol: currencySymbol(wanted), rate: row.rate, rateDate: row.rateDate };
    },
    async list(): Promise<RateRow[]> {
      return [...(await rates()).values()];
    },
    /**
     * Sets one rate, dated today unless `rateDate` is given: `portal rates:set` and the console (PUT ops/rates/{c}).
     * One transaction with the operator audit row (the rate before and after) and the shared `rates` cache's
     * announcement, so every process prices in the new rate at its next call.
     */
    async set(
      currency: CurrencyCode,
      rate: number,
      actor: OperatorActor,
      rateDate?: string,
    ): Promise<RateRow> {
      if (!(rate > 0) || !Number.isFinite(rate)) throw new RangeError('rate must be a positive number');
      const now = deps.clock.now();
      const row = {
        currency,
        rate: currency === 'USD' ? 1 : rate,
        rateDate: rateDate ?? now.toISOString().slice(0, 10),
      };
      await deps.db.transaction(async (tx) => {
        const repo = createRatesRepository(tx);
        const before = await repo.find(currency);
        await repo.upsert(row, now);
        await appendOperatorAudit(tx, actor, {
          action: 'rate.set',
          targetType: 'currency',
          targetId: currency,
          details: {
            before: before ? { rate: before.rate, rateDate: before.rateDate } : null,
            after: { rate: row.rate, rateDate: row.rateDate },
          },
          at: now,
        });
        await deps.sharedCaches.changed('rates', tx);
      });
      return row;
    },
    /** What the database holds now (no cache): the console's rates page. */
    stored(): Promise<RateRow[]> {
      return createRatesRepository(deps.db).all();
    },
  };
}
export type RatesService = ReturnType<typeof createRatesService>;
