// Named upstream CAs in the operator console (issue 33, docs/domain/upstreams.md): /api/ops/upstreams*. Never a
// secret: an upstream answers only whether its EAB, API key or CA bundle is set.
import { z } from 'zod';

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
  caBundle: z.boolean(),
  routes: z.array(z.object({ brand: z.string(), product: z.string().nullable() })),
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
});
export type OpsUpstreamRouteBody = z.input<typeof opsUpstreamRouteBody>;

export const opsUpstreamRouteAnswer = z.object({
  brand: z.string(),
  product: z.string().nullable(),
  upstream: z.string(),
});

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
