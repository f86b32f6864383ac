import type { CertificateRequest } from '../certificate-authority.js';
import { CaError } from '../certificate-authority.js';

/**
 * Which CertCentral product (`product_name_id`, DigiCert's "Glossary – Product identifiers") an order of the
 * portal becomes: by the request's explicit `upstreamProduct`, else by brand and validation level. Only product ids
 * DigiCert's order pages name are used; anything else needs `upstreamProduct` or the adapter's `productFor`.
 */
const BY_BRAND: Record<string, { DV?: [string, string]; OV?: string; EV?: string }> = {
  // [single or multi-domain, wildcard]
  geotrust: { DV: ['ssl_dv_geotrust', 'wildcard_dv_geotrust'] },
  rapidssl: { DV: ['ssl_dv_rapidssl', 'wildcard_dv_rapidssl'] },
  digicert: { OV: 'ssl_basic', EV: 'ssl_ev_basic' },
};

export const CODE_SIGNING_PRODUCTS = new Set(['code_signing', 'code_signing_ev']);

export function productOf(
  request: CertificateRequest,
  override?: (request: CertificateRequest) => string | undefined,
): string {
  const chosen = request.upstreamProduct ?? override?.(request);
  if (chosen) return chosen;
  const level = request.validationLevel ?? 'DV';
  if (request.kind === 'codeSigning') return level === 'EV' ? 'code_signing_ev' : 'code_signing';
  const brand = (request.brand ?? '').trim().toLowerCase();
  const products = BY_BRAND[brand];
  const wildcard = request.dnsNames.some((name) => name.startsWith('*.'));
  if (level === 'DV' && products?.DV) return products.DV[wildcard ? 1 : 0];
  const product = level === 'OV' ? products?.OV : level === 'EV' ? products?.EV : undefined;
  if (product) return product;
  throw new CaError(
    'refused',
    `CertCentral has no product configured for ${request.brand ?? 'an unnamed brand'} ${level}`,
    { brand: request.brand ?? '', validationLevel: level },
  );
}

/** The organisation validation a product waits for (CertCentral's validation types), none for DV. */
export function organizationValidationOf(
  request: CertificateRequest,
  product: string,
): 'ov' | 'ev' | 'cs' | 'ev_cs' | undefined {
  if (product === 'code_signing') return 'cs';
  if (product === 'code_signing_ev') return 'ev_cs';
  if (request.validationLevel === 'EV') return 'ev';
  if (request.validationLevel === 'OV') return 'ov';
  return undefined;
}
