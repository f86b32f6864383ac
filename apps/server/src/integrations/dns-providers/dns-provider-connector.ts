/**
 * What the portal asks of a customer's DNS host to validate a domain by itself (issue 34, "DNS provider
 * connectors"): prove the stored credentials work, publish one TXT value at a name, take it away again. Each
 * provider (./cloudflare.ts, ./dnspod.ts) hides its API behind this interface; ./create-dns-provider-connector.ts
 * picks one, ./publish-and-wait.ts adds the wait until resolvers see the value. Failures are DnsProviderError.
 */
export type DnsProviderName = 'cloudflare' | 'dnspod';

/** A published TXT record, plain data: a caller may store it (e.g. in a job) and remove the record later. */
export interface TxtRecordRef {
  provider: DnsProviderName;
  /** The zone (apex domain) the record was created in. */
  zone: string;
  /** The provider's id of the zone, where its API addresses zones by id (Cloudflare). */
  zoneId?: string;
  /** The provider's id of the record. */
  recordId: string;
  /** The record's full name, lower-case, without the trailing dot. */
  fqdn: string;
  value: string;
}

export interface VerifyOptions {
  /**
   * Also prove write access: publish a TXT record `_portal-connector-check.<zone>` in the first zone and remove
   * it. Neither API tells a read-only token from a writable one otherwise.
   */
  writeProbe?: boolean;
}

export interface DnsProviderConnector {
  readonly provider: DnsProviderName;
  /** The zones the credentials can see (lower-case names); refuses bad credentials. */
  verify(options?: VerifyOptions): Promise<{ ok: true; zones: string[] }>;
  /**
   * Creates the TXT record `fqdn` = `value` in the longest zone the credentials see that holds `fqdn`. An identical
   * record that exists already is reused (publishing twice is not an error).
   */
  publishTxt(fqdn: string, value: string): Promise<TxtRecordRef>;
  /** Deletes the record; a record that is gone already is not an error. */
  removeTxt(ref: TxtRecordRef): Promise<void>;
}
