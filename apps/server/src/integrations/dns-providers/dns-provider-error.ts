import type { DnsProviderName } from './dns-provider-connector.js';

/**
 * Why a DNS host refused or failed, in the few kinds a caller acts on:
 * - `badCredentials`: the token / key is unknown, revoked or malformed (ask the customer for a new one);
 * - `noZone`: no zone the credentials see holds the name;
 * - `forbidden`: the credentials are valid but may not do this (read-only, zone outside the token's scope);
 * - `rateLimited`: too many calls; `retryAfterMs` says when to try again;
 * - `unavailable`: the API did not answer usefully (network, time-out, 5xx, the provider's internal error);
 * - `rejected`: anything else the provider refused (its code and message say what).
 */
export type DnsProviderErrorKind =
  'badCredentials' | 'noZone' | 'forbidden' | 'rateLimited' | 'unavailable' | 'rejected';

export class DnsProviderError extends Error {
  override readonly name = 'DnsProviderError';
  readonly kind: DnsProviderErrorKind;
  readonly provider: DnsProviderName;
  /** The provider's own error code (Cloudflare's number, Tencent Cloud's `AuthFailure.…`), for the log. */
  readonly providerCode: string | undefined;
  readonly providerMessage: string | undefined;
  /** For `rateLimited`: how long to wait before the next call. */
  readonly retryAfterMs: number | undefined;

  constructor(
    provider: DnsProviderName,
    kind: DnsProviderErrorKind,
    detail: { code?: string | number; message?: string; retryAfterMs?: number; cause?: unknown } = {},
  ) {
    const code = detail.code === undefined ? undefined : String(detail.code);
    super(`${provider}: ${kind}${code ? ` (${code}${detail.message ? `: ${detail.message}` : ''})` : ''}`, {
      cause: detail.cause,
    });
    this.provider = provider;
    this.kind = kind;
    this.providerCode = code;
    this.providerMessage = detail.message;
    this.retryAfterMs = detail.retryAfterMs;
  }
}
