// Pricing requests (spec 002 sections 2, 3, 5, 7 and 9; issue 15; docs/domain/pricing-requests.md): price match,
// unlisted product and bulk buys (POST promote/create?table=…, JSON wrapped under the table's name) and the
// switch-and-match guarantee (POST promote/email, multipart with one receipt image).
import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../constants.js';
import { blankToUndefined, requiredEmail, requiredText } from '../fields.js';

/** The `table` of promote/create: which form the request comes from. */
export const PRICING_REQUEST_TABLES = ['priceMatchRequest', 'unlistedProductRequest', 'bulkBuys'] as const;
export type PricingRequestTable = (typeof PRICING_REQUEST_TABLES)[number];

/** Every kind of request the inbox holds: the three tables and the guarantee. */
export const PRICING_REQUEST_KINDS = [...PRICING_REQUEST_TABLES, 'guarantee'] as const;
export type PricingRequestKind = (typeof PRICING_REQUEST_KINDS)[number];

/** The validity choices of the forms, in months (spec section 5: 12, 24, 36, 48, 60). */
export const PRICING_REQUEST_VALIDITIES = [12, 24, 36, 48, 60] as const;

/** Spec section 9: a price match is claimed within 30 days of the purchase. */
export const PRICE_MATCH_CLAIM_DAYS = 30;
/** Spec section 9: a bulk quote is answered within 24 to 48 hours. */
export const BULK_QUOTE_REPLY_HOURS = { from: 24, to: 48 } as const;
/** Spec section 9: switch and match needs a receipt from the past 3 months. */
export const SWITCH_RECEIPT_MONTHS = 3;

/** The receipt image of the guarantee: one file of these types (judged by its bytes), at most 5 MB. */
export const VOUCHER_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type VoucherMediaType = (typeof VOUCHER_MEDIA_TYPES)[number];
export const VOUCHER_MAX_BYTES = UPLOAD_MAX_BYTES;

export const QUANTITY_MAX = 100_000;
export const COMMENTS_MAX = 2000;

const V = 'pricingRequests.validation';

const optionalText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max, { error: `validation.maxLength:${max}` })
      .optional(),
  );

const QUANTITY_INVALID = `${V}.quantityInvalid:${QUANTITY_MAX}`;
const quantity = (requiredKey: string) =>
  z.coerce
    .number({ error: requiredKey })
    .int({ error: QUANTITY_INVALID })
    .min(1, { error: QUANTITY_INVALID })
    .max(QUANTITY_MAX, { error: QUANTITY_INVALID });
const requiredQuantity = z.preprocess(blankToUndefined, quantity(`${V}.quantityRequired`));
const optionalQuantity = z.preprocess(blankToUndefined, quantity(QUANTITY_INVALID).optional());

const isValidity = (months: number) => (PRICING_REQUEST_VALIDITIES as readonly number[]).includes(months);
const validity = z.coerce
  .number({ error: 'validation.validityRequired' })
  .refine(isValidity, { error: `${V}.validityInvalid` });
const requiredValidity = z.preprocess(blankToUndefined, validity);
const optionalValidity = z.preprocess(blankToUndefined, validity.optional());

/** A link to the other seller's offer; "example.com/ssl" is read as https://example.com/ssl. */
const offerLink = requiredText(`${V}.urlRequired`, 2000)
  .transform((value) => (/^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`))
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
      } catch {
        return false;
      }
    },
    { error: `${V}.urlInvalid` },
  );

const email = requiredEmail(`${V}.emailRequired`);
const name = requiredText(`${V}.nameRequired`, 128);
/** Brand and certificate of our catalogue (GET products/select); the server checks they exist. */
const brand = requiredText(`${V}.brandRequired`, 64);
const product = requiredText(`${V}.productRequired`, 64);

/** Price match request: url, brand, product and email required; validity, quantity and comments optional. */
export const priceMatchRequestFields = z.object({
  url: offerLink,
  brand,
  product,
  email,
  quantity: optionalQuantity,
  validity: optionalValidity,
  comments: optionalText(COMMENTS_MAX),
});
export type PriceMatchRequestFields = z.infer<typeof priceMatchRequestFields>;

/** Unlisted product request: name, email, certificate, quantity and vendor required. */
export const unlistedProductRequestFields = z.object({
  name,
  email,
  certificate: requiredText(`${V}.certificateRequired`, 200),
  quantity: requiredQuantity,
  vendor: requiredText(`${V}.vendorRequired`, 128),
  validity: optionalValidity,
  comments: optionalText(COMMENTS_MAX),
});
export type UnlistedProductRequestFields = z.infer<typeof unlistedProductRequestFields>;

/** Bulk buys request: email, brand, product and validity required; quantity optional. */
export const bulkBuysFields = z.object({
  brand,
  product,
  email,
  validity: requiredValidity,
  quantity: optionalQuantity,
});
export type BulkBuysFields = z.infer<typeof bulkBuysFields>;

/** The fields of each table of promote/create. */
export const PRICING_REQUEST_FIELDS = {
  priceMatchRequest: priceMatchRequestFields,
  unlistedProductRequest: unlistedProductRequestFields,
  bulkBuys: bulkBuysFields,
} as const satisfies Record<PricingRequestTable, z.ZodType>;

/** POST promote/create?table=… */
export const promoteCreateQuery = z.object({
  table: z.enum(PRICING_REQUEST_TABLES, { error: `${V}.tableInvalid` }),
});
/** `{ <table>: { …fields } }`: the server reads the object named by `table` (its own messages per field). */
export const promoteCreateBody = z.record(z.string(), z.unknown());

/**
 * POST promote/email (multipart): email, name and the receipt `salesVoucher` as one file part. Its type is
 * judged by the server from the bytes, never from the name or the declared type.
 */
export const guaranteeBody = z.object({
  email,
  name,
  salesVoucher: z.unknown().superRefine((value, ctx) => {
    if (Array.isArray(value)) ctx.addIssue({ code: 'custom', message: `${V}.oneFile` });
    else if (!(value instanceof Uint8Array) || value.byteLength === 0)
      ctx.addIssue({ code: 'custom', message: `${V}.fileRequired` });
  }),
});
export type GuaranteeFields = Omit<z.infer<typeof guaranteeBody>, 'salesVoucher'>;

/** What both calls answer: the number of the stored request. */
export const pricingRequestAnswer = z.object({ id: z.number().int() });
export type PricingRequestAnswer = z.infer<typeof pricingRequestAnswer>;
