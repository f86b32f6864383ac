import {
  adLocationOfPath,
  type Advertisement,
  type CatalogueEntry,
  type CataloguePriceBlock,
  type Language,
  type ProductCategory,
} from '@portal/contract';
import { catalogs, interpolate, type StorefrontTexts } from '@portal/i18n';
import { coverageText, type CatalogueGroup } from '@portal/storefront';
import { centsToNumber } from '../../lib/pricing.js';
import type { AdvertisementsService } from '../advertisements/advertisements.service.js';
import type { CatalogueService, ProductWithPrices } from '../catalogue/catalogue.service.js';

/** The detail page of a product (decided in docs/decisions.md: the short name is the product's stable key). */
export const productPath = (shortName: string) => `/ssl-product/${encodeURIComponent(shortName)}`;

/** How many products the home page shows as popular. */
const POPULAR_COUNT = 6;
/** Badges that make a product "popular" on the home page. */
const POPULAR_BADGES = new Set(['popular', 'hot', 'recommended']);

export interface StorefrontServiceDeps {
  catalogue: CatalogueService;
  advertisements: AdvertisementsService;
  /** Whether the default CA has a root certificate to offer on /ssl-download (the built-in CA has; ACME not). */
  hasRootCertificate: () => Promise<boolean>;
}

/** The storefront's texts of one language (from packages/i18n). */
export function storefrontTexts(lang: Language): StorefrontTexts {
  return (catalogs[lang] as unknown as { storefront: StorefrontTexts }).storefront;
}

/**
 * The public storefront's view models, built from the live catalogue on every call (its caches are dropped in
 * every process on a change): prices by the catalogue's one rule (`optionQuote`), in USD.
 */
export function createStorefrontService(deps: StorefrontServiceDeps) {
  const { catalogue } = deps;

  function priceBlock(product: ProductWithPrices, validity: number): CataloguePriceBlock | null {
    if (!product.prices.has(validity)) return null;
    const q = catalogue.optionQuote(product, validity);
    return {
      lowestPrice: centsToNumber(q.priceCents),
      originalPrice: centsToNumber(q.originalCents),
      averagePrice: centsToNumber(Math.round(q.priceCents / (validity / 12))),
      discount: q.discount,
      validity,
      save: centsToNumber(q.saveCents),
    };
  }

  /** The tab a product is listed under: its tag's (IP, code signing), else its brand's. */
  function categoryOf(
    product: ProductWithPrices,
    categories: ProductCategory[],
  ): ProductCategory | undefined {
    return product.productTag
      ? categories.find((c) => c.productTag === product.productTag)
      : categories.find((c) => c.brand === product.brand && !c.productTag);
  }

  async function entriesWithGroups(lang: Language) {
    const [products, setting] = await Promise.all([catalogue.activeProducts(), catalogue.adminSetting(lang)]);
    const texts = storefrontTexts(lang);
    const categories = setting.productCategory;
    const entries = products.map((product) => {
      const category = categoryOf(product, categories);
      const queryType = category?.key ?? product.brand;
      const coverage = coverageText({ domainType: product.domainType, queryType }, texts);
      const entry: CatalogueEntry = {
        shortName: product.shortName,
        chineseName: product.name,
        brandName: product.brand,
        queryType,
        productName: product.name,
        url: productPath(product.shortName),
        domainType: product.domainType,
        type: product.auditType,
        // The operator's line in this language (the console's product editor), else the one made from the type.
        introduction:
          product.introduction?.[lang] ||
          interpolate(texts.introduction, { type: texts.types[product.auditType], coverage }),
        supportFreeTrial: product.supportFreeTrial,
        sealImage: category?.logo ?? '/favicon.svg',
        warranty: product.warrantyUsd,
        oneYear: priceBlock(product, 12),
        twoYear: priceBlock(product, 24),
      };
      return { entry, product };
    });
    return { entries, categories };
  }

  return {
    /** Every product on sale as a catalogue entry (GET storefront/products and the product page). */
    async entries(lang: Language): Promise<CatalogueEntry[]> {
      return (await entriesWithGroups(lang)).entries.map(({ entry }) => entry);
    },

    /** The product page's tables: the entries grouped by tab, in the tabs' order; empty tabs left out. */
    async groups(lang: Language): Promise<CatalogueGroup[]> {
      const { entries, categories } = await entriesWithGroups(lang);
      const groups: CatalogueGroup[] = categories.map((c) => ({
        key: c.key,
        title: c.title,
        introduction: c.introduction,
        logo: c.logo,
        entries: entries.filter(({ entry }) => entry.queryType === c.key).map(({ entry }) => entry),
      }));
      return groups.filter((group) => group.entries.length > 0);
    },

    /** One product's entry; undefined for a short name that is not on sale. */
    async entry(lang: Language, shortName: string): Promise<CatalogueEntry | undefined> {
      const { entries } = await entriesWithGroups(lang);
      return entries.find(({ entry }) => entry.shortName === shortName)?.entry;
    },

    /** The home page's few: products with a popular, hot or recommended badge, in list order. */
    async popular(lang: Language): Promise<CatalogueEntry[]> {
      const { entries } = await entriesWithGroups(lang);
      return entries
        .filter(({ product }) => product.badges.some((badge) => POPULAR_BADGES.has(badge)))
        .slice(0, POPULAR_COUNT)
        .map(({ entry }) => entry);
    },

    /** Short names of every product on sale (the sitemap). */
    async shortNames(): Promise<string[]> {
      return (await catalogue.activeProducts()).map((product) => product.shortName);
    },

    /** The advertisement the page at `path` pops up (the newest running one of its location), or null. */
    async popupFor(path: string): Promise<Advertisement | null> {
      const location = adLocationOfPath(path);
      if (!location) return null;
      return (await deps.advertisements.running()).find((ad) => ad.location === location) ?? null;
    },

    /** The chat widget's script address ('' while none is set). */
    chatScript: () => catalogue.chatScript(),

    hasRootCertificate: () => deps.hasRootCertificate(),
  };
}
export type StorefrontService = ReturnType<typeof createStorefrontService>;
