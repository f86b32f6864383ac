import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
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

export interface ProductFilter {
  brand?: string | undefined;
  productTag?: string | undefined;
}

function filterOf(filter: ProductFilter): SQL | undefined {
  const parts: SQL[] = [eq(products.active, true)];
  if (filter.productTag) parts.push(eq(products.productTag, filter.productTag));
  else if (filter.brand) parts.push(eq(products.brand, filter.brand), isNull(products.productTag));
  return and(...parts);
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
    async page(filter: ProductFilter, limit: number, offset: number) {
      const where = filterOf(filter);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(where);
      const rows = await db
        .select()
        .from(products)
        .where(where)
        .orderBy(asc(products.sort), asc(products.id))
        .limit(limit)
        .offset(offset);
      return { list: await withPrices(rows), total: count?.n ?? 0 };
    },
    async all(): Promise<ProductRow[]> {
      return db
        .select()
        .from(products)
        .where(eq(products.active, true))
        .orderBy(asc(products.brand), asc(products.sort));
    },
    async findByShortName(shortName: string): Promise<ProductWithPrices | undefined> {
      const rows = await db
        .select()
        .from(products)
        .where(and(eq(products.shortName, shortName), eq(products.active, true)));
      return (await withPrices(rows))[0];
    },
    async findByName(name: string): Promise<ProductWithPrices | undefined> {
      const rows = await db
        .select()
        .from(products)
        .where(and(eq(products.name, name), eq(products.active, true)))
        .limit(1);
      return (await withPrices(rows))[0];
    },
    async findById(id: number): Promise<ProductWithPrices | undefined> {
      const rows = await db.select().from(products).where(eq(products.id, id));
      return (await withPrices(rows))[0];
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
