import { z } from 'zod';
import { CURRENCY_CODES } from '../constants.js';
import { AUDIT_TYPES, BADGES, PRODUCT_TAGS, PRODUCT_TYPES, PURCHASE_INTENTS } from '../domain.js';
import { pageQuery } from '../fields.js';
import { skinAnswer } from './skin.js';

const currencyParam = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(CURRENCY_CODES, { error: 'validation.currencyInvalid' }));

/** One tab of the product list: products of a brand, or of a tag (SSL_IP, CodeSign). */
export const productCategory = z.object({
  key: z.string(),
  title: z.string(),
  brand: z.string().optional(),
  productTag: z.enum(PRODUCT_TAGS).optional(),
  hot: z.boolean(),
  /** Brand introduction in the session's language. */
  introduction: z.string(),
  /** Path of the brand logo under the web app (/brands/{key}.svg). */
  logo: z.string(),
});
export type ProductCategory = z.infer<typeof productCategory>;

/** GET admin-setting */
export const adminSettingAnswer = z.object({
  productCategory: z.array(productCategory),
  website: z.string(),
  chatJS: z.string(),
  /** The white-label skin of the request's host (issue 17): title, copyright, logos, favicon. */
  skin: skinAnswer,
  /** The sales contact address (SALES_EMAIL): the storefront offer and the pricing pages name it. */
  salesEmail: z.string(),
});
export type AdminSetting = z.infer<typeof adminSettingAnswer>;

/** GET products?page&pageSize&brand|productTag */
export const productsQuery = pageQuery.extend({
  brand: z.string().trim().max(64).optional(),
  productTag: z.enum(PRODUCT_TAGS).optional(),
});
/** One validity option, in the session's display currency (uint is its symbol). */
export const priceOption = z.object({
  validity: z.number().int(),
  uint: z.string(),
  price: z.number(),
  /** Price of each name beyond the included ones, per year of the option. */
  attachCommonPrice: z.number(),
});
export const productRow = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  shortName: z.string(),
  /** The audit type as the public catalogue names it (DV, OV, EV). */
  type: z.enum(AUDIT_TYPES),
  productType: z.enum(PRODUCT_TYPES),
  auditType: z.enum(AUDIT_TYPES),
  domainType: z.number().int(),
  productTag: z.enum(PRODUCT_TAGS).nullable(),
  /** Names included in the base price ("Includes N FQDNs" when not 0). */
  wholesaleCount: z.number().int(),
  /** Most names a certificate of this product may carry. */
  maxNames: z.number().int(),
  supportFreeTrial: z.boolean(),
  warranty: z.number(),
  badges: z.array(z.enum(BADGES)),
  currency: z.string(),
  priceInfo: z.record(z.string(), priceOption),
});
export type Product = z.infer<typeof productRow>;

/** GET products/select */
export const productsSelectAnswer = z.object({
  brands: z.array(z.string()),
  products: z.record(
    z.string(),
    z.array(z.object({ shortName: z.string(), name: z.string(), productType: z.enum(PRODUCT_TYPES) })),
  ),
});

/** GET product/price?currency&validity&shortName|name&productType&domainType&code */
export const productPriceQuery = z
  .object({
    currency: currencyParam.optional(),
    validity: z.coerce.number({ error: 'validation.validityRequired' }).int(),
    shortName: z.string().trim().max(64).optional(),
    name: z.string().trim().max(128).optional(),
    productType: z.enum(PRODUCT_TYPES).optional(),
    domainType: z.coerce.number().int().optional(),
    /** A coupon of the account or a promo code, to show its deduction. */
    code: z.string().trim().max(64).optional(),
  })
  .refine((q) => Boolean(q.shortName || q.name), {
    error: 'validation.productRequired',
    path: ['shortName'],
  });
export const productPriceAnswer = z.object({
  name: z.string(),
  shortName: z.string(),
  brand: z.string(),
  validitionType: z.enum(AUDIT_TYPES),
  productType: z.enum(PRODUCT_TYPES),
  domainType: z.number().int(),
  validity: z.number().int(),
  supportFreeTrial: z.boolean(),
  warranty: z.number(),
  currency: z.string(),
  uint: z.string(),
  /** Price of the chosen validity. */
  price: z.number(),
  /** The one-year price times the years: what buying year by year would cost. */
  originalPrice: z.number(),
  savePrice: z.number(),
  /** savePrice / originalPrice, a fraction (0.25 = 25 % off). */
  discount: z.number(),
  /** Price minus the deduction of `code`, when one was given and is usable. */
  totalAmount: z.number(),
  attachCommonPrice: z.number(),
  /** The account's usable coupons (amount in the display currency). */
  coupons: z.array(z.object({ code: z.string(), amount: z.number() })),
});
export type ProductPrice = z.infer<typeof productPriceAnswer>;

/** POST event/create (form shortName, domainType, productType; code signing also name): starts a purchase. */
export const eventCreateBody = z
  .object({
    shortName: z.string().trim().max(64).optional(),
    name: z.string().trim().max(128).optional(),
    domainType: z.coerce.number().int().optional(),
    productType: z.enum(PRODUCT_TYPES).optional(),
    /** Started from the storefront (Buy / Free trial on the public pages): the term is fixed for the purchase. */
    intent: z.enum(PURCHASE_INTENTS).optional(),
    /**
     * The storefront term the visitor chose on the product page (months; issue 31). Only with `intent`; without it
     * the storefront's default (STOREFRONT_VALIDITY, 24 months). Must be a term the product sells.
     */
    validity: z.coerce.number({ error: 'validation.validityRequired' }).int().positive().optional(),
  })
  .refine((q) => Boolean(q.shortName || q.name), {
    error: 'validation.productRequired',
    path: ['shortName'],
  });
