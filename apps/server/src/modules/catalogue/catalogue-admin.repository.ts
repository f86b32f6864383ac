import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  productCategories,
  productPrices,
  products,
  type ProductCategoryRow,
  type ProductRow,
} from '../../db/schema/index.js';

/** The operator's side of the catalogue tables (catalogue-admin.service.ts): every product, also withdrawn ones. */
export function createCatalogueAdminRepository(db: Executor) {
  return {
    /** Every product (active or not) in list order, and every price row (two queries). */
    async allProducts(): Promise<{
      rows: ProductRow[];
      prices: { productId: number; validity: number; priceCents: number }[];
    }> {
      const [rows, prices] = await Promise.all([
        db.select().from(products).orderBy(asc(products.sort), asc(products.id)),
        db.select().from(productPrices).orderBy(asc(productPrices.validity)),
      ]);
      return { rows, prices };
    },
    /** The product row locked for a change (two operators take turns; "before" is true). */
    async lockProduct(shortName: string): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(products).where(eq(products.shortName, shortName)).for('update');
      return row;
    },
    async pricesOf(productId: number): Promise<Map<number, number>> {
      const rows = await db
        .select()
        .from(productPrices)
        .where(eq(productPrices.productId, productId))
        .orderBy(asc(productPrices.validity));
      return new Map(rows.map((r) => [r.validity, r.priceCents]));
    },
    async updateProduct(
      id: number,
      values: Partial<Pick<ProductRow, 'active' | 'badges' | 'attachCommonPriceCents' | 'introduction'>>,
      now: Date,
    ): Promise<void> {
      await db
        .update(products)
        .set({ ...values, updatedAt: now })
        .where(eq(products.id, id));
    },
    async setPrice(productId: number, validity: number, priceCents: number): Promise<void> {
      await db
        .insert(productPrices)
        .values({ productId, validity, priceCents })
        .onConflictDoUpdate({
          target: [productPrices.productId, productPrices.validity],
          set: { priceCents },
        });
    },
    categories(): Promise<ProductCategoryRow[]> {
      return db
        .select()
        .from(productCategories)
        .orderBy(asc(productCategories.sort), asc(productCategories.key));
    },
    /** Every tab locked for a change of the list. */
    lockCategories(): Promise<ProductCategoryRow[]> {
      return db
        .select()
        .from(productCategories)
        .orderBy(asc(productCategories.sort), asc(productCategories.key))
        .for('update');
    },
    async updateCategory(
      key: string,
      values: Pick<ProductCategoryRow, 'hot' | 'sort' | 'title' | 'introduction' | 'logo'>,
    ): Promise<void> {
      await db.update(productCategories).set(values).where(eq(productCategories.key, key));
    },
  };
}
