import type { DnsProviderName } from './dns-provider-connector.js';
import { DnsProviderError } from './dns-provider-error.js';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ProviderHttpOptions {
  provider: DnsProviderName;
  fetch?: FetchLike;
  /** Time-out of one call, in milliseconds (default 15 s). */
  timeoutMs?: number;
}

export interface JsonAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * One HTTP call to a DNS host's API, answering its status, headers and parsed JSON body. A call that gets no
 * answer (network, time-out), a 5xx or a body that is not JSON throws DnsProviderError `unavailable`; 4xx answers
 * are returned for the connector to read.
 */
export async function requestJson(
  options: ProviderHttpOptions,
  url: string,
  init: RequestInit,
): Promise<JsonAnswer> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs ?? 15_000) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new DnsProviderError(options.provider, 'unavailable', {
      code: timedOut ? 'timeout' : 'network',
      message: error instanceof Error ? error.message : String(error),
      cause: error,
    });
  }
  const text = await response.text().catch(() => '');
  if (response.status >= 500)
    throw new DnsProviderError(options.provider, 'unavailable', {
      code: `HTTP ${response.status}`,
      message: text.slice(0, 200),
    });
  try {
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
  } catch (error) {
    throw new DnsProviderError(options.provider, 'unavailable', {
      code: `HTTP ${response.status}`,
      message: `not JSON: ${text.slice(0, 200)}`,
      cause: error,
    });
  }
}
