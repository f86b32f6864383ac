/** Why a validation fetch produced no HTTP answer to judge. */
export type ValidationFetchFailureKind =
  | 'privateAddress' // the name resolves only to addresses we refuse to reach
  | 'noAddress' // the name has no A record
  | 'dnsLookupFailed' // the A look-up itself failed (detail: the DnsLookupError kind)
  | 'unreachable' // connecting or reading failed (detail: the socket error code)
  | 'timeout'
  | 'tooManyRedirects'
  | 'redirectRefused' // a redirect to another scheme or port than BR 3.2.2.4.18 allows
  | 'tooLarge';

export class ValidationFetchError extends Error {
  constructor(
    readonly kind: ValidationFetchFailureKind,
    /** The URL being fetched when it failed (after any redirects followed so far). */
    readonly url: string,
    /** Specifics for the message: the refused address, the error code, the refused redirect target, … */
    readonly detail = '',
  ) {
    super(`Fetching ${url} failed: ${kind}${detail ? ` (${detail})` : ''}`);
    this.name = 'ValidationFetchError';
  }
}
