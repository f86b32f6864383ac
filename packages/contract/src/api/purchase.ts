import { z } from 'zod';
import {
  AUDIT_TYPES,
  CSR_SOURCES,
  DCV_METHODS,
  KEY_ALGORITHMS,
  PRODUCT_TYPES,
  PURCHASE_INTENTS,
} from '../domain.js';
import { CURRENCY_CODES } from '../constants.js';
import { contactFields } from './records.js';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `validation.maxLength:${max}` })
    .optional();
const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .toLowerCase()
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: 'validation.emailInvalid' })
  .optional();

/** POST event/contact_info/save: the purchase's contact person (members, and a visitor with its code). */
export const eventContactBody = contactFields.extend({ email: optionalEmail });
export type EventContactBody = z.infer<typeof eventContactBody>;

/**
 * What event/contact_info/save accepts: the contact person, or — from a visitor without a code, the storefront's
 * e-mail step — `product`, `email` and `trial` (`1`: Free trial), which start a visitor's purchase and answer its
 * `code`. The contact fields are checked by the service against `eventContactBody` when they are being saved.
 */
export const eventContactSaveBody = eventContactBody
  .partial({ firstName: true, lastName: true, telephone: true })
  .extend({
    product: z.string().trim().max(64).optional(),
    /** The term chosen on the storefront's product page (months; issue 31); default STOREFRONT_VALIDITY. */
    validity: z.coerce.number({ error: 'validation.validityRequired' }).int().positive().optional(),
    trial: z
      .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
      .transform((v) => v === true || v === '1' || v === 'true')
      .optional(),
  });
/** `true` for a saved contact; `{code}` when the call started a visitor's purchase. */
export const eventContactAnswer = z.union([z.boolean(), z.object({ code: z.string() })]);

/** The query of the calls a visitor makes on its purchase: the code from its link. */
export const visitorCodeQuery = z.object({ code: z.string().trim().max(128).optional() });

/**
 * POST event/csr_info/save (JSON, form or multipart). `domains` is the textarea as typed: one name per line,
 * comma-separated names on a line for multi-domain products. Online: the server makes the key and CSR.
 * newCSR: a pasted `csr` or an uploaded `csrFile` (one .csr file).
 */
export const csrInfoBody = z.object({
  csrFrom: z.enum(CSR_SOURCES, { error: 'validation.csrSourceRequired' }),
  domains: optionalText(20000),
  csr: optionalText(20000),
  csrFile: z.union([z.string(), z.instanceof(Uint8Array)]).optional(),
  keyAlgorithm: z.enum(KEY_ALGORITHMS).optional(),
  /** Online: make a new private key even though this purchase already has one of the same algorithm. */
  newKey: z.boolean().optional(),
  organizationName: optionalText(64),
  organizationUnit: optionalText(64),
  organizationPhone: optionalText(32),
  postalCode: optionalText(16),
  streetAddress: optionalText(64),
  country: optionalText(2),
  region: optionalText(64),
  city: optionalText(64),
  verifyEmail: optionalEmail,
});
export type CsrInfoBody = z.infer<typeof csrInfoBody>;

export const csrInfoAnswer = z.object({
  /** DCV methods this order may use (spec 000 section 5). */
  authMethods: z.array(z.enum(DCV_METHODS)),
  verifyEmail: z.string(),
  /** True when the portal generated a private key that the user must download now. */
  download: z.boolean(),
  /**
   * Online: the purchase's earlier private key signed this CSR (kept unless `newKey` or another algorithm was
   * asked for), so a key the user already downloaded still matches.
   */
  keyKept: z.boolean(),
  /** The key of this purchase has been downloaded (false for a new key). */
  keyDownloaded: z.boolean(),
  commonName: z.string(),
  dnsNames: z.array(z.string()),
});
export type CsrInfoAnswer = z.infer<typeof csrInfoAnswer>;

export const eventProduct = z.object({
  shortName: z.string(),
  name: z.string(),
  brand: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  auditType: z.enum(AUDIT_TYPES),
  domainType: z.number().int(),
  productTag: z.string().nullable(),
  wholesaleCount: z.number().int(),
  maxNames: z.number().int(),
  supportFreeTrial: z.boolean(),
  validities: z.array(z.number().int()),
});
export const eventCsrInfo = z.object({
  csrFrom: z.enum(CSR_SOURCES),
  /** The domains as typed, for the form to show again. */
  domains: z.string(),
  commonName: z.string(),
  dnsNames: z.array(z.string()),
  csr: z.string(),
  keyAlgorithm: z.enum(KEY_ALGORITHMS).nullable(),
  organizationName: z.string(),
  organizationUnit: z.string(),
  organizationPhone: z.string(),
  postalCode: z.string(),
  streetAddress: z.string(),
  country: z.string(),
  region: z.string(),
  city: z.string(),
  verifyEmail: z.string(),
  /** A generated key exists for this purchase (only for online CSRs of non-code-signing products). */
  hasPrivateKey: z.boolean(),
  keyDownloaded: z.boolean(),
  authMethods: z.array(z.enum(DCV_METHODS)),
});
/** GET event/info: the purchase in progress, kept server-side so Back restores it. */
export const eventInfoAnswer = z.object({
  email: z.string(),
  product: eventProduct.nullable(),
  ContactInfo: z
    .object({ firstName: z.string(), lastName: z.string(), telephone: z.string(), email: z.string() })
    .nullable(),
  CSRInfo: eventCsrInfo.nullable(),
  /**
   * Storefront purchases: Buy or Free trial (the term is then fixed: the one chosen on the product page, else 24
   * months, answered as the only entry of `product.validities`); null for the member wizard.
   */
  intent: z.enum(PURCHASE_INTENTS).nullable().optional(),
  /** A visitor's purchase: when its link stops working (ISO time). */
  expiresAt: z.string().nullable().optional(),
});
export type EventInfo = z.infer<typeof eventInfoAnswer>;

/** GET event/approver_email: the five constructed addresses of the registrable domain. */
export const approverEmailAnswer = z.array(z.string());

/** POST event/order/create */
export const orderCreateBody = z.object({
  authMethod: z.enum(DCV_METHODS, { error: 'validation.dcvMethodRequired' }),
  validity: z.coerce.number({ error: 'validation.validityRequired' }).int(),
  code: z.string().trim().max(64).optional(),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(CURRENCY_CODES, { error: 'validation.currencyInvalid' }))
    .optional(),
  approverEmail: optionalEmail,
  verifyEmail: optionalEmail,
});
export const orderCreateAnswer = z.object({ id: z.number().int(), authMethod: z.enum(DCV_METHODS) });
