import { LANGUAGE_TAG, LANGUAGES, type CatalogueEntry, type Language, type Skin } from '@portal/contract';
import { buyHref, type LanguageLink } from '@portal/storefront';

/** An absolute address of the portal (PUBLIC_URL without its trailing slash, then the path). */
export const absolute = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;

/** The page at `path` in one language: `?lang=zh-CN`; no language: the x-default address (no parameter). */
export const languageHref = (path: string, lang?: Language) =>
  lang ? `${path}?lang=${LANGUAGE_TAG[lang]}` : path;

export interface Alternate {
  hreflang: string;
  href: string;
}

/** hreflang alternates of a page: one per language, and x-default (the visitor's language decides). */
export function alternatesOf(publicUrl: string, path: string): Alternate[] {
  return [
    ...LANGUAGES.map((lang) => ({
      hreflang: LANGUAGE_TAG[lang],
      href: absolute(publicUrl, languageHref(path, lang)),
    })),
    { hreflang: 'x-default', href: absolute(publicUrl, path) },
  ];
}

/** The language switch's links (relative: the same host). */
export const languageLinksOf = (path: string): LanguageLink[] =>
  LANGUAGES.map((lang) => ({ lang, tag: LANGUAGE_TAG[lang], href: languageHref(path, lang) }));

const money = (amount: number) => amount.toFixed(2);

/** schema.org Product with an Offer per validity option (USD), for rich results. */
export function productJsonLd(entry: CatalogueEntry, publicUrl: string): Record<string, unknown> {
  const offers = [entry.oneYear, entry.twoYear]
    .filter((block) => block !== null)
    .map((block) => ({
      '@type': 'Offer',
      name: `${block.validity / 12}-year subscription`,
      price: money(block.lowestPrice),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: absolute(publicUrl, buyHref(entry.shortName, block.validity)),
    }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: entry.productName,
    sku: entry.shortName,
    description: entry.introduction,
    brand: { '@type': 'Brand', name: entry.brandName },
    image: absolute(publicUrl, entry.sealImage),
    url: absolute(publicUrl, entry.url),
    offers,
  };
}

/** schema.org ItemList of products (the product page and the home page's popular ones). */
export function itemListJsonLd(entries: CatalogueEntry[], publicUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: entries.map((entry, index) => {
      const { '@context': _context, ...product } = productJsonLd(entry, publicUrl);
      return { '@type': 'ListItem', position: index + 1, item: product };
    }),
  };
}

/** schema.org WebSite of the host (the home page). */
export function websiteJsonLd(skin: Skin, publicUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: skin.title,
    url: absolute(publicUrl, '/'),
  };
}
