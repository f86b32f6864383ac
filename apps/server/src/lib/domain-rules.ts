import { BlockList, isIPv6 } from 'node:net';
import { domainToASCII } from 'node:url';
import {
  APPROVER_LOCAL_PARTS,
  isIpv4Address,
  isWildcardDomainType,
  type AuditType,
  type ProductType,
} from '@portal/contract';
import { parse as parseHostname } from 'tldts';

/** What a product allows in its names. */
export interface NameRules {
  /** 1 single, 2 multi, 4 wildcard, 6 multi-domain wildcard. */
  domainType: number;
  auditType: AuditType;
  productType: ProductType;
  /** 'SSL_IP' for IP certificates. */
  productTag: string | null;
  /** The most billable names (free www and wildcard-base companions ride along). */
  maxNames: number;
}

/** Why a name list is refused; each reason has a text under pki.domain in the catalogs. */
export type DomainProblemReason =
  | 'required'
  | 'invalidName'
  | 'publicSuffix'
  | 'unknownSuffix'
  | 'wildcardNotAllowed'
  | 'wildcardRequired'
  | 'wildcardPosition'
  | 'ipNotAllowed'
  | 'ipRequired'
  | 'ipNotPublic'
  | 'ipv6NotAllowed'
  | 'tooManyNames'
  | 'singleNameOnly'
  | 'internalName'
  | 'tooLong';

export class DomainProblem extends Error {
  constructor(
    readonly reason: DomainProblemReason,
    /** Fills the placeholders of the reason's text; `name` is the offending name where there is one. */
    readonly vars: Record<string, string | number> = {},
  ) {
    super(vars.name === undefined ? `name refused: ${reason}` : `name refused: ${reason}: ${vars.name}`);
    this.name = 'DomainProblem';
  }
}

/** The catalog key of the problem's text, for turning it into a translated error. */
export function messageKeyOf(problem: DomainProblem): `pki.domain.${DomainProblemReason}` {
  return `pki.domain.${problem.reason}`;
}

export interface CheckedNames {
  commonName: string;
  dnsNames: string[];
  ipAddresses: string[];
  /** All names in order, common name first. */
  names: string[];
  /** Names counted against the product's included names (free companions left out). */
  billableNames: number;
}

const MAX_NAME_LENGTH = 253;
const MAX_LABEL_LENGTH = 63;
const LDH_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
/** Both sections of the Public Suffix List, as browsers and CAs read it: "github.io" is a suffix too. */
const PSL_OPTIONS = { allowPrivateDomains: true } as const;
/** Suffixes reserved for private networks and testing (RFC 2606, 6761, 6762, 8375; ICANN's .internal). */
const INTERNAL_SUFFIXES = [
  'local',
  'localhost',
  'localdomain',
  'internal',
  'intranet',
  'lan',
  'home',
  'corp',
  'private',
  'test',
  'invalid',
  'example',
  'home.arpa',
];
/** IPv4 ranges no CA may certify: IANA special-purpose registry (private, CGNAT, loopback, docs, ...). */
const NON_PUBLIC_IPV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC_IPV4.addSubnet(network, prefix, 'ipv4');
}

/**
 * Splits what the user typed into names: new lines, commas, semicolons and spaces (also their full-width
 * forms) separate; trailing dots go; names are lower-cased and IDNs turned into punycode; each name once.
 */
export function parseDomainInput(raw: string): string[] {
  const names = new Set<string>();
  for (const token of raw.split(/[\s,;，；、]+/)) {
    const name = normaliseName(token);
    if (name) names.add(name);
  }
  return [...names];
}

function normaliseName(token: string): string {
  let name = token.trim().toLowerCase();
  if (/^\[.*\]$/.test(name)) name = name.slice(1, -1); // "[2001:db8::1]" as in URLs
  // Only non-ASCII input goes through the IDN conversion: it would also rewrite "0x7f.1" to "127.0.0.1".
  // A name it cannot convert is kept, so that the check names it as invalid.
  if (/\P{ASCII}/u.test(name)) name = domainToASCII(name) || name;
  return name.replace(/\.+$/, '');
}

/**
 * Checks the names of one certificate against the product and answers them sorted for the CSR and the
 * order. Throws DomainProblem for the first name that breaks a rule.
 *
 * Code signing: the "name" is the organisation, not a domain. It is not checked and comes back as given;
 * callers pass only the common name for code-signing products.
 */
export function checkCertificateNames(names: string[], rules: NameRules): CheckedNames {
  if (rules.productType === 'CodeSign') {
    const organisation = names.map((name) => name.trim()).find((name) => name !== '');
    if (organisation === undefined) throw new DomainProblem('required');
    return {
      commonName: organisation,
      dnsNames: [],
      ipAddresses: [],
      names: [organisation],
      billableNames: 1,
    };
  }
  // Names from a CSR or an API call get the same clean-up as typed input.
  const unique = [...new Set(names.map(normaliseName).filter((name) => name !== ''))];
  if (unique.length === 0) throw new DomainProblem('required');

  const kinds = new Map(unique.map((name) => [name, kindOf(name, rules)]));
  const ordered = orderForDomainType(unique, kinds, rules);
  return {
    commonName: ordered[0]!,
    dnsNames: ordered.filter((name) => kinds.get(name) !== 'ip'),
    ipAddresses: ordered.filter((name) => kinds.get(name) === 'ip'),
    names: ordered,
    billableNames: countBillable(ordered),
  };
}

type NameKind = 'dns' | 'wildcard' | 'ip';

function kindOf(name: string, rules: NameRules): NameKind {
  if (isIPv6(name)) throw new DomainProblem('ipv6NotAllowed', { name });
  const ipCertificate = rules.productTag === 'SSL_IP';
  if (isIpv4Address(name)) {
    // Only OV certificates may mix addresses with domain names (EV forbids them, DV products here do not
    // offer them); IP certificates hold nothing else.
    if (!ipCertificate && rules.auditType !== 'OV') throw new DomainProblem('ipNotAllowed', { name });
    if (NON_PUBLIC_IPV4.check(name, 'ipv4')) throw new DomainProblem('ipNotPublic', { name });
    return 'ip';
  }
  if (ipCertificate) throw new DomainProblem('ipRequired', { name });
  return checkDnsName(name, rules);
}

function checkDnsName(name: string, rules: NameRules): 'dns' | 'wildcard' {
  if (name.length > MAX_NAME_LENGTH) throw new DomainProblem('tooLong', { name });
  const wildcard = name.startsWith('*.');
  const base = wildcard ? name.slice(2) : name;
  if (base.includes('*')) throw new DomainProblem('wildcardPosition', { name });
  if (wildcard && !isWildcardDomainType(rules.domainType)) {
    throw new DomainProblem('wildcardNotAllowed', { name });
  }

  const labels = base.split('.');
  for (const label of labels) {
    if (label.length > MAX_LABEL_LENGTH) throw new DomainProblem('tooLong', { name });
    if (!isValidLabel(label)) throw new DomainProblem('invalidName', { name });
  }
  // An all-numeric last label is a mistyped IP address, never a top-level domain.
  if (/^\d+$/.test(labels.at(-1)!)) throw new DomainProblem('invalidName', { name });

  const hostname = parseHostname(base, PSL_OPTIONS);
  const knownSuffix = hostname.isIcann === true || hostname.isPrivate === true;
  if (labels.length === 1) throw new DomainProblem(knownSuffix ? 'publicSuffix' : 'internalName', { name });
  if (INTERNAL_SUFFIXES.some((suffix) => base.endsWith(`.${suffix}`))) {
    throw new DomainProblem('internalName', { name });
  }
  if (!knownSuffix) throw new DomainProblem('unknownSuffix', { name });
  if (hostname.domain === null) throw new DomainProblem('publicSuffix', { name });
  return wildcard ? 'wildcard' : 'dns';
}

/**
 * Letters, digits and inner hyphens. Hyphens in places 3 and 4 are reserved for IDNA ("xn--"), and an
 * "xn--" label must be valid punycode (the IDN conversion leaves a valid one unchanged, else fails).
 */
function isValidLabel(label: string): boolean {
  if (!LDH_LABEL.test(label)) return false;
  if (label.slice(2, 4) !== '--') return true;
  return label.startsWith('xn--') && domainToASCII(label) === label;
}

/** Applies the single/wildcard/multi limits and puts the common name first. */
function orderForDomainType(names: string[], kinds: Map<string, NameKind>, rules: NameRules): string[] {
  switch (rules.domainType) {
    case 1: {
      // One name; its www. companion (either way round) comes free.
      const [first, ...rest] = names as [string, ...string[]];
      const extra = rest.find((name, index) => index > 0 || !isWwwPair(first, name));
      if (extra !== undefined) throw new DomainProblem('singleNameOnly', { name: extra });
      return names;
    }
    case 4: {
      // Exactly one wildcard; its base domain comes free.
      const wildcard = names.find((name) => kinds.get(name) === 'wildcard');
      if (wildcard === undefined) throw new DomainProblem('wildcardRequired', { name: names[0]! });
      const base = wildcard.slice(2);
      const extra = names.find((name) => name !== wildcard && name !== base);
      if (extra !== undefined) throw new DomainProblem('singleNameOnly', { name: extra });
      return [wildcard, ...names.filter((name) => name === base)];
    }
    case 2:
    case 6: {
      const billable = countBillable(names);
      if (billable > rules.maxNames) {
        throw new DomainProblem('tooManyNames', { max: rules.maxNames, count: billable });
      }
      return names;
    }
    default:
      throw new TypeError(`checkCertificateNames: unknown domainType ${rules.domainType}`);
  }
}

function isWwwPair(a: string, b: string): boolean {
  return a === `www.${b}` || b === `www.${a}`;
}

/** Every name counts except the base of a listed wildcard and the www. twin of a name already counted. */
function countBillable(names: string[]): number {
  const listed = new Set(names);
  const counted = new Set<string>();
  for (const name of names) {
    if (listed.has(`*.${name}`)) continue;
    const twin = name.startsWith('www.') ? name.slice(4) : `www.${name}`;
    if (!name.startsWith('*.') && counted.has(twin)) continue;
    counted.add(name);
  }
  return counted.size;
}

/**
 * The constructed approver addresses (CA/B Forum BR 3.2.2.4.4) at the registrable domain of the name;
 * none for an IP address or a name under no known suffix.
 */
export function approverEmailsFor(name: string): string[] {
  const hostname = parseHostname(name.startsWith('*.') ? name.slice(2) : name, PSL_OPTIONS);
  const knownSuffix = hostname.isIcann === true || hostname.isPrivate === true;
  if (hostname.isIp || !knownSuffix || !hostname.domain) return [];
  return APPROVER_LOCAL_PARTS.map((localPart) => `${localPart}@${hostname.domain}`);
}
