import { DnsProviderError } from './dns-provider-error.js';

export interface RateLimitRetryOptions {
  /** Retries after the first try (default 3). */
  maxRetries?: number;
  /** The longest wait honoured; a provider asking for more gives up at once (default 30 s). */
  maxWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a connector call, and again after the wait the provider asked for when it answers `rateLimited`, a bounded
 * number of times. Every other error, and a rate limit past the bound, goes to the caller.
 */
export async function withRateLimitRetry<T>(
  operation: () => Promise<T>,
  options: RateLimitRetryOptions = {},
): Promise<T> {
  const maxRetries = options.maxRetries ?? 3;
  const maxWaitMs = options.maxWaitMs ?? 30_000;
  const sleep = options.sleep ?? sleepFor;
  for (let attempt = 0; ; attempt++) {
    try {
      return await operation();
    } catch (error) {
      if (!(error instanceof DnsProviderError) || error.kind !== 'rateLimited' || attempt >= maxRetries)
        throw error;
      const wait = error.retryAfterMs ?? 1000;
      if (wait > maxWaitMs) throw error;
      await sleep(wait);
    }
  }
}
