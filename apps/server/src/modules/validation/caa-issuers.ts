/**
 * The issuer domains the built-in CA answers to in CAA records (RFC 8659 "issue" values): the portal's own host
 * and the generic name customers are told to use. An ACME CA checks CAA itself against its own domains.
 */
export function caaIssuerDomains(portalHost: string): string[] {
  return [...new Set([portalHost.toLowerCase(), 'certificate-portal.invalid'])];
}
