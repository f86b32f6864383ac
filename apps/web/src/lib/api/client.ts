import { CSRF_COOKIE, CSRF_HEADER, ErrorCode, type FieldError } from '@portal/contract';

/** A failed call: a non-zero envelope code, an HTTP status outside 2xx, or a network failure (status 0). */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly errors: FieldError[];
  readonly status: number;

  constructor(init: { code: number; msg: string; errors?: FieldError[]; status: number }) {
    super(init.msg);
    this.name = 'ApiError';
    this.code = init.code;
    this.msg = init.msg;
    this.errors = init.errors ?? [];
    this.status = init.status;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export type BodyType = 'json' | 'form' | 'multipart';
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  method?: HttpMethod;
  query?: Query;
  body?: unknown;
  /** How a non-GET body is sent; JSON unless told otherwise. */
  bodyType?: BodyType;
  /** The caller shows the error itself: no toast (the 1002 redirect still happens). */
  silent?: boolean;
  /** Extra request headers (a visitor's purchase code, x-visitor-code). */
  headers?: Record<string, string>;
  /** GET adds a cache-busting `_t` unless this is false (a call the page preloads must keep its exact URL). */
  cacheBust?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  /** Prefix of every call, "/api/". */
  baseUrl?: string;
  /** The page's cookies (document.cookie). */
  getCookies: () => string;
  /** Shows an error toast. */
  notifyError: (text: string) => void;
  /** Translates a catalog key ("unknownError", "http.404"). */
  translate: (key: string) => string | undefined;
  /** Called on code 1002 (not logged in). */
  onNotLoggedIn: () => void;
  now?: () => number;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, query?: Query, options?: Omit<RequestOptions, 'method' | 'query'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  del<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
}

/** HTTP statuses with a standard text in the `http` catalog section (spec section 8). */
const KNOWN_STATUSES = new Set([200, 201, 202, 204, 400, 401, 403, 404, 406, 410, 422, 500, 502, 503, 504]);

export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

function appendQuery(url: string, query: Query | undefined): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

function toFormValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function encodeBody(body: unknown, type: BodyType): { body: BodyInit; contentType?: string } {
  if (type === 'multipart') {
    if (body instanceof FormData) return { body };
    const form = new FormData();
    for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
      if (value === undefined) continue;
      if (value instanceof Blob) form.append(key, value);
      else form.append(key, toFormValue(value));
    }
    return { body: form };
  }
  if (type === 'form') {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
      if (value === undefined) continue;
      params.append(key, toFormValue(value));
    }
    return { body: params, contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
  }
  return { body: JSON.stringify(body ?? {}), contentType: 'application/json' };
}

interface EnvelopeLike {
  code?: unknown;
  msg?: unknown;
  errors?: unknown;
}

function isEnvelope(value: unknown): value is EnvelopeLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    ('code' in value || 'msg' in value)
  );
}

function fieldErrorsOf(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is FieldError =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as FieldError).field === 'string' &&
      typeof (item as FieldError).message === 'string',
  );
}

/** Builds the client; the app wires it to window, tests to a fake fetch. */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const baseUrl = deps.baseUrl ?? '/api/';
  const now = deps.now ?? Date.now;
  const text = (key: string, fallback: string) => deps.translate(key) ?? fallback;
  const unknownError = () => text('unknownError', 'unknown error');
  let lastNotLoggedIn = 0;

  function fail(error: ApiError, silent: boolean | undefined): never {
    if (error.code === ErrorCode.notLoggedIn) {
      // Several calls of one page fail together: one toast and one redirect.
      const at = now();
      const first = at - lastNotLoggedIn > 3000;
      lastNotLoggedIn = at;
      if (first) {
        if (!silent) deps.notifyError(error.msg);
        deps.onNotLoggedIn();
      }
      throw error;
    }
    if (!silent) deps.notifyError(error.msg);
    throw error;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const method = options.method ?? 'GET';
    let url = `${baseUrl}${path.replace(/^\/+/, '')}`;
    url = appendQuery(url, options.query);
    if (method === 'GET' && options.cacheBust !== false) url = appendQuery(url, { _t: now() });

    const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
    const csrf = readCookie(deps.getCookies(), CSRF_COOKIE);
    if (csrf !== undefined) headers[CSRF_HEADER] = csrf;

    const init: RequestInit = { method, headers, credentials: 'include' };
    if (options.signal) init.signal = options.signal;
    if (method !== 'GET' && options.body !== undefined) {
      const encoded = encodeBody(options.body, options.bodyType ?? 'json');
      init.body = encoded.body;
      if (encoded.contentType) headers['content-type'] = encoded.contentType;
    }

    let response: Response;
    try {
      response = await deps.fetch(url, init);
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      // eslint-disable-next-line no-restricted-syntax -- the HTTP status 0 of no answer, not an order status
      return fail(new ApiError({ code: -1, msg: unknownError(), status: 0 }), options.silent);
    }

    const raw = await response.text().catch(() => '');
    let parsed: unknown = undefined;
    if (raw) {
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = undefined;
      }
    }

    if (isEnvelope(parsed)) {
      const code = typeof parsed.code === 'number' ? parsed.code : Number(parsed.code ?? 0);
      const success = parsed.code === undefined || code === 0 || code === 1;
      if (success && response.ok) return parsed.msg as T;
      if (!success) {
        const msg = typeof parsed.msg === 'string' && parsed.msg.trim() ? parsed.msg : unknownError();
        return fail(
          new ApiError({ code, msg, errors: fieldErrorsOf(parsed.errors), status: response.status }),
          options.silent,
        );
      }
    }

    if (!response.ok) {
      const msg = KNOWN_STATUSES.has(response.status)
        ? text(`http.${response.status}`, unknownError())
        : unknownError();
      const code = response.status === 401 ? ErrorCode.notLoggedIn : response.status;
      return fail(new ApiError({ code, msg, status: response.status }), options.silent);
    }
    // A 2xx answer without an envelope (a file, plain text): hand it over as it came.
    return (parsed ?? raw) as T;
  }

  return {
    request,
    get: (path, query, options) => request(path, { ...options, method: 'GET', query }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    del: (path, body, options) => request(path, { ...options, method: 'DELETE', body }),
  };
}
