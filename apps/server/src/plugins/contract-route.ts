import { changesState, needsCsrfHeader, type ApiRoute } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { accessGuard } from './access.js';
import { envelopeOf } from './openapi.js';

/** What a schema of the table parses into; `unknown` where the route has none. */
type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request of a table route: params, query and body typed from its schemas (validated before the handler). */
export type ContractRequest<R extends ApiRoute> = FastifyRequest<{
  Params: Parsed<R['params']>;
  Querystring: Parsed<R['query']>;
  Body: Parsed<R['body']>;
}>;

/** A route with an answer returns the success envelope of it; one without (a file, a page) returns what it sends. */
export type ContractResult<R extends ApiRoute> = R extends { answer: infer A extends z.ZodType }
  ? { code: 0; msg: z.input<A> }
  : unknown;

/** A handler answers its envelope, or a promise of it: a synchronous answer costs no promise and no microtask. */
export type ContractHandler<R extends ApiRoute> = (
  request: ContractRequest<R>,
  reply: FastifyReply,
) => ContractResult<R> | Promise<ContractResult<R>>;

/** What a route adds to its table entry: its config (rate limit, navigation, opting out of CSRF) and OpenAPI tags. */
export interface ContractRouteOptions {
  tags: string[];
  config?: RouteOptions['config'];
  /** OpenAPI: what the operation does, where the schemas cannot say it (a file answer, a header). */
  description?: string;
  /** OpenAPI: a security scheme of its own (registerOpenApi's components), e.g. the delivery token. */
  security?: Record<string, string[]>[];
}

/**
 * Registers one route of the contract's table (ROUTES): method, path and the capability guard (the permission
 * matrix, plugins/access.ts) from the entry, Fastify's schema
 * (params, querystring, body, response 200 = the envelope of `answer`) filled from its zod schemas, so the
 * handler's request and answer are typed from the table and the OpenAPI document is generated from it.
 */
export function route<R extends ApiRoute>(
  app: FastifyInstance,
  entry: R,
  options: ContractRouteOptions,
  handler: ContractHandler<R>,
): void {
  const schema: NonNullable<RouteOptions['schema']> = { tags: options.tags };
  if (options.description) schema.description = options.description;
  if (options.security) schema.security = options.security;
  if (entry.params) schema.params = entry.params;
  if (entry.query) schema.querystring = entry.query;
  if (entry.body) schema.body = entry.body;
  if (entry.answer) schema.response = { 200: envelopeOf(entry.answer) };
  const guard = accessGuard(entry.can, {
    visitorCode: entry.visitorCode === true,
    openToVisitors: entry.openToVisitors === true,
  });
  // Which calls check the CSRF header is the table's to say (changes, secretAnswer); a module only opts a route out
  // (`csrf: false`, authenticated by a token of its own).
  const config = {
    ...options.config,
    csrf: options.config?.csrf ?? needsCsrfHeader(entry),
    changes: changesState(entry),
  };
  const served = {
    method: entry.method,
    ...(guard ? { preValidation: guard } : {}),
    config,
    handler: handler as unknown as RouteOptions['handler'],
  };
  app.route({ ...served, url: entry.path, schema });
  // The spec's `orders/cert/?ordersID`: the same route under the path with a slash, left out of the OpenAPI
  // document (one operation). A static path wins over `key_manager/certs/export/:id` with an empty id.
  if (entry.trailingSlash) app.route({ ...served, url: `${entry.path}/`, schema: { ...schema, hide: true } });
}
