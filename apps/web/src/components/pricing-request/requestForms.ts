import {
  BULK_QUOTE_REPLY_HOURS,
  PRICE_MATCH_CLAIM_DAYS,
  PRICING_REQUEST_VALIDITIES,
  SWITCH_RECEIPT_MONTHS,
  VOUCHER_MAX_BYTES,
  VOUCHER_MEDIA_TYPES,
  type PricingRequestKind,
  type PricingRequestTable,
} from '@portal/contract';

export type RequestField =
  | 'url'
  | 'brand'
  | 'product'
  | 'email'
  | 'name'
  | 'certificate'
  | 'vendor'
  | 'quantity'
  | 'validity'
  | 'comments';

/** Each form's fields in the order shown (spec 002 sections 3 and 5). */
export const FORM_FIELDS: Record<PricingRequestTable, readonly RequestField[]> = {
  priceMatchRequest: ['url', 'brand', 'product', 'email', 'quantity', 'validity', 'comments'],
  unlistedProductRequest: ['name', 'email', 'certificate', 'vendor', 'quantity', 'validity', 'comments'],
  bulkBuys: ['brand', 'product', 'email', 'validity', 'quantity'],
};

export const GUARANTEE_FIELDS = ['name', 'email', 'salesVoucher'] as const;

/** The validity select: months as sent, years as shown. */
export const VALIDITY_OPTIONS = PRICING_REQUEST_VALIDITIES.map((months) => ({ months, years: months / 12 }));

/** The values of the intro text of each form (spec 002 section 9). */
export const INTRO_VARS: Record<PricingRequestKind, Record<string, number>> = {
  priceMatchRequest: { days: PRICE_MATCH_CLAIM_DAYS },
  unlistedProductRequest: {},
  bulkBuys: { ...BULK_QUOTE_REPLY_HOURS },
  guarantee: { months: SWITCH_RECEIPT_MONTHS },
};

export const VOUCHER_MAX_MB = VOUCHER_MAX_BYTES / (1024 * 1024);
/** The file picker offers images only (the server still judges the bytes). */
export const VOUCHER_ACCEPT = VOUCHER_MEDIA_TYPES.join(',');

/**
 * Why the chosen file cannot be the receipt, as a message key: not an image of the four types (by what the browser
 * says it is) or over 5 MB. Undefined when it may be sent.
 */
export function voucherProblem(file: { type: string; size: number }): string | undefined {
  if (!(VOUCHER_MEDIA_TYPES as readonly string[]).includes(file.type))
    return 'pricingRequests.upload.notImage';
  if (file.size > VOUCHER_MAX_BYTES) return 'pricingRequests.upload.tooLarge';
  return undefined;
}

/** The products of one brand for the certificate select; none before a brand is chosen. */
export function productOptions(
  products: Record<string, { shortName: string; name: string }[]> | undefined,
  brand: string | undefined,
): { value: string; label: string }[] {
  if (!products || !brand) return [];
  return (products[brand] ?? []).map((p) => ({ value: p.shortName, label: p.name }));
}
