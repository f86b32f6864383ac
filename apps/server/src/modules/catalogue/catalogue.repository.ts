import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  productCategories,
  productPrices,
  products,
  settings,
  type ProductCategoryRow,
  type ProductRow,
} from '../../db/schema/index.js';

export interface ProductWithPrices extends ProductRow {
  /** validity (months) → US cents */
  prices: Map<number, number>;
}

export function createCatalogueRepository(db: Executor) {
  async function withPrices(rows: ProductRow[]): Promise<ProductWithPrices[]> {
    if (rows.length === 0) return [];
    const prices = await db
      .select()
      .from(productPrices)
      .where(
        inArray(
          productPrices.productId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(productPrices.validity));
    return rows.map((row) => ({
      ...row,
      prices: new Map(prices.filter((p) => p.productId === row.id).map((p) => [p.validity, p.priceCents])),
    }));
  }

  return {
    categories(): Promise<ProductCategoryRow[]> {
      return db
        .select()
        .from(productCategories)
        .orderBy(asc(productCategories.sort), asc(productCategories.key));
    },
    async settings(): Promise<Record<string, unknown>> {
      const rows = await db.select().from(settings);
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    },
    /** One setting's stored JSON value; undefined when the key has no row. */
    async setting(key: string): Promise<unknown> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
      return row?.value;
    },
    async saveSetting(key: string, value: unknown, now: Date): Promise<void> {
      await db
        .insert(settings)
        .values({ key, value, updatedAt: now })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
    },
    /** One setting's value, its row locked until the caller's transaction ends. */
    async lockSetting(key: string): Promise<unknown> {
      const [row] = await db
        .select({ value: settings.value })
        .from(settings)
        .where(eq(settings.key, key))
        .for('update');
      return row?.value;
    },
    async deleteSetting(key: string): Promise<void> {
      await db.delete(settings).where(eq(settings.key, key));
    },
    /** Every active product with its prices, in list order (two queries). */
    async allWithPrices(): Promise<ProductWithPrices[]> {
      const rows = await db
        .select()
        .from(products)
        .where(eq(products.active, true))
        .orderBy(asc(products.sort), asc(products.id));
      return withPrices(rows);
    },
    /** Every product's brand and short name (what routes may name), however listed. */
    brandsAndShortNames(): Promise<{ brand: string; shortName: string }[]> {
      return db
        .select({ brand: products.brand, shortName: products.shortName })
        .from(products)
        .orderBy(asc(products.brand), asc(products.shortName));
    },
    async findById(id: number): Promise<ProductWithPrices | undefined> {
      const rows = await db.select().from(products).where(eq(products.id, id));
      return (await withPrices(rows))[0];
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
