// What a product's names may be and how each can be validated: one rule for the server's checks, the DCV
// management, the purchase and reissue forms and the bulk order page (docs/domain/validation.md).
import { DCV_METHODS, isWildcardDomainType, type DcvMethod, type ProductType } from './domain.js';

/** The kind of names a product's domains field asks for (its placeholder and hint). */
export type DomainInputKind = 'single' | 'multi' | 'wildcard' | 'multiWildcard' | 'ip';

/** IP certificates (tag SSL_IP) name addresses; the others by domain type (1, 2, 4, 6). */
export function domainInputKind(product: {
  domainType: number;
  productTag?: string | null;
}): DomainInputKind {
  if (product.productTag === 'SSL_IP') return 'ip';
  if (product.domainType === 6) return 'multiWildcard';
  if (isWildcardDomainType(product.domainType)) return 'wildcard';
  if (product.domainType === 2) return 'multi';
  return 'single';
}

/** A dotted-quad IPv4 address without leading zeros (what node's `isIPv4` accepts). */
export function isIpv4Address(value: string): boolean {
  const parts = value.split('.');
  return (
    parts.length === 4 &&
    parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255 && String(Number(part)) === part)
  );
}

/** What the methods of a name depend on besides the name itself. */
export interface DcvProduct {
  domainType: number;
  /** Code signing (`CodeSign`) validates the organisation by e-mail; absent means SSL. */
  productType?: ProductType | (string & {}) | undefined;
}

/**
 * The validation methods of one name: HTTP cannot prove control of a wildcard (a `*.` name, or any name of a
 * wildcard product), an IP address can be validated only by HTTP (DESIGN section 3), code signing by e-mail.
 */
export function dcvMethodsFor(name: string, product: DcvProduct): DcvMethod[] {
  if (product.productType === 'CodeSign') return ['email'];
  if (isIpv4Address(name)) return ['http'];
  if (isWildcardDomainType(product.domainType) || name.startsWith('*.')) return ['dns', 'email'];
  return ['dns', 'http', 'email'];
}

/**
 * The methods one choice for a whole certificate may take: those every name allows. An address allows HTTP
 * only and its certificate takes it; the wildcard names beside it (multi-domain wildcard OV) are then
 * validated by DNS, name by name (the server's `dcv-values`). Without names: what the product allows.
 */
export function dcvMethodsForNames(names: readonly string[], product: DcvProduct): DcvMethod[] {
  const address = names.find(isIpv4Address);
  if (address !== undefined) return dcvMethodsFor(address, product);
  if (names.length === 0) return dcvMethodsFor('', product);
  return DCV_METHODS.filter((method) => names.every((name) => dcvMethodsFor(name, product).includes(method)));
}

/** DCV delegation (docs/domain/dcv-delegation.md): where the customer's one CNAME of a domain lives. */
export const delegationRecordName = (domain: string) => `_dnsauth.${domain}`;
/** Where an ACME CA looks for a name's dns-01 value (RFC 8555 8.4); delegated by a CNAME to the same target. */
export const acmeDelegationRecordName = (domain: string) => `_acme-challenge.${domain}`;

/**
 * Whether a delegation of `domain` validates `name`: the domain itself and every name under it (BR 3.2.2.4.7
 * accepts the value at a parent, the Authorization Domain Name); a wildcard by its base (`*.a.example.com` → a.example.com).
 */
export function delegationCovers(domain: string, name: string): boolean {
  const base = name.toLowerCase().replace(/^\*\./, '').replace(/\.$/, '');
  return base === domain || base.endsWith(`.${domain}`);
}
