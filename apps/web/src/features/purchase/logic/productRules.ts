import {
  CODE_SIGN_DEFAULT_VALIDITY_MONTHS,
  DEFAULT_VALIDITY_MONTHS,
  type AuditType,
  type ProductType,
} from '@portal/contract';

/** The kind of names the domains field asks for: the contract's rule, re-exported for this feature. */
export { domainInputKind, type DomainInputKind } from '@portal/contract';

/** OV (and EV) certificates may also carry public IP addresses; DV names only. */
export function allowsIpAddresses(product: { auditType: AuditType; productTag: string | null }): boolean {
  return product.productTag === 'SSL_IP' || product.auditType === 'OV';
}

/** Organization fields are asked (and required) for OV and EV. */
export function needsOrganization(product: { auditType: AuditType }): boolean {
  return product.auditType !== 'DV';
}

/**
 * The validity the order card starts with: the stored choice when it is for this product and offered, else
 * 72 months (code signing 36), else the longest offered.
 */
export function defaultValidity(
  product: { shortName: string; productType: ProductType; validities: readonly number[] },
  stored: { shortName: string; validity: number } | undefined,
): number | undefined {
  const offered = product.validities;
  if (stored && stored.shortName === product.shortName && offered.includes(stored.validity)) {
    return stored.validity;
  }
  const preferred =
    product.productType === 'CodeSign' ? CODE_SIGN_DEFAULT_VALIDITY_MONTHS : DEFAULT_VALIDITY_MONTHS;
  if (offered.includes(preferred)) return preferred;
  return offered.length ? Math.max(...offered) : undefined;
}

/** savePrice / originalPrice as whole percent off (0.25 -> 25). */
export function percentOff(discount: number): number {
  return Number.isFinite(discount) && discount > 0 ? Math.round(discount * 100) : 0;
}
