// The API as the component tests see it: a stub of window.fetch that answers the calls of the contract's route table
// (packages/contract ROUTES) with bodies typed by each route's `answer` schema and parsed by it, as the server's
// serializer does, so a fixture that drifts from the contract fails the test. A call nobody answers fails it too.
import {
  ErrorCode,
  httpStatusOf,
  ROUTES,
  type ApiRoute,
  type ErrorCodeName,
  type FieldError,
} from '@portal/contract';
import { catalogs, interpolate, lookup, type Vars } from '@portal/i18n';
import type { z } from 'zod';

/** A route of the table that answers the JSON envelope. */
export type AnsweringRoute = ApiRoute & { answer: z.ZodType };

/** What a test writes as the answer's msg: the schema's input type (what the server hands its serializer). */
export type AnswerOf<R extends AnsweringRoute> = z.input<R['answer']>;

/** One call the page made, as the server would read it. */
export interface RecordedCall {
  method: string;
  /** Below /api, e.g. "/order/info/5". */
  path: string;
  /** The query without the client's cache-busting `_t`. */
  query: Record<string, string>;
  /** A JSON body parsed, a form or multipart body as its fields; undefined without a body. */
  body: unknown;
  headers: Record<string, string>;
}

/** An error answer: the envelope {code, msg, errors?} with the HTTP status the server gives that code. */
export interface ErrorReply {
  code: ErrorCodeName;
  /** The catalog key of msg (the server's text in en-US); `errors.<code>` unless told. */
  msgKey?: string;
  vars?: Vars;
  errors?: FieldError[];
}

type Reply<R extends AnsweringRoute> =
  | { kind: 'ok'; answer: (call: RecordedCall) => AnswerOf<R> }
  | { kind: 'error'; error: ErrorReply }
  /** Never answers: the page's pending state. */
  | { kind: 'hang' };

interface Handler {
  route: AnsweringRoute;
  pattern: RegExp;
  reply: Reply<AnsweringRoute>;
  /** Answers once, then the next handler of the same route (a list before and after an action). */
  once: boolean;
}

/** The text of a catalog key in en-US, as the server sends it (the tests render the en-US catalog). */
export function serverText(key: string, vars: Vars = {}): string {
  const text = lookup(catalogs.en, key);
  if (text === undefined) throw new Error(`fakeApi: no en-US text for ${key}`);
  return interpolate(text, vars);
}

function patternOf(path: string): RegExp {
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '[^/]+');
  // The table's `trailingSlash` spelling ("orders/cert/?ordersID") is served too.
  return new RegExp(`^${source}/?$`);
}

async function bodyOf(init: RequestInit | undefined): Promise<unknown> {
  const body = init?.body;
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') {
    try {
      return JSON.parse(body) as unknown;
    } catch {
      return body;
    }
  }
  if (body instanceof URLSearchParams || body instanceof FormData) {
    const fields: Record<string, unknown> = {};
    for (const [key, value] of body.entries()) fields[key] = value;
    return fields;
  }
  return body;
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, key) => (out[key] = value));
  return out;
}

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export interface FakeApi {
  /** Answers every call of the route with this msg (or what the function makes of the call). */
  answer<R extends AnsweringRoute>(
    route: R,
    msg: AnswerOf<R> | ((call: RecordedCall) => AnswerOf<R>),
  ): FakeApi;
  /** Answers the next call of the route only; later calls go to the route's other handlers. */
  answerOnce<R extends AnsweringRoute>(
    route: R,
    msg: AnswerOf<R> | ((call: RecordedCall) => AnswerOf<R>),
  ): FakeApi;
  /** Answers the route with the error envelope of a code (its localised text and HTTP status). */
  fail(route: AnsweringRoute, error: ErrorReply | ErrorCodeName): FakeApi;
  /** Answers the next call of the route with the error envelope; later calls go to the route's other handlers. */
  failOnce(route: AnsweringRoute, error: ErrorReply | ErrorCodeName): FakeApi;
  /** The route's calls never answer. */
  hang(route: AnsweringRoute): FakeApi;
  /** The calls made of a route, in order. */
  calls(route: ApiRoute): RecordedCall[];
  /** Calls no handler answered and answers that did not fit the contract (each also failed the page's call). */
  readonly problems: string[];
  /** The stub to install as window.fetch. */
  readonly fetch: typeof fetch;
}

export function createFakeApi(): FakeApi {
  const handlers: Handler[] = [];
  const made: { call: RecordedCall; route: ApiRoute | undefined }[] = [];
  const problems: string[] = [];
  const allRoutes = Object.values(ROUTES) as ApiRoute[];

  const add = (route: AnsweringRoute, reply: Reply<AnsweringRoute>, once = false) => {
    handlers.push({ route, pattern: patternOf(route.path), reply, once });
    return api;
  };
  const okReply = <R extends AnsweringRoute>(
    msg: AnswerOf<R> | ((call: RecordedCall) => AnswerOf<R>),
  ): Reply<AnsweringRoute> => ({
    kind: 'ok',
    answer: typeof msg === 'function' ? (msg as (call: RecordedCall) => unknown) : () => msg,
  });

  const fakeFetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    if (!url.pathname.startsWith('/api/')) throw new Error(`fakeApi: a call outside /api: ${url.pathname}`);
    const path = url.pathname.slice('/api'.length);
    const query = Object.fromEntries([...url.searchParams].filter(([key]) => key !== '_t'));
    const method = init?.method ?? 'GET';
    const call: RecordedCall = { method, path, query, body: await bodyOf(init), headers: headersOf(init) };
    const route = allRoutes.find((entry) => entry.method === method && patternOf(entry.path).test(path));
    made.push({ call, route });

    const index = handlers.findIndex((h) => h.route.method === method && h.pattern.test(path));
    const handler = handlers[index];
    if (!handler) {
      problems.push(`no answer for ${method} ${path}`);
      return json({ code: ErrorCode.notFound, msg: `fakeApi: no answer for ${method} ${path}` }, 404);
    }
    if (handler.once) handlers.splice(index, 1);
    const { reply } = handler;
    if (reply.kind === 'hang') return new Promise<Response>(() => undefined);
    if (reply.kind === 'error') {
      const { code, msgKey = `errors.${code}`, vars, errors } = reply.error;
      const body = { code: ErrorCode[code], msg: serverText(msgKey, vars), ...(errors ? { errors } : {}) };
      return json(body, httpStatusOf[code]);
    }
    // The server's serializer parses the answer with the route's schema: a drifting fixture throws here.
    const parsed = handler.route.answer.safeParse(reply.answer(call));
    if (!parsed.success) {
      // The page's client turns a failed fetch into its own error and may hide it: the problem is kept for the
      // test's end too (renderPage checks `problems`).
      const problem = `the answer of ${method} ${path} does not fit the contract: ${parsed.error.message}`;
      problems.push(problem);
      throw new Error(`fakeApi: ${problem}`);
    }
    return json({ code: ErrorCode.ok, msg: parsed.data }, 200);
  };

  const api: FakeApi = {
    answer: (route, msg) => add(route, okReply(msg)),
    answerOnce: (route, msg) => add(route, okReply(msg), true),
    fail: (route, error) =>
      add(route, { kind: 'error', error: typeof error === 'string' ? { code: error } : error }),
    failOnce: (route, error) =>
      add(route, { kind: 'error', error: typeof error === 'string' ? { code: error } : error }, true),
    hang: (route) => add(route, { kind: 'hang' }),
    calls: (route) => made.filter((entry) => entry.route === route).map((entry) => entry.call),
    problems,
    fetch: fakeFetch,
  };
  return api;
}
