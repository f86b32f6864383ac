// Delivery tokens (issue 21, B4; docs/domain/delivery.md): per-order tokens a server uses to fetch the order's
// current certificate (and its key, when the token was made with that right) with
// `curl -H "Authorization: Bearer dt_…" {PUBLIC_URL}/api/deliver/{orderID}/{format}`.
import { z } from 'zod';
import { ORDER_STATUS } from '../domain.js';
import { orderIdField } from '../fields.js';

const S = ORDER_STATUS;
/** Orders that have their certificate or are on their way to one: tokens may be made for them. */
export const DELIVERY_OPEN_STATUSES: readonly number[] = [
  S.waitingSubmit,
  S.needAuth,
  S.pending,
  S.underReview,
  S.issued,
  S.complete,
];
/**
 * Orders that ended without a certificate to use (invalid, cancelled, refunded, revoking, revoked, refunding,
 * failed): their tokens answer 403 (code 1043) while the order stays so. An expired order (9) keeps answering its
 * last certificate, or the certificate of the order renewing it.
 */
export const DELIVERY_CLOSED_STATUSES: readonly number[] = [
  S.invalid,
  S.cancel,
  S.refunded,
  S.revoking,
  S.revoked,
  S.refunding,
  S.failed,
];

/**
 * The orders of a renewal line whose certificates a delivery token answers: running (issued, complete), or ended with
 * their term (expired).
 */
export const DELIVERY_SERVING_STATUSES: readonly number[] = [S.issued, S.complete, S.expired];

/** What `GET deliver/{orderID}/{format}` answers: leaf, leaf + intermediates, the private key, PKCS#12. */
export const DELIVERY_FORMATS = ['pem', 'fullchain', 'key', 'pfx'] as const;
export type DeliveryFormat = (typeof DELIVERY_FORMATS)[number];

/** The recognisable start of every delivery token (secret scanners and people can tell what leaked). */
export const DELIVERY_TOKEN_PREFIX = 'dt_';
/** Active (not revoked) tokens one order may have at a time; revoked ones stay listed and do not count. */
export const DELIVERY_TOKENS_PER_ORDER = 10;
export const DELIVERY_TOKEN_NAME_MAX = 64;
/** The header that carries the PKCS#12 password of format pfx (never the query: proxies log URLs). */
export const DELIVERY_PFX_PASSWORD_HEADER = 'x-pfx-password';
export const DELIVERY_PFX_PASSWORD_MAX = 128;

/**
 * A token's state: `active` answers; `revoked` was revoked by the account; `closed` while its order is cancelled,
 * refunded, revoked or failed (the token answers 403 then, and is not counted against the limit).
 */
export const DELIVERY_TOKEN_STATES = ['active', 'revoked', 'closed'] as const;
export type DeliveryTokenState = (typeof DELIVERY_TOKEN_STATES)[number];

/** GET order/delivery_tokens?orderID= */
export const deliveryTokensQuery = z.object({ orderID: orderIdField() });

/** Form bodies send the check box as text. */
const checkBox = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false', 'on'])])
  .transform((v) => v === true || v === '1' || v === 'true' || v === 'on');

/** POST order/delivery_token {orderID, name, includeKey} */
export const deliveryTokenCreateBody = z.object({
  orderID: orderIdField(),
  name: z
    .string({ error: 'delivery.validation.nameRequired' })
    .trim()
    .min(1, { error: 'delivery.validation.nameRequired' })
    .max(DELIVERY_TOKEN_NAME_MAX, { error: `validation.maxLength:${DELIVERY_TOKEN_NAME_MAX}` }),
  includeKey: checkBox.optional().default(false),
});
export type DeliveryTokenCreateBody = z.input<typeof deliveryTokenCreateBody>;

/** DELETE order/delivery_token/{id} */
export const deliveryTokenParams = z.object({
  id: z.coerce
    .number({ error: 'validation.idInvalid' })
    .int({ error: 'validation.idInvalid' })
    .positive({ error: 'validation.idInvalid' }),
});

/** One token as the list shows it: never the secret, only its first and last characters. */
export const deliveryTokenRow = z.object({
  id: z.number().int(),
  orderID: z.number().int(),
  name: z.string(),
  /** `dt_…` and the last four characters: enough to tell tokens apart, useless to an attacker. */
  hint: z.string(),
  includeKey: z.boolean(),
  state: z.enum(DELIVERY_TOKEN_STATES),
  /** Times in UTC, "YYYY-MM-DD HH:mm:ss". */
  createdAt: z.string(),
  /** Who made it (the e-mail of the main account or sub-user). */
  createdBy: z.string(),
  lastUsedAt: z.string().nullable(),
  /** The client address of the last call the token authenticated ('' before the first). */
  lastUsedIp: z.string(),
  revokedAt: z.string().nullable(),
});
export type DeliveryTokenRow = z.infer<typeof deliveryTokenRow>;

export const deliveryTokensAnswer = z.object({
  list: z.array(deliveryTokenRow),
  /** DELIVERY_TOKENS_PER_ORDER: how many may be active at once. */
  max: z.number().int(),
  /** The address the tokens are used with: `{PUBLIC_URL}/api/deliver/{orderID}` (add `/pem`, `/fullchain`, …). */
  url: z.string(),
});
export type DeliveryTokensAnswer = z.infer<typeof deliveryTokensAnswer>;

/** The new token: the only answer that carries the secret. */
export const deliveryTokenCreated = deliveryTokenRow.extend({
  token: z.string(),
  url: z.string(),
});
export type DeliveryTokenCreated = z.infer<typeof deliveryTokenCreated>;

/** GET deliver/{orderID}/{format} (Authorization: Bearer dt_…) */
export const deliverParams = z.object({
  orderID: orderIdField(),
  format: z.enum(DELIVERY_FORMATS, { error: 'delivery.validation.formatInvalid' }),
});
/** format pfx only: `compatible=1` protects it with 3DES/SHA-1 for Windows Server 2016 and older. */
export const deliverQuery = z.object({
  compatible: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});
