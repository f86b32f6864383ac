import type { Clock } from '../../../lib/clock.js';
import { CardWalletError } from '../card-wallet.js';

/** A token is renewed this long before PayPal says it expires, so a call never starts with a dying one. */
const EXPIRY_MARGIN_MS = 60_000;

export interface TokenSource {
  /** A valid access token, fetched once and cached until shortly before it expires. */
  get(): Promise<string>;
  /** Forgets the cached token (PayPal answered 401 with it). */
  invalidate(token: string): void;
}

/** OAuth 2.0 client credentials against POST /v1/oauth2/token. */
export function createTokenSource(options: {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  clock: Clock;
  fetch: typeof fetch;
  timeoutMs: number;
}): TokenSource {
  let cached: { token: string; expiresAt: number } | undefined;
  // Concurrent callers share one token request.
  let inFlight: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    let response: Response;
    try {
      response = await options.fetch(`${options.apiBase}/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new CardWalletError('unavailable', `token request failed: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: unknown;
      expires_in?: unknown;
      error_description?: unknown;
    };
    if (!response.ok || typeof body.access_token !== 'string')
      throw new CardWalletError(
        'unavailable',
        `token refused (HTTP ${response.status}): ${String(body.error_description ?? 'no access token')}`,
      );
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 0;
    cached = {
      token: body.access_token,
      expiresAt: options.clock.now().getTime() + seconds * 1000 - EXPIRY_MARGIN_MS,
    };
    return body.access_token;
  }

  return {
    async get() {
      if (cached && cached.expiresAt > options.clock.now().getTime()) return cached.token;
      inFlight ??= fetchToken().finally(() => (inFlight = undefined));
      return inFlight;
    },
    invalidate(token) {
      if (cached?.token === token) cached = undefined;
    },
  };
}
