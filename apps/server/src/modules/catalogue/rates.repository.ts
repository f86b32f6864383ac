import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { currencyRates } from '../../db/schema/index.js';

export interface RateRow {
  currency: string;
  rate: number;
  rateDate: string;
}

export function createRatesRepository(db: Executor) {
  return {
    async all(): Promise<RateRow[]> {
      const rows = await db.select().from(currencyRates);
      return rows.map((r) => ({ currency: r.currency, rate: Number(r.rate), rateDate: r.rateDate }));
    },
    async upsert(row: RateRow, now: Date): Promise<void> {
      const values = { rate: String(row.rate), rateDate: row.rateDate, updatedAt: now };
      await db
        .insert(currencyRates)
        .values({ currency: row.currency, ...values })
        .onConflictDoUpdate({ target: currencyRates.currency, set: values });
    },
    async find(currency: string): Promise<RateRow | undefined> {
      const [r] = await db.select().from(currencyRates).where(eq(currencyRates.currency, currency));
      return r ? { currency: r.currency, rate: Number(r.rate), rateDate: r.rateDate } : undefined;
    },
  };
}
