import { amountToCents } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { LOCKS } from '../advisory-lock.js';
import type { Database, Executor } from '../client.js';
import {
  currencyRates,
  productCategories,
  productPrices,
  products,
  promoCodes,
  settings,
} from '../schema/index.js';
import {
  loadCatalogueData,
  loadPromoCodesData,
  loadRatesData,
  type CatalogueData,
  type PromoCodesData,
  type RatesData,
} from './seed-files.js';

const cents = (amount: string) => {
  const value = amountToCents(amount);
  if (value === undefined) throw new Error(`not an amount: ${amount}`);
  return value;
};

async function isEmpty(
  db: Executor,
  table: typeof products | typeof currencyRates | typeof promoCodes,
): Promise<boolean> {
  // One row looked at, not a count: a restart does no work that grows with the tables.
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(table)
    .limit(1);
  return rows.length === 0;
}

export async function seedCatalogue(db: Executor, data: CatalogueData): Promise<void> {
  await db
    .insert(settings)
    .values([
      { key: 'website', value: data.settings.website },
      { key: 'chatJS', value: data.settings.chatJS },
    ])
    .onConflictDoNothing();
  await db.insert(productCategories).values(data.categories).onConflictDoNothing();
  if (data.products.length === 0) return;
  // Two statements for the whole catalogue (a product at a time took ~150 round trips on a first start).
  const rows = await db
    .insert(products)
    .values(
      data.products.map((product) => ({
        shortName: product.shortName,
        name: product.name,
        brand: product.brand,
        productType: product.productType,
        auditType: product.auditType,
        domainType: product.domainType,
        productTag: product.productTag,
        wholesaleCount: product.wholesaleCount,
        maxNames: product.maxNames,
        supportFreeTrial: product.supportFreeTrial,
        warrantyUsd: product.warranty,
        badges: product.badges,
        sort: product.sort,
        attachCommonPriceCents: cents(product.attachCommonPrice),
      })),
    )
    .returning({ id: products.id, shortName: products.shortName });
  const idOf = new Map(rows.map((row) => [row.shortName, row.id]));
  const prices = data.products.flatMap((product) => {
    const productId = idOf.get(product.shortName);
    if (productId === undefined) return [];
    return Object.entries(product.prices).map(([validity, price]) => ({
      productId,
      validity: Number(validity),
      priceCents: cents(price),
    }));
  });
  if (prices.length > 0) await db.insert(productPrices).values(prices);
}

export async function seedRates(db: Executor, data: RatesData): Promise<void> {
  await db
    .insert(currencyRates)
    .values(
      Object.entries(data.rates).map(([currency, rate]) => ({
        currency,
        rate: String(rate),
        rateDate: data.date,
      })),
    )
    .onConflictDoNothing();
}

export async function seedPromoCodes(db: Executor, data: PromoCodesData): Promise<void> {
  if (data.promoCodes.length === 0) return;
  await db
    .insert(promoCodes)
    .values(
      data.promoCodes.map((p) => ({
        code: p.code,
        amountCents: p.amount ? cents(p.amount) : 0,
        percentOff: p.percentOff ?? 0,
        validFrom: new Date(p.validFrom),
        validUntil: new Date(p.validUntil),
        maxRedemptions: p.maxRedemptions,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Fills an empty database from the data files in the repository: the catalogue (brands, products, prices,
 * settings) and the dated snapshot of display rates. A database that has them already is left alone.
 */
export async function seedDatabase(
  db: Database,
  files: { catalogue?: CatalogueData; rates?: RatesData } = {},
): Promise<{ catalogue: boolean; rates: boolean }> {
  return db.transaction(async (tx) => {
    // One seeding process at a time (two portals starting against one PostgreSQL).
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.seeding})`);
    const catalogue = await isEmpty(tx, products);
    if (catalogue) await seedCatalogue(tx, files.catalogue ?? loadCatalogueData());
    const rates = await isEmpty(tx, currencyRates);
    if (rates) await seedRates(tx, files.rates ?? loadRatesData());
    if (await isEmpty(tx, promoCodes)) await seedPromoCodes(tx, loadPromoCodesData());
    return { catalogue, rates };
  });
}
