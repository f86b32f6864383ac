/**
 * Publishes a DCV TXT value through a customer's DNS host and waits until resolvers see it: the connector creates
 * the record (again after a rate limit, as long as the provider asks to wait no longer than the bound), then
 * `lookupTxt` (the portal's resolver, apps/server/src/integrations/dns/resolver.ts `txt`) is asked every
 * `pollIntervalMs` until one of the name's TXT strings is the value or `timeoutMs` passed. Either way the caller
 * gets a handle whose `remove()` deletes the record once validation is done (or given up).
 */
import type { DnsProviderConnector, TxtRecordRef } from './dns-provider-connector.js';
import { sleepFor, withRateLimitRetry, type RateLimitRetryOptions } from './rate-limit-retry.js';

export interface PublishAndWaitOptions {
  connector: DnsProviderConnector;
  fqdn: string;
  value: string;
  /** The TXT strings of a name ([] when none); a throw counts as "not visible yet". */
  lookupTxt: (name: string) => Promise<string[]>;
  /** How long to wait for the value to be visible (default 3 minutes). */
  timeoutMs?: number;
  /** Time between two look-ups (default 5 s). */
  pollIntervalMs?: number;
  retry?: RateLimitRetryOptions;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export interface PublishedTxt {
  ref: TxtRecordRef;
  /** Whether the value was seen before the time-out. */
  visible: boolean;
  waitedMs: number;
  /** How many look-ups were made. */
  lookups: number;
  /** The last look-up's failure, if the last one failed (for the log). */
  lastLookupError?: string;
  /** Deletes the record (retrying on rate limits); calling it again does nothing. */
  remove(): Promise<void>;
}

export async function publishAndWait(options: PublishAndWaitOptions): Promise<PublishedTxt> {
  const sleep = options.sleep ?? sleepFor;
  const now = options.now ?? Date.now;
  const retry = { sleep, ...options.retry };
  const timeoutMs = options.timeoutMs ?? 180_000;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;

  const ref = await withRateLimitRetry(
    () => options.connector.publishTxt(options.fqdn, options.value),
    retry,
  );
  let removed: Promise<void> | undefined;
  const remove = () => (removed ??= withRateLimitRetry(() => options.connector.removeTxt(ref), retry));

  const started = now();
  let lookups = 0;
  let lastLookupError: string | undefined;
  for (;;) {
    lookups += 1;
    try {
      const seen = await options.lookupTxt(ref.fqdn);
      lastLookupError = undefined;
      if (seen.includes(options.value))
        return { ref, visible: true, waitedMs: now() - started, lookups, remove };
    } catch (error) {
      lastLookupError = error instanceof Error ? error.message : String(error);
    }
    const waited = now() - started;
    if (waited + pollIntervalMs > timeoutMs)
      return {
        ref,
        visible: false,
        waitedMs: waited,
        lookups,
        ...(lastLookupError === undefined ? {} : { lastLookupError }),
        remove,
      };
    await sleep(pollIntervalMs);
  }
}
