/** Why a look-up gave no answer (as opposed to answering "no such record", which is an empty list). */
export type DnsFailureKind = 'timeout' | 'servfail' | 'refused' | 'failed';

/** What a CNAME look-up found: the targets ([] for none), or why it got no answer. */
export type CnameLookup =
  { targets: string[]; failure?: undefined } | { targets: []; failure: DnsFailureKind };

export class DnsLookupError extends Error {
  constructor(
    readonly kind: DnsFailureKind,
    readonly queryName: string,
    /** The resolver's own code (ETIMEOUT, ESERVFAIL, …), kept for logs. */
    readonly code: string,
  ) {
    super(`DNS look-up of ${queryName} failed: ${kind} (${code})`);
    this.name = 'DnsLookupError';
  }
}

/** c-ares codes that mean the name or the record type does not exist: an answer, not a failure. */
export const NO_SUCH_RECORD_CODES: ReadonlySet<string> = new Set(['ENOTFOUND', 'ENODATA']);

export function dnsFailureKind(code: string): DnsFailureKind {
  switch (code) {
    case 'ETIMEOUT':
      return 'timeout';
    case 'ESERVFAIL':
      return 'servfail';
    case 'EREFUSED':
    case 'ECONNREFUSED':
      return 'refused';
    default:
      return 'failed';
  }
}
