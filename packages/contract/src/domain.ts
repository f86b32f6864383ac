/** Domain enums of the catalogue, purchase and order areas (spec 000 sections 3-5, DESIGN section 3). */

export const PRODUCT_TYPES = ['SSL', 'CodeSign'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const AUDIT_TYPES = ['DV', 'OV', 'EV'] as const;
export type AuditType = (typeof AUDIT_TYPES)[number];

/** 1 single domain, 2 multi-domain, 4 wildcard, 6 multi-domain wildcard. */
export const DOMAIN_TYPES = [1, 2, 4, 6] as const;
export type DomainType = (typeof DOMAIN_TYPES)[number];
export const isWildcardDomainType = (t: number) => t === 4 || t === 6;

/** Tabs that select products by tag instead of by brand. */
export const PRODUCT_TAGS = ['SSL_IP', 'CodeSign'] as const;
export type ProductTag = (typeof PRODUCT_TAGS)[number];

export const BADGES = ['popular', 'recommended', 'hot', 'discounts'] as const;
export type Badge = (typeof BADGES)[number];

export const DCV_METHODS = ['dns', 'http', 'email'] as const;
export type DcvMethod = (typeof DCV_METHODS)[number];

/** Validity options in months: 1-6 years; code signing 1-3 years. Defaults 72 / 36. */
export const VALIDITY_MONTHS = [12, 24, 36, 48, 60, 72] as const;
export const CODE_SIGN_VALIDITY_MONTHS = [12, 24, 36] as const;
export const DEFAULT_VALIDITY_MONTHS = 72;
export const CODE_SIGN_DEFAULT_VALIDITY_MONTHS = 36;

/** CSR sources of the purchase wizard (reissue adds oldCSR). */
export const CSR_SOURCES = ['online', 'newCSR'] as const;
export type CsrSource = (typeof CSR_SOURCES)[number];

/** Key types the portal generates for an online CSR. */
export const KEY_ALGORITHMS = ['RSA2048', 'ECDSAP256'] as const;
export type KeyAlgorithm = (typeof KEY_ALGORITHMS)[number];

/** The constructed approver addresses allowed for email validation (CA/B Forum BR 3.2.2.4.4). */
export const APPROVER_LOCAL_PARTS = [
  'admin',
  'administrator',
  'webmaster',
  'hostmaster',
  'postmaster',
] as const;

/** Order status numbers 0-13 (DESIGN section 3). */
export const ORDER_STATUS = {
  needAuth: 0,
  pending: 1,
  issued: 2,
  complete: 3,
  invalid: 4,
  cancel: 5,
  refunded: 6,
  revoking: 7,
  revoked: 8,
  expired: 9,
  refunding: 10,
  underReview: 11,
  waitingSubmit: 12,
  failed: 13,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUS_KEYS = Object.keys(ORDER_STATUS) as (keyof typeof ORDER_STATUS)[];
/** Counted as paid or closed in lists: Pay is not offered (spec 000 section 4: 4, 5, 6, 8, 9, 13). */
export const PAID_OR_CLOSED_STATUSES: readonly number[] = [
  ORDER_STATUS.invalid,
  ORDER_STATUS.cancel,
  ORDER_STATUS.refunded,
  ORDER_STATUS.revoked,
  ORDER_STATUS.expired,
  ORDER_STATUS.failed,
];

export const COUPON_TAGS = ['all', 'usable', 'used', 'expired'] as const;
export type CouponTag = (typeof COUPON_TAGS)[number];

export const PAYMENT_CHANNELS = ['fund', 'paypal', 'offline'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

/** Kinds of reissue: free reissue, extra names (paid), the renewal of a multi-year order, an ACME client's certificate. */
export const REISSUE_TYPES = ['onlyReissue', 'addSans', 'renewal', 'acme'] as const;
export type ReissueType = (typeof REISSUE_TYPES)[number];

/** Why a storefront purchase was started: Buy or Free trial on the public product pages (spec 001 section 4). */
export const PURCHASE_INTENTS = ['buy', 'trial'] as const;
export type PurchaseIntent = (typeof PURCHASE_INTENTS)[number];
/**
 * The term of a storefront purchase without a chosen one (spec 001 section 4: 24 months on the visitor paths); the
 * product page's Buy of an offer names its own term (issue 31, docs/decisions.md).
 */
export const STOREFRONT_VALIDITY = 24;
/** How long a visitor's purchase link (its `code`) stays valid, counted from the e-mail step. */
export const VISITOR_PURCHASE_TTL_DAYS = 7;
/** The header that repeats a visitor's code on the calls that write or hand out the key (no cross-site trigger). */
export const VISITOR_CODE_HEADER = 'x-visitor-code';
