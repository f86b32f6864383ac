import {
  type AdminSetting,
  type Badge,
  type Language,
  type Product,
  type ProductPrice,
  type ProductType,
} from '@portal/contract';
import { AppError } from '../../lib/errors.js';
import { pageWindow } from '../../lib/pagination.js';
import type { SharedCaches } from '../shared-state/shared-caches.js';
import type { ServiceDeps } from '../../services.js';
import type { CouponService } from '../coupons/coupon.service.js';
import { createCatalogueRepository, type ProductWithPrices } from './catalogue.repository.js';
import { CHAT_SCRIPT_KEY, chatScriptOf } from './chat-widget.js';
import { SALES_EMAIL_KEY, salesEmailOf } from './sales-email-setting.js';
import { WEBSITE_KEY } from './website-setting.js';
import { centsToNumber, quote, toDisplay, type Quote } from '../../lib/pricing.js';
import type { DisplayRate, RatesService } from './rates.service.js';

interface ProductsQuery {
  page: number;
  pageSize: number;
  brand?: string | undefined;
  productTag?: string | undefined;
}

/** A product with its prices (validity in months → US cents), as the catalogue hands it to other modules. */
export type { ProductWithPrices };

export interface ProductRef {
  shortName?: string | undefined;
  name?: string | undefined;
}

/**
 * Settings and categories change only through the seed or an operator: cached, dropped in every process when one
 * announces a change (shared caches), reread after a minute in any case.
 */
const CACHE_MS = 60_000;

export function createCatalogueService(
  deps: ServiceDeps,
  rates: RatesService,
  coupons: CouponService,
  sharedCaches: SharedCaches,
  /** SALES_EMAIL (environment): the sales address while an operator has set none. */
  defaults: { salesEmail: string },
) {
  const repo = createCatalogueRepository(deps.db);
  let categoriesCache: { at: number; value: Awaited<ReturnType<typeof repo.categories>> } | undefined;
  let settingsCache: { at: number; value: Record<string, unknown> } | undefined;
  sharedCaches.onChange('settings', () => (settingsCache = undefined));

  async function categories() {
    if (!categoriesCache || Date.now() - categoriesCache.at > CACHE_MS)
      categoriesCache = { at: Date.now(), value: await repo.categories() };
    return categoriesCache.value;
  }
  async function settings() {
    if (!settingsCache || Date.now() - settingsCache.at > CACHE_MS)
      settingsCache = { at: Date.now(), value: await repo.settings() };
    return settingsCache.value;
  }

  function toProduct(row: ProductWithPrices, display: DisplayRate): Product {
    const priceInfo: Product['priceInfo'] = {};
    for (const [validity, cents] of row.prices) {
      priceInfo[String(validity)] = {
        validity,
        uint: display.symbol,
        price: toDisplay(cents, display.rate, display.code),
        attachCommonPrice: toDisplay(
          row.attachCommonPriceCents * (validity / 12),
          display.rate,
          display.code,
        ),
      };
    }
    return {
      id: row.id,
      name: row.name,
      brand: row.brand,
      shortName: row.shortName,
      type: row.auditType,
      productType: row.productType,
      auditType: row.auditType,
      domainType: row.domainType,
      productTag: row.productTag ?? null,
      wholesaleCount: row.wholesaleCount,
      maxNames: row.maxNames,
      supportFreeTrial: row.supportFreeTrial,
      warranty: row.warrantyUsd,
      badges: row.badges as Badge[],
      currency: display.code,
      priceInfo,
    };
  }

  /**
   * The active catalogue (about 70 products) is read on every price and list call, so it is held in memory and
   * dropped like the categories.
   */
  interface ProductIndex {
    list: ProductWithPrices[];
    byShortName: Map<string, ProductWithPrices>;
    byName: Map<string, ProductWithPrices>;
    byId: Map<number, ProductWithPrices>;
  }
  let indexCache: { at: number; value: Promise<ProductIndex> } | undefined;
  /** Visitors' price answers per product object of the loaded catalogue (see visitorPrice). */
  const visitorPrices = new WeakMap<ProductWithPrices, Map<string, ProductPrice>>();
  sharedCaches.onChange('catalogue', () => {
    categoriesCache = undefined;
    indexCache = undefined;
  });
  function productIndex(): Promise<ProductIndex> {
    if (!indexCache || Date.now() - indexCache.at > CACHE_MS) {
      const value = repo.allWithPrices().then((list) => ({
        list,
        byShortName: new Map(list.map((p) => [p.shortName, p])),
        byName: new Map(list.map((p) => [p.name, p])),
        byId: new Map(list.map((p) => [p.id, p])),
      }));
      indexCache = { at: Date.now(), value };
      value.catch(() => (indexCache = undefined));
    }
    return indexCache.value;
  }

  async function findProduct(ref: ProductRef): Promise<ProductWithPrices | undefined> {
    const index = await productIndex();
    if (ref.shortName) return index.byShortName.get(ref.shortName);
    if (ref.name) return index.byName.get(ref.name);
    return undefined;
  }

  return {
    /** admin-setting without what the request's host and the configuration add (the skin, the sales address). */
    async adminSetting(lang: Language): Promise<Omit<AdminSetting, 'skin' | 'salesEmail'>> {
      const [rows, values] = await Promise.all([categories(), settings()]);
      return {
        productCategory: rows.map((c) => ({
          key: c.key,
          title: c.title[lang] ?? c.title.en ?? c.key,
          ...(c.brand ? { brand: c.brand } : {}),
          ...(c.productTag ? { productTag: c.productTag } : {}),
          hot: c.hot,
          introduction: c.introduction[lang] ?? c.introduction.en ?? '',
          logo: c.logo,
        })),
        website: typeof values.website === 'string' ? values.website : '',
        chatJS: chatScriptOf(values[CHAT_SCRIPT_KEY]),
      };
    },

    /** The `website` setting ('' while none is set): the default white-label skin's title. */
    async website(): Promise<string> {
      const value = (await settings())[WEBSITE_KEY];
      return typeof value === 'string' ? value : '';
    },

    /** The sales address in effect: the operator's setting (`settings:sales`), else SALES_EMAIL. */
    async salesEmail(): Promise<string> {
      return salesEmailOf((await settings())[SALES_EMAIL_KEY]) ?? defaults.salesEmail;
    },

    /** The chat widget's script address ('' while none is set), as admin-setting answers it. */
    async chatScript(): Promise<string> {
      return chatScriptOf((await settings())[CHAT_SCRIPT_KEY]);
    },

    async products(query: ProductsQuery, currency: string | null) {
      const display = await rates.display(currency);
      const { limit, offset } = pageWindow(query);
      const { list } = await productIndex();
      const matching = list.filter((p) =>
        query.productTag
          ? p.productTag === query.productTag
          : query.brand
            ? p.brand === query.brand && p.productTag === null
            : true,
      );
      return {
        list: matching.slice(offset, offset + limit).map((row) => toProduct(row, display)),
        total: matching.length,
      };
    },

    async select() {
      const rows = [...(await productIndex()).list].sort(
        (a, b) => a.brand.localeCompare(b.brand) || a.sort - b.sort,
      );
      const byBrand: Record<string, { shortName: string; name: string; productType: ProductType }[]> = {};
      for (const row of rows) {
        (byBrand[row.brand] ??= []).push({
          shortName: row.shortName,
          name: row.name,
          productType: row.productType,
        });
      }
      return { brands: Object.keys(byBrand), products: byBrand };
    },

    /** The product a purchase refers to, or a 404 naming it. */
    async requireProduct(ref: ProductRef): Promise<ProductWithPrices> {
      const product = await findProduct(ref);
      if (!product)
        throw new AppError('notFound', 'errors.productNotFound', { name: ref.shortName ?? ref.name ?? '' });
      return product;
    },

    requireProductById: async (id: number) => {
      // Orders keep pointing at products that were withdrawn later: those are read from the database.
      const product = (await productIndex()).byId.get(id) ?? (await repo.findById(id));
      if (!product) throw new AppError('notFound', 'errors.productNotFound', { name: String(id) });
      return product;
    },

    /** The one-year price in cents, and the price of `validity`; a validity the product does not sell is refused. */
    optionPrice(product: ProductWithPrices, validity: number): { optionCents: number; oneYearCents: number } {
      const optionCents = product.prices.get(validity);
      const oneYearCents = product.prices.get(12) ?? optionCents;
      if (optionCents === undefined || oneYearCents === undefined) {
        throw new AppError(
          'invalidParams',
          'errors.validityNotSold',
          {
            months: validity,
            options: [...product.prices.keys()].join(', '),
          },
          [{ field: 'validity', message: 'errors.validityNotSold' }],
        );
      }
      return { optionCents, oneYearCents };
    },

    /**
     * The price rule of one validity option for one name, in US cents: price, original price (the one-year price
     * times the years), savings and discount. GET product/price and the public storefront both answer this.
     */
    optionQuote(product: ProductWithPrices, validity: number): Quote {
      const { optionCents, oneYearCents } = this.optionPrice(product, validity);
      return quote({
        optionCents,
        oneYearCents,
        validity,
        attachPerYearCents: product.attachCommonPriceCents,
        extraNames: 0,
      });
    },

    /** Every product on sale, in list order (the public storefront's catalogue). */
    async activeProducts(): Promise<readonly ProductWithPrices[]> {
      return (await productIndex()).list;
    },

    /**
     * A visitor's price: the same (frozen) object for the same product, validity and display rate, made once per
     * loaded catalogue (the memo hangs on the product object, which a reload replaces) — answered with okShared.
     */
    async visitorPrice(
      query: { currency?: string | undefined; validity: number } & ProductRef,
    ): Promise<ProductPrice> {
      const product = await this.requireProduct(query);
      const display = await rates.display(query.currency ?? 'USD');
      let byOption = visitorPrices.get(product);
      if (!byOption) {
        byOption = new Map();
        visitorPrices.set(product, byOption);
      }
      // Validities are the product's (others throw) and codes the contract's: a few dozen entries at most.
      const key = `${query.validity}|${display.code}|${display.rate}|${display.symbol}`;
      let answer = byOption.get(key);
      if (!answer) {
        answer = await this.price({ ...query, code: undefined }, null);
        byOption.set(key, answer);
      }
      return answer;
    },

    async price(
      query: { currency?: string | undefined; validity: number; code?: string | undefined } & ProductRef,
      session: { ownerAccountId: number; currency: string | null } | null,
    ): Promise<ProductPrice> {
      const product = await this.requireProduct(query);
      const display = await rates.display(query.currency ?? session?.currency ?? 'USD');
      const q = this.optionQuote(product, query.validity);
      const usable = session ? await coupons.usableCoupons(session.ownerAccountId) : [];
      let deduction = 0;
      if (session && query.code) {
        const resolved = await coupons.resolve(session.ownerAccountId, { code: query.code }, q.totalCents);
        deduction = resolved.deductionCents;
      }
      const show = (cents: number) => toDisplay(cents, display.rate, display.code);
      return {
        name: product.name,
        shortName: product.shortName,
        brand: product.brand,
        validitionType: product.auditType,
        productType: product.productType,
        domainType: product.domainType,
        validity: query.validity,
        supportFreeTrial: product.supportFreeTrial,
        warranty: product.warrantyUsd,
        currency: display.code,
        uint: display.symbol,
        price: show(q.priceCents),
        originalPrice: show(q.originalCents),
        savePrice: show(q.saveCents),
        discount: q.discount,
        totalAmount: show(q.totalCents - deduction),
        attachCommonPrice: show(Math.round(product.attachCommonPriceCents * (query.validity / 12))),
        coupons: usable.map((c) => ({ code: c.code, amount: show(c.amountCents) })),
      };
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
export { centsToNumber };
