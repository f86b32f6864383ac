import type { CnameLookup } from '../../integrations/dns/dns-lookup-error.js';

/** What one look-up found: passed, or a translated-key problem saying found versus expected. */
export interface CheckOutcome {
  passed: boolean;
  /** i18n key under `dcv.` when not passed. */
  problem?: string;
  vars: Record<string, string | number>;
}

/**
 * The look-ups domain validation needs, behind one interface: the running portal builds it on the DNS
 * resolver (DNS_SERVERS) and the validation fetcher (DCV_HTTP_PORT); tests build it on loopback peers.
 */
export interface DcvChecker {
  dnsTxt(recordName: string, expected: string): Promise<CheckOutcome>;
  httpFile(domain: string, path: string, expected: string): Promise<CheckOutcome>;
  /** CAA (RFC 8659): may the portal's CA issue for this name? */
  caa(name: string, wildcard: boolean): Promise<CheckOutcome>;
  /** The CNAME targets at `name` (DCV delegation's check), or why the look-up got no answer. */
  cname(name: string): Promise<CnameLookup>;
}
