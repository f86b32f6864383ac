import { ZodError } from 'zod';
import { CardWalletError } from '../card-wallet.js';
import { systemClock, type Clock } from '../../../lib/clock.js';
import { createTokenSource, type TokenSource } from './paypal-token.js';

/** Pauses between attempts of a call that failed on the network or with 5xx/429 (same request id). */
const RETRY_DELAYS_MS = [200, 800];

export interface PayPalCall {
  method: 'GET' | 'POST';
  path: string;
  /** JSON text, sent as is (the webhook check embeds the notification's raw bytes). */
  body?: string;
  /** PayPal-Request-Id: PayPal answers a repeated id with the first result, so retries are safe. */
  requestId?: string;
}

/** PayPal's error body: name, message, details[].issue, debug_id. */
interface PayPalErrorBody {
  name?: string;
  message?: string;
  debug_id?: string;
  details?: { issue?: string; description?: string }[];
  links?: { href?: unknown }[];
}

const DECLINED_ISSUES = new Set(['INSTRUMENT_DECLINED', 'TRANSACTION_REFUSED', 'PAYER_CANNOT_PAY']);

/** Maps a PayPal error answer onto the wallet's error kinds. */
export function errorOf(status: number, body: PayPalErrorBody): CardWalletError {
  const issue = body.details?.[0]?.issue ?? body.name ?? '';
  const detail = [issue, body.details?.[0]?.description ?? body.message].filter(Boolean).join(': ');
  const text = detail || `HTTP ${status}`;
  const links = Array.isArray(body.links)
    ? body.links.flatMap((l) => (typeof l?.href === 'string' ? [l.href] : []))
    : [];
  if (status === 404 || issue === 'RESOURCE_NOT_FOUND')
    return new CardWalletError('notFound', text, body.debug_id);
  if (issue === 'ORDER_NOT_APPROVED') return new CardWalletError('notApproved', text, body.debug_id);
  if (issue === 'ORDER_ALREADY_CAPTURED') return new CardWalletError('alreadyCaptured', text, body.debug_id);
  if (DECLINED_ISSUES.has(issue)) return new CardWalletError('declined', text, body.debug_id);
  if (status >= 500 || status === 429 || status === 401 || status === 403)
    return new CardWalletError('unavailable', text, body.debug_id);
  return new CardWalletError('refused', text, body.debug_id, links);
}

const retryable = (status: number) => status >= 500 || status === 429;

/** PayPal's debug id of an answer: in error bodies, and in the `PayPal-Debug-Id` header of every answer. */
const debugIdOf = (response: Response, body: PayPalErrorBody) =>
  body.debug_id ?? response.headers.get('paypal-debug-id') ?? undefined;

async function errorAnswer(response: Response): Promise<CardWalletError> {
  const body = (await response.json().catch(() => ({}))) as PayPalErrorBody;
  return errorOf(response.status, { ...body, debug_id: debugIdOf(response, body) });
}

/**
 * A success answer read by `parse`: one that does not have the documented shape (or is not JSON) is the
 * provider failing, not the caller, so it is `unavailable` (try again later) and carries the debug id.
 */
async function successAnswer<T>(
  call: PayPalCall,
  response: Response,
  parse: (json: unknown) => T,
): Promise<T> {
  let json: unknown;
  try {
    json = await response.json();
    return parse(json);
  } catch (error) {
    const issues =
      error instanceof ZodError
        ? error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')
        : (error as Error).message;
    throw new CardWalletError(
      'unavailable',
      `malformed answer to ${call.method} ${call.path}: ${issues}`,
      debugIdOf(response, json ?? {}),
    );
  }
}

/** Authenticated JSON calls to the PayPal REST API, with bounded retries and one token refresh on 401. */
export function createPayPalHttp(options: {
  apiBase: string;
  tokens: TokenSource;
  fetch: typeof fetch;
  timeoutMs: number;
  sleep?: (ms: number) => Promise<void>;
}) {
  const sleep = options.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));

  async function once(call: PayPalCall, token: string): Promise<Response> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      // Full answers (purchase units and captures), not only id, status and links.
      prefer: 'return=representation',
    };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    if (call.requestId) headers['paypal-request-id'] = call.requestId;
    return options.fetch(`${options.apiBase}${call.path}`, {
      method: call.method,
      headers,
      ...(call.body === undefined ? {} : { body: call.body }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  }

  /** One call; its success answer is read by `parse` (a malformed one throws `unavailable`). */
  return async function request<T>(call: PayPalCall, parse: (json: unknown) => T): Promise<T> {
    let refreshed = false;
    for (let attempt = 0; ; attempt++) {
      const token = await options.tokens.get();
      let response: Response | undefined;
      let failure: string | undefined;
      try {
        response = await once(call, token);
      } catch (error) {
        failure = (error as Error).message;
      }
      if (response?.status === 401 && !refreshed) {
        // The cached token was revoked or expired early: fetch a new one, once.
        options.tokens.invalidate(token);
        refreshed = true;
        attempt--;
        continue;
      }
      if (response && !retryable(response.status)) {
        if (response.ok) return successAnswer(call, response, parse);
        throw await errorAnswer(response);
      }
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) {
        if (response) throw await errorAnswer(response);
        throw new CardWalletError(
          'unavailable',
          `${call.method} ${call.path} failed: ${failure ?? 'no answer'}`,
        );
      }
      await sleep(delay);
    }
  };
}
export type PayPalRequest = ReturnType<typeof createPayPalHttp>;

/** How a PayPal adapter is run: tests pass the clock, fetch (the emulator), a short timeout and an instant sleep. */
export interface PayPalRuntime {
  clock?: Clock;
  fetch?: typeof fetch;
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** The authenticated client every PayPal adapter (wallet, payouts) calls through: its own token source, same rules. */
export function createPayPalClient(
  settings: { apiBase: string; clientId: string; clientSecret: string },
  runtime: PayPalRuntime = {},
) {
  const fetchImpl = runtime.fetch ?? fetch;
  const timeoutMs = runtime.timeoutMs ?? 20_000;
  return createPayPalHttp({
    apiBase: settings.apiBase,
    tokens: createTokenSource({
      apiBase: settings.apiBase,
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      clock: runtime.clock ?? systemClock,
      fetch: fetchImpl,
      timeoutMs,
    }),
    fetch: fetchImpl,
    timeoutMs,
    ...(runtime.sleep ? { sleep: runtime.sleep } : {}),
  });
}
