// Named upstream CAs in the operator console (issue 33, docs/domain/upstreams.md): /api/ops/upstreams*. Never a
// secret: an upstream answers only whether its EAB, API key or CA bundle is set.
import { z } from 'zod';
import { blankToUndefined } from '../fields.js';

/** One upstream with its routes and health (GET ops/upstreams). `builtin` is always the first. */
export const opsUpstreamRow = z.object({
  name: z.string(),
  type: z.enum(['builtin', 'acme', 'certcentral']),
  /** Written at start from CA_PROVIDER / CA_BRANDS / ACME_* (the shorthand). */
  fromEnv: z.boolean(),
  directoryUrl: z.string().nullable(),
  apiBase: z.string().nullable(),
  preferredChain: z.string().nullable(),
  eab: z.boolean(),
  apiKey: z.boolean(),
  /** CertCentral: a webhook secret is set, its notifications are taken. */
  webhook: z.boolean(),
  caBundle: z.boolean(),
  /** `upstreamProduct`: a product route's upstream product id (CertCentral `product_name_id`); null: the adapter picks. */
  routes: z.array(
    z.object({ brand: z.string(), product: z.string().nullable(), upstreamProduct: z.string().nullable() }),
  ),
  lastSuccessAt: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** Orders submitted to it that wait for validation. */
  ordersWaiting: z.number().int(),
});
export type OpsUpstreamRow = z.infer<typeof opsUpstreamRow>;

export const opsUpstreamsAnswer = z.object({ list: z.array(opsUpstreamRow) });
export type OpsUpstreamsAnswer = z.infer<typeof opsUpstreamsAnswer>;

export const opsUpstreamParams = z.object({
  name: z
    .string({ error: 'opsUpstreams.validation.name' })
    .regex(/^(builtin|[a-z0-9][a-z0-9_-]{0,39})$/, { error: 'opsUpstreams.validation.name' }),
});

/** POST ops/upstreams/{name}/test: reached with its credentials, or the upstream's error. */
export const opsUpstreamTestAnswer = z.object({
  name: z.string(),
  ok: z.boolean(),
  error: z.string().nullable(),
});
export type OpsUpstreamTestAnswer = z.infer<typeof opsUpstreamTestAnswer>;

/** PUT ops/upstream-routes: new orders of a brand (or of one product of it) go to `upstream`. */
export const opsUpstreamRouteBody = z.object({
  brand: z
    .string({ error: 'opsUpstreams.validation.brand' })
    .trim()
    .min(1, { error: 'opsUpstreams.validation.brand' })
    .max(100, { error: 'validation.maxLength:100' }),
  product: z
    .string()
    .trim()
    .max(100, { error: 'validation.maxLength:100' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  upstream: z
    .string({ error: 'opsUpstreams.validation.name' })
    .trim()
    .regex(/^(builtin|[a-z0-9][a-z0-9_-]{0,39})$/, { error: 'opsUpstreams.validation.name' }),
  /**
   * A product route to a CertCentral upstream: the upstream's own product id (`product_name_id`, e.g. `ssl_plus`)
   * new orders are placed as. Absent or blank: the adapter picks (a route is written whole, so this clears it).
   */
  upstreamProduct: z
    .string()
    .trim()
    .regex(/^([a-z0-9][a-z0-9_.-]{0,63})?$/, { error: 'opsUpstreams.validation.upstreamProduct' })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type OpsUpstreamRouteBody = z.input<typeof opsUpstreamRouteBody>;

export const opsUpstreamRouteAnswer = z.object({
  brand: z.string(),
  product: z.string().nullable(),
  upstream: z.string(),
  upstreamProduct: z.string().nullable(),
});

/**
 * The wholesale side of one order (GET ops/orders/{id} `wholesale`), integer cents: what the customer paid (US
 * dollars, the settlement currency), what the upstream charged (its currency) and the margin between them.
 */
export const opsOrderWholesale = z.object({
  /** The upstream the order was submitted to (`caName`); null before it was submitted. */
  upstream: z.string().nullable(),
  /** What the customer paid, US cents: 0 while unpaid or once refunded. */
  saleCents: z.number().int(),
  /** What the upstream charged, in cents of `currency`; null while unknown (not submitted, not answered yet). */
  costCents: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** saleCents − costCents; null when the cost is unknown or not in US dollars (`marginUnknown` says why). */
  marginCents: z.number().int().nullable(),
  marginUnknown: z.enum(['costUnknown', 'otherCurrency']).nullable(),
});
export type OpsOrderWholesale = z.infer<typeof opsOrderWholesale>;

export const OPS_MARGIN_MONTHS_DEFAULT = 12;
export const OPS_MARGIN_MONTHS_MAX = 60;

/** GET ops/upstream-margin?months: the last `months` UTC months (this one included). */
export const opsMarginQuery = z.object({
  months: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'opsUpstreams.validation.months' })
      .int({ error: 'opsUpstreams.validation.months' })
      .min(1, { error: 'opsUpstreams.validation.months' })
      .max(OPS_MARGIN_MONTHS_MAX, { error: 'opsUpstreams.validation.months' })
      .default(OPS_MARGIN_MONTHS_DEFAULT),
  ),
});
export type OpsMarginQuery = z.infer<typeof opsMarginQuery>;

/** One month and upstream: paid orders submitted to it, by the month they were paid (UTC). Integer cents. */
export const opsMarginRow = z.object({
  /** YYYY-MM (UTC). */
  month: z.string(),
  upstream: z.string(),
  orders: z.number().int(),
  /** What customers paid for them, US cents. */
  revenueCents: z.number().int(),
  /** What the upstream charged, US cents, over the orders whose cost is known in US dollars. */
  costCents: z.number().int(),
  /** Revenue − cost over the orders whose cost is known in US dollars. */
  marginCents: z.number().int(),
  /** Orders whose cost is not known (yet) or not in US dollars: left out of cost and margin. */
  costUnknown: z.number().int(),
});
export type OpsMarginRow = z.infer<typeof opsMarginRow>;

/** Newest month first, upstreams by name within a month; months without paid upstream orders are absent. */
export const opsMarginAnswer = z.object({ from: z.string(), list: z.array(opsMarginRow) });
export type OpsMarginAnswer = z.infer<typeof opsMarginAnswer>;

/** POST upstream-webhooks/{name}: the upstream's event (CertCentral: `{event, data: {order_id, …}}`). */
export const upstreamWebhookBody = z.looseObject({
  event: z.string().max(100).optional(),
  data: z.looseObject({}).optional(),
});
export const upstreamWebhookAnswer = z.object({
  /** `polling`: the order is asked about now; `challenge`: the webhook's verification token, logged for the
   * operator; `ignored`: no waiting order of this upstream, or another event. */
  outcome: z.enum(['polling', 'challenge', 'ignored']),
});
export type UpstreamWebhookAnswer = z.infer<typeof upstreamWebhookAnswer>;

/**
 * POST ops/orders/{id}/upstream-retry and …/upstream-refund (an order stuck on its upstream CA): the order's status
 * after the call, what went back to the balance ("0.00" for a retry) and its problem in the reader's language.
 */
export const opsUpstreamOrderAnswer = z.object({
  id: z.number().int(),
  status: z.number().int(),
  refunded: z.string(),
  lastProblem: z.string().nullable(),
});
export type OpsUpstreamOrderAnswer = z.infer<typeof opsUpstreamOrderAnswer>;
