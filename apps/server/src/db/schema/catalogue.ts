// Owner: modules/catalogue (products, prices, currency rates, settings); see owners.ts.
import { AUDIT_TYPES, PRODUCT_TYPES, PRODUCT_TAGS } from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

type Localized = Record<string, string>;

/** Tabs of the product list: a brand, or a product tag (SSL_IP, CodeSign). */
export const productCategories = pgTable('product_categories', {
  key: text('key').primaryKey(),
  brand: text('brand'),
  productTag: text('product_tag', { enum: PRODUCT_TAGS }),
  hot: boolean('hot').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  title: jsonb('title').$type<Localized>().notNull(),
  introduction: jsonb('introduction').$type<Localized>().notNull(),
  logo: text('logo').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shortName: text('short_name').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    productType: text('product_type', { enum: PRODUCT_TYPES }).notNull(),
    auditType: text('audit_type', { enum: AUDIT_TYPES }).notNull(),
    domainType: integer('domain_type').notNull(),
    productTag: text('product_tag', { enum: PRODUCT_TAGS }),
    wholesaleCount: integer('wholesale_count').notNull().default(0),
    maxNames: integer('max_names').notNull().default(1),
    supportFreeTrial: boolean('support_free_trial').notNull().default(false),
    warrantyUsd: bigint('warranty_usd', { mode: 'number' }).notNull().default(0),
    badges: jsonb('badges').$type<string[]>().notNull().default([]),
    /**
     * The operator's introduction line per language (en, zh-cn, zh-tw; plain text): the storefront shows it instead
     * of the line it generates from the type. Null, or a language left out: the generated line.
     */
    introduction: jsonb('introduction').$type<Localized>(),
    /** Price of each name beyond the included ones, per year, US cents. */
    attachCommonPriceCents: bigint('attach_common_price_cents', { mode: 'number' }).notNull().default(0),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_short_name_key').on(t.shortName),
    index('products_brand_idx').on(t.brand, t.sort),
    index('products_tag_idx').on(t.productTag, t.sort),
  ],
);

/** What one validity option of a product costs, US cents. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    validity: integer('validity').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.validity] }),
    check('product_prices_positive', sql`${t.priceCents} > 0`),
  ],
);

/** Portal settings (website title, chat script): key → JSON value. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** Display rates: units of the currency per US dollar, and the day the rate is from. */
export const currencyRates = pgTable(
  'currency_rates',
  {
    currency: text('currency').primaryKey(),
    rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
    rateDate: date('rate_date').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('currency_rates_positive', sql`${t.rate} > 0`)],
);

export type ProductCategoryRow = typeof productCategories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ProductPriceRow = typeof productPrices.$inferSelect;
