import { isIP } from 'node:net';
import { DnsLookupError } from '../../integrations/dns/dns-lookup-error.js';
import type { CaaRecord, DnsResolver } from '../../integrations/dns/resolver.js';

export type CaaProblemKey =
  | 'caaForbids' // {name} {relevantAt} {issuers}
  | 'caaUnknownCritical' // {name} {relevantAt} {tag}
  | 'caaLookupFailed'; // {name} {kind}

export interface CaaCheckResult {
  allowed: boolean;
  /** The name whose CAA set decided (absent when no name up the tree has one). */
  relevantAt?: string;
  records: CaaRecord[];
  problem?: CaaProblemKey;
  vars: Record<string, string | number>;
}

/** Flags bit 0 (value 128): a CA that does not understand the tag must not issue (RFC 8659 4.1). */
const ISSUER_CRITICAL = 128;
/** Tags we understand: RFC 8659, RFC 9495, and the CA/Browser Forum's registered ones. */
const KNOWN_TAGS: ReadonlySet<string> = new Set([
  'issue',
  'issuewild',
  'iodef',
  'issuemail',
  'issuevmc',
  'contactemail',
  'contactphone',
]);

/**
 * May one of `ourIssuerDomains` issue for `name`? (RFC 8659, BR 3.2.2.8.) A look-up failure refuses: we fail
 * closed rather than guess.
 */
export async function checkCaa(
  resolver: Pick<DnsResolver, 'caa'>,
  name: string,
  ourIssuerDomains: string[],
  wildcard: boolean,
): Promise<CaaCheckResult> {
  const base = name.replace(/^\*\./, '').replace(/\.$/, '').toLowerCase();
  // CAA is defined for domain names only; an IP address has no tree to climb.
  if (isIP(base)) return { allowed: true, records: [], vars: { name: base } };

  let relevant: { at: string; records: CaaRecord[] } | undefined;
  try {
    relevant = await findRelevantRecordSet(resolver, base);
  } catch (error) {
    if (!(error instanceof DnsLookupError)) throw error;
    const vars = { name: error.queryName, kind: error.kind };
    return { allowed: false, records: [], problem: 'caaLookupFailed', vars };
  }
  if (!relevant) return { allowed: true, records: [], vars: { name: base } };

  const { at, records } = relevant;
  const decided = { relevantAt: at, records };
  const unknownCritical = records.find((r) => (r.flags & ISSUER_CRITICAL) !== 0 && !KNOWN_TAGS.has(r.tag));
  if (unknownCritical) {
    const vars = { name: base, relevantAt: at, tag: unknownCritical.tag };
    return { allowed: false, ...decided, problem: 'caaUnknownCritical', vars };
  }

  const issueWild = records.filter((r) => r.tag === 'issuewild');
  const issuers =
    (wildcard || name.startsWith('*.')) && issueWild.length > 0
      ? issueWild
      : records.filter((r) => r.tag === 'issue');
  // A set that names no issuer for this kind of certificate (only iodef, say) restricts nobody.
  if (issuers.length === 0) return { allowed: true, ...decided, vars: { name: base, relevantAt: at } };

  const ours = new Set(ourIssuerDomains.map((domain) => domain.trim().toLowerCase()));
  if (issuers.some((r) => ours.has(issuerDomainOf(r.value)))) {
    return { allowed: true, ...decided, vars: { name: base, relevantAt: at } };
  }
  const vars = { name: base, relevantAt: at, issuers: issuers.map((r) => r.value).join(', ') };
  return { allowed: false, ...decided, problem: 'caaForbids', vars };
}

/** RFC 8659 3: from the name towards the root, the first non-empty CAA set. */
async function findRelevantRecordSet(resolver: Pick<DnsResolver, 'caa'>, name: string) {
  const labels = name.split('.');
  for (let i = 0; i < labels.length; i++) {
    const at = labels.slice(i).join('.');
    const records = await resolver.caa(at);
    if (records.length > 0) return { at, records };
  }
  return undefined;
}

/** `ca.example; accounturi=…` → `ca.example`; an empty value (`;`) names nobody and so forbids all. */
function issuerDomainOf(value: string): string {
  return (value.split(';')[0] ?? '').trim().toLowerCase();
}
