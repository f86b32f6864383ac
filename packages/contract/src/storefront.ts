// The public storefront's view models (spec 001 section 3 "Product catalogue entry (public pages)"; issue 17).
// No zod here: the storefront's small bundle takes these types; GET storefront/products's schema is in
// api/storefront.ts.
import type { AuditType } from './domain.js';

/** One validity option of a catalogue entry, in USD (the settlement currency). */
export interface CataloguePriceBlock {
  /** What the option costs (the product's price of `validity` months). */
  lowestPrice: number;
  /** The one-year price times the years: what buying year by year would cost. */
  originalPrice: number;
  /** lowestPrice per year. */
  averagePrice: number;
  /** save / originalPrice, 0..1 (shown as a percentage). */
  discount: number;
  /** Months. */
  validity: number;
  /** originalPrice − lowestPrice. */
  save: number;
}

/** A product as the public pages show it. */
export interface CatalogueEntry {
  shortName: string;
  /** The product's name for Chinese readers (the brands' product names are not translated: the name). */
  chineseName: string;
  brandName: string;
  /** The product-list tab (category key) the product is listed under, e.g. `DigiCert`, `SSL_IP`. */
  queryType: string;
  productName: string;
  /** Path of the product's detail page (`/ssl-product/{shortName}`). */
  url: string;
  /** 1 single, 2 multi, 4 wildcard, 6 multi-wildcard. */
  domainType: number;
  type: AuditType;
  /** One line on what the certificate is, in the page's language. */
  introduction: string;
  supportFreeTrial: boolean;
  /** The brand's seal image (a path of the portal). */
  sealImage: string;
  /** Relying-party warranty, whole US dollars. */
  warranty: number;
  oneYear: CataloguePriceBlock | null;
  twoYear: CataloguePriceBlock | null;
}
