import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AUDIT_TYPES,
  BADGES,
  CODE_SIGN_VALIDITY_MONTHS,
  CURRENCY_CODES,
  DOMAIN_TYPES,
  PRODUCT_TAGS,
  PRODUCT_TYPES,
  VALIDITY_MONTHS,
} from '@portal/contract';
import { z } from 'zod';

/** The seed data lives in src/db/seed; this file runs from src (tests) or dist (start). */
export function seedFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return join(dir, 'src', 'db', 'seed');
}

const money = z.string().regex(/^\d{1,7}\.\d{2}$/, 'an amount with two decimals');
const localized = z.object({ en: z.string().min(1), 'zh-cn': z.string().min(1), 'zh-tw': z.string().min(1) });

const categorySchema = z
  .object({
    key: z.string().min(1),
    brand: z.string().optional(),
    productTag: z.enum(PRODUCT_TAGS).optional(),
    hot: z.boolean(),
    sort: z.number().int(),
    title: localized,
    introduction: localized,
    logo: z.string().startsWith('/'),
  })
  .refine((c) => Boolean(c.brand) !== Boolean(c.productTag), 'a category has a brand or a productTag');

const productSchema = z
  .object({
    shortName: z.string().regex(/^[A-Za-z0-9]+$/),
    name: z.string().min(1),
    brand: z.string().min(1),
    productType: z.enum(PRODUCT_TYPES),
    auditType: z.enum(AUDIT_TYPES),
    domainType: z.union(DOMAIN_TYPES.map((t) => z.literal(t))),
    productTag: z.enum(PRODUCT_TAGS).nullable(),
    wholesaleCount: z.number().int().min(0),
    maxNames: z.number().int().min(1),
    supportFreeTrial: z.boolean(),
    warranty: z.number().int().min(0),
    badges: z.array(z.enum(BADGES)),
    sort: z.number().int(),
    attachCommonPrice: money,
    prices: z.record(z.string().regex(/^\d+$/), money),
  })
  .superRefine((p, ctx) => {
    const allowed: readonly number[] =
      p.productType === 'CodeSign' ? CODE_SIGN_VALIDITY_MONTHS : VALIDITY_MONTHS;
    for (const months of Object.keys(p.prices).map(Number))
      if (!allowed.includes(months))
        ctx.addIssue({ code: 'custom', message: `${p.shortName}: validity ${months}` });
    if (!p.prices['12']) ctx.addIssue({ code: 'custom', message: `${p.shortName}: no one-year price` });
  });

export const catalogueDataSchema = z.object({
  version: z.literal(1),
  settings: z.object({ website: z.string(), chatJS: z.string() }),
  categories: z.array(categorySchema).min(1),
  products: z.array(productSchema).min(1),
});
export type CatalogueData = z.infer<typeof catalogueDataSchema>;
export type CatalogueProductData = CatalogueData['products'][number];

export const ratesDataSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  source: z.string(),
  rates: z.record(z.enum(CURRENCY_CODES), z.number().positive()),
});
export type RatesData = z.infer<typeof ratesDataSchema>;

export const promoCodesDataSchema = z.object({
  promoCodes: z.array(
    z
      .object({
        code: z.string().regex(/^[A-Z0-9-]{3,32}$/),
        amount: money.optional(),
        percentOff: z.number().int().min(1).max(100).optional(),
        validFrom: z.iso.datetime(),
        validUntil: z.iso.datetime(),
        maxRedemptions: z.number().int().positive().nullable(),
      })
      .refine((p) => (p.amount === undefined) !== (p.percentOff === undefined), 'an amount or a percentage'),
  ),
});
export type PromoCodesData = z.infer<typeof promoCodesDataSchema>;

function readJson<T>(schema: z.ZodType<T>, file: string): T {
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export const loadCatalogueData = (file = join(seedFolder(), 'catalogue.json')) =>
  readJson(catalogueDataSchema, file);
export const loadRatesData = (file = join(seedFolder(), 'rates.json')) => readJson(ratesDataSchema, file);
export const loadPromoCodesData = (file = join(seedFolder(), 'promo-codes.json')) =>
  readJson(promoCodesDataSchema, file);
