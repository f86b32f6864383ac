// The operator console's catalogue, rates, coupons and promo codes (issue 18, docs/domain/operator-console.md).
import { z } from 'zod';
import { CURRENCY_CODES } from '../constants.js';
import { BADGES, PRODUCT_TAGS, PRODUCT_TYPES } from '../domain.js';
import { blankToUndefined, idField, pageQuery } from '../fields.js';
import { amountToCents } from '../format.js';

/** The largest price of one validity option: a typo guard (the dearest product costs a few thousand dollars). */
export const OPS_PRICE_MAX_CENTS = 10_000_000;
export const OPS_TAB_TITLE_MAX = 60;
export const OPS_TAB_INTRODUCTION_MAX = 2000;
/** A product's own introduction line, per language (plain text). */
export const OPS_PRODUCT_INTRODUCTION_MAX = 300;
export const OPS_COUPON_TITLE_MAX = 60;
export const OPS_COUPON_DESCRIBE_MAX = 200;
/** A coupon's or promo code's amount: at most 1,000.00 USD (the same guard as `portal coupon:publish`). */
export const OPS_COUPON_MAX_CENTS = 100_000;

const AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/** A positive US-dollar amount with at most two decimals and at most `maxCents`; numbers are accepted too. */
const amount = (maxCents: number, key = 'opsCatalogue.validation.amountInvalid') =>
  z.preprocess(
    (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
    z
      .string({ error: key })
      .trim()
      .regex(AMOUNT_PATTERN, { error: key })
      .refine((v) => (amountToCents(v) ?? 0) > 0, { error: key })
      .refine((v) => (amountToCents(v) ?? 0) <= maxCents, { error: 'opsCatalogue.validation.amountMax' }),
  );

/** Like `amount`, zero allowed (the price of one more name may be nothing). */
const amountOrZero = (maxCents: number) =>
  z.preprocess(
    (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
    z
      .string({ error: 'opsCatalogue.validation.amountInvalid' })
      .trim()
      .regex(AMOUNT_PATTERN, { error: 'opsCatalogue.validation.amountInvalid' })
      .refine((v) => (amountToCents(v) ?? 0) <= maxCents, { error: 'opsCatalogue.validation.amountMax' }),
  );

const text = (max: number, key = `validation.maxLength:${max}`) =>
  z.string({ error: key }).trim().max(max, { error: key });

/** Texts in the three languages (the stored keys: en, zh-cn, zh-tw). */
const localized = (max: number) =>
  z.object({
    en: text(max).min(1, { error: 'opsCatalogue.validation.englishRequired' }),
    'zh-cn': text(max),
    'zh-tw': text(max),
  });
export type OpsLocalized = z.infer<ReturnType<typeof localized>>;

/** One line of plain text: no markup, no control characters (a line break included). */
// eslint-disable-next-line no-control-regex
const PLAIN_LINE = /^[^<>\u0000-\u001f\u007f]*$/;
const plainLine = (max: number) =>
  text(max).regex(PLAIN_LINE, { error: 'opsCatalogue.validation.introductionPlain' });

// Products

export const opsProductRow = z.object({
  id: z.number().int(),
  shortName: z.string(),
  name: z.string(),
  brand: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  auditType: z.string(),
  domainType: z.number().int(),
  productTag: z.enum(PRODUCT_TAGS).nullable(),
  /** The tab the product is listed under (a category key). */
  tab: z.string().nullable(),
  active: z.boolean(),
  badges: z.array(z.enum(BADGES)),
  /** validity in months → US dollars, two decimals. */
  prices: z.record(z.string(), z.string()),
  /** Each name beyond the included ones, per year, US dollars. */
  attachCommonPrice: z.string(),
  /** The validities this product may be sold for (code signing 12–36 months, the others 12–72). */
  validities: z.array(z.number().int()),
  /** The operator's introduction line per language; '' : the storefront's generated line. */
  introduction: z.object({ en: z.string(), 'zh-cn': z.string(), 'zh-tw': z.string() }),
});
export type OpsProductRow = z.infer<typeof opsProductRow>;
export const opsProductsAnswer = z.object({ list: z.array(opsProductRow) });

export const opsProductParams = z.object({
  shortName: z
    .string({ error: 'opsCatalogue.validation.productInvalid' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'opsCatalogue.validation.productInvalid' }),
});

/** PUT ops/products/{shortName}: what is given changes, what is left out stays. */
export const opsProductBody = z
  .object({
    active: z.boolean({ error: 'opsCatalogue.validation.activeValue' }).optional(),
    badges: z
      .array(z.enum(BADGES, { error: 'opsCatalogue.validation.badgeUnknown' }), {
        error: 'opsCatalogue.validation.badgeUnknown',
      })
      .max(BADGES.length)
      .optional(),
    /** validity in months → the new price; validities left out keep theirs. */
    prices: z
      .record(
        z.string().regex(/^\d{2}$/, { error: 'opsCatalogue.validation.validityInvalid' }),
        amount(OPS_PRICE_MAX_CENTS, 'opsCatalogue.validation.priceInvalid'),
        { error: 'opsCatalogue.validation.priceInvalid' },
      )
      .optional(),
    attachCommonPrice: amountOrZero(OPS_PRICE_MAX_CENTS).optional(),
    /** The introduction line per language, plain text; '' (or all three ''): the generated line. */
    introduction: z
      .object({
        en: plainLine(OPS_PRODUCT_INTRODUCTION_MAX),
        'zh-cn': plainLine(OPS_PRODUCT_INTRODUCTION_MAX),
        'zh-tw': plainLine(OPS_PRODUCT_INTRODUCTION_MAX),
      })
      .strict()
      .optional(),
  })
  .strict();
export type OpsProductBody = z.infer<typeof opsProductBody>;

// Tabs (admin-setting productCategory)

export const opsCategoryRow = z.object({
  key: z.string(),
  brand: z.string().nullable(),
  productTag: z.enum(PRODUCT_TAGS).nullable(),
  hot: z.boolean(),
  title: z.object({ en: z.string(), 'zh-cn': z.string(), 'zh-tw': z.string() }),
  introduction: z.object({ en: z.string(), 'zh-cn': z.string(), 'zh-tw': z.string() }),
  logo: z.string(),
});
export type OpsCategoryRow = z.infer<typeof opsCategoryRow>;
export const opsCategoriesAnswer = z.object({ list: z.array(opsCategoryRow) });

/** PUT ops/categories: every tab, in the order they are shown (tabs are neither added nor removed here). */
export const opsCategoriesBody = z.object({
  list: z
    .array(
      z.object({
        key: z.string({ error: 'opsCatalogue.validation.tabUnknown' }).trim().min(1).max(64),
        hot: z.boolean({ error: 'opsCatalogue.validation.hotValue' }),
        title: localized(OPS_TAB_TITLE_MAX),
        introduction: localized(OPS_TAB_INTRODUCTION_MAX),
        logo: z
          .string({ error: 'opsCatalogue.validation.logoInvalid' })
          .trim()
          .regex(/^\/[A-Za-z0-9._/-]{1,200}$/, { error: 'opsCatalogue.validation.logoInvalid' })
          .refine((v) => !v.includes('..'), { error: 'opsCatalogue.validation.logoInvalid' }),
      }),
      { error: 'opsCatalogue.validation.tabsRequired' },
    )
    .min(1, { error: 'opsCatalogue.validation.tabsRequired' })
    .max(50),
});
export type OpsCategoriesBody = z.infer<typeof opsCategoriesBody>;

// Display rates

export const opsRateRow = z.object({
  currency: z.enum(CURRENCY_CODES),
  symbol: z.string(),
  /** Units of the currency per US dollar (decimal text, up to 8 decimals). */
  rate: z.string(),
  /** YYYY-MM-DD; '' while the currency has no rate (prices show in USD). */
  rateDate: z.string(),
});
export type OpsRateRow = z.infer<typeof opsRateRow>;
export const opsRatesAnswer = z.object({ list: z.array(opsRateRow) });
export const opsRateParams = z.object({
  currency: z.enum(CURRENCY_CODES, { error: 'opsCatalogue.validation.currencyUnknown' }),
});
export const opsRateBody = z.object({
  rate: z.preprocess(
    (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
    z
      .string({ error: 'opsCatalogue.validation.rateInvalid' })
      .trim()
      .regex(/^\d{1,10}(\.\d{1,8})?$/, { error: 'opsCatalogue.validation.rateInvalid' })
      .refine((v) => Number(v) > 0, { error: 'opsCatalogue.validation.rateInvalid' }),
  ),
});

// Coupons of one account, and promo codes

export const OPS_COUPON_FILTERS = ['all', 'usable', 'used', 'expired'] as const;
export const opsCouponsQuery = pageQuery.extend({
  /** Part of the account's e-mail, its uid, or the coupon's code. */
  query: z.preprocess(blankToUndefined, text(254).optional()),
  status: z.preprocess(
    blankToUndefined,
    z.enum(OPS_COUPON_FILTERS, { error: 'opsCatalogue.validation.filterInvalid' }).default('all'),
  ),
});
export const opsCouponRow = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.string(),
  accountUid: z.string(),
  email: z.string(),
  amount: z.string(),
  title: z.string(),
  describe: z.string(),
  status: z.enum(['usable', 'used', 'expired']),
  publishAt: z.string(),
  endAt: z.string(),
  usedAt: z.string().nullable(),
});
export type OpsCouponRow = z.infer<typeof opsCouponRow>;

const isoDate = (key: string) =>
  z
    .string({ error: key })
    .trim()
    .refine((v) => !Number.isNaN(Date.parse(v)), { error: key });

export const opsCouponBody = z.object({
  /** The account: its uid or its e-mail address. */
  account: z
    .string({ error: 'opsCatalogue.validation.accountRequired' })
    .trim()
    .min(1, { error: 'opsCatalogue.validation.accountRequired' })
    .max(254),
  amount: amount(OPS_COUPON_MAX_CENTS),
  title: text(OPS_COUPON_TITLE_MAX).default(''),
  describe: text(OPS_COUPON_DESCRIBE_MAX).default(''),
  /** ISO 8601; default now. */
  publishAt: z.preprocess(blankToUndefined, isoDate('opsCatalogue.validation.dateInvalid').optional()),
  endAt: isoDate('opsCatalogue.validation.dateInvalid'),
});
export type OpsCouponBody = z.infer<typeof opsCouponBody>;
export const opsCouponParams = z.object({ id: idField() });

export const opsPromoRow = z.object({
  code: z.string(),
  /** US dollars off ('0.00' for a percentage code). */
  amount: z.string(),
  percentOff: z.number().int(),
  validFrom: z.string(),
  validUntil: z.string(),
  maxRedemptions: z.number().int().nullable(),
  redemptions: z.number().int(),
  active: z.boolean(),
  status: z.enum(['usable', 'expired', 'used']),
});
export type OpsPromoRow = z.infer<typeof opsPromoRow>;
export const opsPromosAnswer = z.object({ list: z.array(opsPromoRow) });

export const opsPromoParams = z.object({
  code: z
    .string({ error: 'opsCatalogue.validation.promoCodeInvalid' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,32}$/, { error: 'opsCatalogue.validation.promoCodeInvalid' }),
});
/** A promo code: either an amount or a percentage off. */
export const opsPromoBody = z
  .object({
    code: opsPromoParams.shape.code,
    amount: z.preprocess(blankToUndefined, amount(OPS_COUPON_MAX_CENTS).optional()),
    percentOff: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'opsCatalogue.validation.percentInvalid' })
        .int({ error: 'opsCatalogue.validation.percentInvalid' })
        .min(1, { error: 'opsCatalogue.validation.percentInvalid' })
        .max(100, { error: 'opsCatalogue.validation.percentInvalid' })
        .optional(),
    ),
    validFrom: z.preprocess(blankToUndefined, isoDate('opsCatalogue.validation.dateInvalid').optional()),
    validUntil: isoDate('opsCatalogue.validation.dateInvalid'),
    maxRedemptions: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'opsCatalogue.validation.maxRedemptionsInvalid' })
        .int({ error: 'opsCatalogue.validation.maxRedemptionsInvalid' })
        .min(1, { error: 'opsCatalogue.validation.maxRedemptionsInvalid' })
        .max(1_000_000, { error: 'opsCatalogue.validation.maxRedemptionsInvalid' })
        .optional(),
    ),
  })
  .refine((v) => (v.amount === undefined) !== (v.percentOff === undefined), {
    error: 'opsCatalogue.validation.promoKind',
    path: ['amount'],
  });
export type OpsPromoBody = z.infer<typeof opsPromoBody>;

/** Public coupons (`portal coupon:publish`): every account claims the newest running one once (coupon/latest). */
export const opsCampaignRow = z.object({
  id: z.number().int(),
  amount: z.string(),
  title: z.string(),
  describe: z.string(),
  publishAt: z.string(),
  endAt: z.string(),
  /** How many accounts claimed it. */
  claims: z.number().int(),
  status: z.enum(['upcoming', 'running', 'ended']),
});
export type OpsCampaignRow = z.infer<typeof opsCampaignRow>;
export const opsCampaignsAnswer = z.object({ list: z.array(opsCampaignRow) });
export const opsCampaignBody = opsCouponBody.omit({ account: true });
export type OpsCampaignBody = z.infer<typeof opsCampaignBody>;
