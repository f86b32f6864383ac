import {
  amountToCents,
  BADGES,
  centsToAmount,
  CODE_SIGN_VALIDITY_MONTHS,
  VALIDITY_MONTHS,
  type Badge,
  type OpsCategoriesBody,
  type OpsCategoryRow,
  type OpsProductBody,
  type OpsProductRow,
} from '@portal/contract';
import type { ProductCategoryRow, ProductRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../services.js';
import { appendOperatorAudit, type OperatorActor } from '../operator-audit/operator-audit.js';
import type { SharedCaches } from '../shared-state/shared-caches.js';
import { createCatalogueAdminRepository } from './catalogue-admin.repository.js';

/** The validities a product may be sold for (spec 001 section 9): code signing 12–36 months, the others 12–72. */
export function validitiesOf(product: Pick<ProductRow, 'productType'>): readonly number[] {
  return product.productType === 'CodeSign' ? CODE_SIGN_VALIDITY_MONTHS : VALIDITY_MONTHS;
}

/** The tab a product is listed under: its tag's tab (SSL_IP, CodeSign), else its brand's. */
function tabOf(product: ProductRow, tabs: ProductCategoryRow[]): string | null {
  const tab = product.productTag
    ? tabs.find((t) => t.productTag === product.productTag)
    : tabs.find((t) => t.brand === product.brand && !t.productTag);
  return tab?.key ?? null;
}

const priceTexts = (prices: Map<number, number>) =>
  Object.fromEntries(
    [...prices].sort(([a], [b]) => a - b).map(([v, cents]) => [String(v), centsToAmount(cents)]),
  );

function toRow(product: ProductRow, prices: Map<number, number>, tabs: ProductCategoryRow[]): OpsProductRow {
  return {
    id: product.id,
    shortName: product.shortName,
    name: product.name,
    brand: product.brand,
    productType: product.productType,
    auditType: product.auditType,
    domainType: product.domainType,
    productTag: product.productTag ?? null,
    tab: tabOf(product, tabs),
    active: product.active,
    badges: product.badges.filter((b): b is Badge => (BADGES as readonly string[]).includes(b)),
    prices: priceTexts(prices),
    attachCommonPrice: centsToAmount(product.attachCommonPriceCents),
    validities: [...validitiesOf(product)],
    introduction: text3(product.introduction ?? {}),
  };
}

const text3 = (value: Record<string, string>) => ({
  en: value.en ?? '',
  'zh-cn': value['zh-cn'] ?? '',
  'zh-tw': value['zh-tw'] ?? '',
});

function toCategory(row: ProductCategoryRow): OpsCategoryRow {
  return {
    key: row.key,
    brand: row.brand ?? null,
    productTag: row.productTag ?? null,
    hot: row.hot,
    title: text3(row.title),
    introduction: text3(row.introduction),
    logo: row.logo,
  };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The operator's catalogue changes (the console's products and tabs pages; a command can call the same): each change
 * is one transaction with its operator audit row (the values before and after) and the announcement of the shared
 * `catalogue` cache, so every process — product list, price, storefront, purchase — answers the new values at the
 * next call (docs/domain/operator-console.md). A withdrawn product (active = false) leaves the product list, the
 * storefront and new purchases; orders placed before keep it.
 */
export function createCatalogueAdmin(deps: Pick<ServiceDeps, 'db' | 'clock'>, sharedCaches: SharedCaches) {
  return {
    /** Every product, also withdrawn ones, with its prices per validity, badges and tab. */
    async products(): Promise<OpsProductRow[]> {
      const repo = createCatalogueAdminRepository(deps.db);
      const [{ rows, prices }, tabs] = await Promise.all([repo.allProducts(), repo.categories()]);
      return rows.map((row) =>
        toRow(
          row,
          new Map(prices.filter((p) => p.productId === row.id).map((p) => [p.validity, p.priceCents])),
          tabs,
        ),
      );
    },

    /**
     * Changes what the body names (enable / withdraw, badges, prices per validity, the extra-name price, the
     * introduction line per language).
     */
    async updateProduct(
      shortName: string,
      change: OpsProductBody,
      actor: OperatorActor,
    ): Promise<OpsProductRow> {
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const repo = createCatalogueAdminRepository(tx);
        const product = await repo.lockProduct(shortName);
        if (!product)
          throw new AppError('notFound', 'opsCatalogue.errors.productNotFound', { name: shortName });
        const prices = await repo.pricesOf(product.id);
        const allowed = validitiesOf(product);
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        const values: Partial<
          Pick<ProductRow, 'active' | 'badges' | 'attachCommonPriceCents' | 'introduction'>
        > = {};

        const newPrices = new Map<number, number>();
        for (const [key, amount] of Object.entries(change.prices ?? {})) {
          const validity = Number(key);
          if (!allowed.includes(validity))
            throw new AppError(
              'invalidParams',
              'opsCatalogue.errors.validityNotSold',
              { name: product.shortName, options: allowed.join(', ') },
              [{ field: `prices.${key}`, message: 'opsCatalogue.errors.validityNotSold' }],
            );
          const cents = amountToCents(amount)!;
          if (prices.get(validity) !== cents) newPrices.set(validity, cents);
        }
        if (newPrices.size > 0) {
          before.prices = Object.fromEntries(
            [...newPrices.keys()].map((v) => [
              String(v),
              prices.has(v) ? centsToAmount(prices.get(v)!) : null,
            ]),
          );
          after.prices = priceTexts(newPrices);
        }
        if (change.active !== undefined && change.active !== product.active) {
          values.active = change.active;
          before.active = product.active;
          after.active = change.active;
        }
        if (change.badges !== undefined) {
          const badges = BADGES.filter((b) => change.badges!.includes(b));
          if (!sameJson(badges, product.badges)) {
            values.badges = badges;
            before.badges = product.badges;
            after.badges = badges;
          }
        }
        if (change.attachCommonPrice !== undefined) {
          const cents = amountToCents(change.attachCommonPrice)!;
          if (cents !== product.attachCommonPriceCents) {
            values.attachCommonPriceCents = cents;
            before.attachCommonPrice = centsToAmount(product.attachCommonPriceCents);
            after.attachCommonPrice = centsToAmount(cents);
          }
        }

        if (change.introduction !== undefined) {
          // Only the languages written are stored; none written: null (the storefront's generated lines).
          const written = Object.fromEntries(
            Object.entries(change.introduction).filter(([, line]) => line !== ''),
          );
          const introduction = Object.keys(written).length > 0 ? written : null;
          if (!sameJson(text3(introduction ?? {}), text3(product.introduction ?? {}))) {
            values.introduction = introduction;
            before.introduction = product.introduction ?? null;
            after.introduction = introduction;
          }
        }

        if (Object.keys(after).length > 0) {
          if (Object.keys(values).length > 0) await repo.updateProduct(product.id, values, now);
          for (const [validity, cents] of newPrices) {
            await repo.setPrice(product.id, validity, cents);
            prices.set(validity, cents);
          }
          await appendOperatorAudit(tx, actor, {
            action: 'product.update',
            targetType: 'product',
            targetId: product.shortName,
            details: { before, after },
            at: now,
          });
          await sharedCaches.changed('catalogue', tx);
        }
        return toRow({ ...product, ...values }, prices, await repo.categories());
      });
    },

    /** The product list's tabs (admin-setting productCategory) with their texts in the three languages. */
    async categories(): Promise<OpsCategoryRow[]> {
      return (await createCatalogueAdminRepository(deps.db).categories()).map(toCategory);
    },

    /**
     * Saves every tab in the order given (order, hot flag, titles, introductions, logo). The list names each tab
     * once, and only the existing ones: a tab belongs to a brand or a product tag, so none is added or removed here.
     */
    async updateCategories(input: OpsCategoriesBody, actor: OperatorActor): Promise<OpsCategoryRow[]> {
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const repo = createCatalogueAdminRepository(tx);
        const current = await repo.lockCategories();
        const keys = input.list.map((t) => t.key);
        const known = new Set(current.map((t) => t.key));
        if (
          new Set(keys).size !== keys.length ||
          keys.length !== known.size ||
          keys.some((k) => !known.has(k))
        )
          throw new AppError('invalidParams', 'opsCatalogue.errors.tabsMismatch', {
            keys: [...known].join(', '),
          });
        const before: (OpsCategoryRow & { sort: number })[] = [];
        const after: (OpsCategoryRow & { sort: number })[] = [];
        for (const [index, tab] of input.list.entries()) {
          const row = current.find((t) => t.key === tab.key)!;
          const values = {
            hot: tab.hot,
            sort: (index + 1) * 10,
            title: tab.title,
            introduction: tab.introduction,
            logo: tab.logo,
          };
          const changed =
            row.hot !== values.hot ||
            row.sort !== values.sort ||
            row.logo !== values.logo ||
            !sameJson(text3(row.title), values.title) ||
            !sameJson(text3(row.introduction), values.introduction);
          if (!changed) continue;
          await repo.updateCategory(tab.key, values);
          before.push({ ...toCategory(row), sort: row.sort });
          after.push({ ...toCategory({ ...row, ...values }), sort: values.sort });
        }
        if (after.length > 0) {
          await appendOperatorAudit(tx, actor, {
            action: 'catalogue.tabs',
            targetType: 'setting',
            targetId: 'productCategory',
            details: { before, after },
            at: now,
          });
          await sharedCaches.changed('catalogue', tx);
        }
        return (await repo.categories()).map(toCategory);
      });
    },
  };
}
export type CatalogueAdmin = ReturnType<typeof createCatalogueAdmin>;
