// The typed call of the contract's route table (ROUTES): method and path come from the entry, the input is typed
// from its params/query/body schemas and the answer from its `answer` schema, so no fetcher declares either.
//   call(ROUTES.orderInfo, { params: { id } }, { silent: true })  ->  Promise<OrderInfo as the table says>
// Routes without `answer` (files, pages) are not callable here; see the list in packages/contract/src/routes.ts.
import type { ApiRoute } from '@portal/contract';
import { routePath } from '@portal/contract/route-paths';
import type { z } from 'zod';
import type { ApiClient, Query, RequestOptions } from './client';

type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

/** A value as the web may send it: numbers and flags also as their text, lists also as one item or joined ("1,2"). */
type WireValue<V> = V extends number
  ? V | string
  : V extends boolean
    ? V | string
    : V extends readonly (infer E)[]
      ? WireValue<E>[] | WireValue<E> | string
      : V;

type Flatten<T> = { [K in keyof T]: T[K] } & {};

/** The schema's own input type of a key where it has one (a pipe from string), nothing where it takes anything. */
type InputValue<I, K> = K extends keyof I ? (unknown extends I[K] ? never : I[K]) : never;

type Value<S extends z.ZodType, K extends keyof z.output<S>> =
  WireValue<z.output<S>[K]> | InputValue<z.input<S>, K>;

type Loose<S extends z.ZodType> = OptionalKeys<z.input<S>> | OptionalKeys<z.output<S>>;

/**
 * What the web sends for a schema: the parsed (output) shape, a key optional where the schema lets it be absent
 * (a default, an optional field), a value as the output loosened above or as the schema's own input type. The
 * server parses it into the output again.
 */
export type WireOf<S extends z.ZodType> =
  z.output<S> extends Record<string, unknown>
    ? Flatten<
        { [K in Exclude<keyof z.output<S>, Loose<S>>]: Value<S, K> } & {
          [K in Loose<S> & keyof z.output<S>]?: Value<S, K> | undefined;
        }
      >
    : z.output<S>;

type Part<R extends ApiRoute, Field extends 'params' | 'query' | 'body'> = R[Field] extends z.ZodType
  ? object extends WireOf<R[Field]>
    ? { [F in Field]?: WireOf<R[Field]> }
    : { [F in Field]: WireOf<R[Field]> }
  : { [F in Field]?: never };

/** The input of a call: {params, query, body} as the route's entry has them. */
export type CallInput<R extends ApiRoute> = Flatten<Part<R, 'params'> & Part<R, 'query'> & Part<R, 'body'>>;

/** The answer's msg as the route's entry types it. */
export type CallAnswer<R extends ApiRoute> = R extends { answer: infer A extends z.ZodType }
  ? z.output<A>
  : never;

export type CallOptions = Omit<RequestOptions, 'method' | 'query' | 'body'>;

type CallArgs<R extends ApiRoute> =
  object extends CallInput<R>
    ? [input?: CallInput<R>, options?: CallOptions]
    : [input: CallInput<R>, options?: CallOptions];

export type Call = <R extends ApiRoute & { answer: z.ZodType }>(
  route: R,
  ...args: CallArgs<R>
) => Promise<CallAnswer<R>>;

/** Binds the typed call to a client (the app's `api`, or a test's). */
export function createCall(client: ApiClient): Call {
  return (route, ...args) => {
    const [input, options] = args as [unknown, CallOptions | undefined];
    const parts = (input ?? {}) as {
      params?: Record<string, string | number>;
      query?: object;
      body?: unknown;
    };
    return client.request(routePath(route.path, parts.params), {
      ...options,
      method: route.method,
      ...(parts.query ? { query: parts.query as Query } : {}),
      ...(parts.body !== undefined ? { body: parts.body } : {}),
    });
  };
}
