// Host names of skins. A request's host and an operator's `--host` are brought to one form (lower case, no port,
// no trailing dot, IDN as punycode) and then compared exactly: `evilreseller.com` never matches `reseller.com`,
// nor `shop.reseller.com`, nor `reseller.com:8443` another host's skin than `reseller.com`'s.
import { isIPv4, isIPv6 } from 'node:net';
import { domainToASCII } from 'node:url';
import { SKIN_HOST_MAX_LENGTH } from '@portal/contract';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** `name` is a DNS host name (letters, digits, hyphens; labels of 1–63; at most 253 in all) or an IP address. */
function isHostName(name: string): boolean {
  if (name.length === 0 || name.length > SKIN_HOST_MAX_LENGTH) return false;
  if (isIPv4(name)) return true;
  if (name.startsWith('[') && name.endsWith(']')) return isIPv6(name.slice(1, -1));
  // Digits and dots only but not an IPv4 address (`1.2.3`, `999.1.1.1`): neither a name nor an address.
  if (/^[\d.]+$/.test(name)) return false;
  return name.split('.').every((label) => LABEL.test(label));
}

/** Lower case, without a trailing dot, IDN as punycode; undefined when that is not a host name. */
function normalisedName(raw: string): string | undefined {
  let name = raw.trim().toLowerCase();
  if (name.endsWith('.')) name = name.slice(0, -1);
  if (isIPv6(name)) name = `[${name}]`;
  if (!name.startsWith('[') && /[^\x20-\x7e]/.test(name)) name = domainToASCII(name);
  return isHostName(name) ? name : undefined;
}

/**
 * The host of a request's Host (or trusted X-Forwarded-Host) value, e.g. `Shop.Example.COM.:8443` → `shop.example.com`;
 * undefined when it is not a host name (such a request gets the default skin).
 */
export function requestHostName(hostHeader: string): string | undefined {
  const value = hostHeader.trim();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    if (end < 0) return undefined;
    const rest = value.slice(end + 1);
    if (rest !== '' && !/^:\d{1,5}$/.test(rest)) return undefined;
    return normalisedName(value.slice(0, end + 1));
  }
  const match = /^([^:]*)(?::\d{1,5})?$/.exec(value);
  return match ? normalisedName(match[1]!) : undefined;
}

/** An operator's `--host`: a host name or IP address without a port or path; undefined when it is none. */
export function operatorHostName(raw: string): string | undefined {
  return normalisedName(raw);
}
