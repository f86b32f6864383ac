import { isIP } from 'node:net';
import { CaError } from '../certificate-authority.js';

export interface LeafNames {
  dnsNames: string[];
  ipAddresses: string[];
}

/** RFC 5280 ub-common-name: a longer first name stays in the SAN only. */
const MAX_COMMON_NAME = 64;
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** LDH host names of two labels or more; a wildcard only as the whole leftmost label. */
const DNS_NAME = new RegExp(`^(?:\\*\\.)?(?:${LABEL}\\.)+${LABEL}$`);

/** Lower-cased, each once, in the request's order; refuses what no TLS client would match. */
export function checkLeafNames(dnsNames: string[], ipAddresses: string[]): LeafNames {
  const dns = unique(dnsNames.map((name) => name.trim().toLowerCase()));
  const ips = unique(ipAddresses.map((address) => address.trim().toLowerCase()));
  for (const name of dns) {
    if (name.length > 253 || !DNS_NAME.test(name)) {
      throw new CaError('refused', `"${name}" is not a valid DNS name for a certificate`, { name });
    }
  }
  for (const address of ips) {
    if (isIP(address) === 0)
      throw new CaError('refused', `"${address}" is not an IP address`, { name: address });
  }
  if (dns.length === 0 && ips.length === 0) {
    throw new CaError('refused', 'a TLS certificate needs at least one DNS name or IP address');
  }
  return { dnsNames: dns, ipAddresses: ips };
}

/** The subject CN: the first name that fits (browsers read the SAN; the CN is for people and old tools). */
export function commonNameOf(names: LeafNames): string | undefined {
  return [...names.dnsNames, ...names.ipAddresses].find((name) => name.length <= MAX_COMMON_NAME);
}

function unique(values: string[]): string[] {
  return [...new Set(values.filter((value) => value !== ''))];
}
