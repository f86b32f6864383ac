import type { CertificateAuthority } from './certificate-authority.js';

/**
 * Which CA handles an order: the one it was submitted to (orders keep the CA's name, so a later change of
 * configuration never strands them), else the one configured for its brand (CA_BRANDS), else the default.
 */
export interface CaDirectory {
  readonly default: CertificateAuthority;
  forOrder(order: { brand: string; caName: string | null }): CertificateAuthority;
}

export function createCaDirectory(
  defaultCa: CertificateAuthority,
  byBrand: Readonly<Record<string, CertificateAuthority>> = {},
): CaDirectory {
  const byName = new Map<string, CertificateAuthority>([[defaultCa.name, defaultCa]]);
  for (const ca of Object.values(byBrand)) byName.set(ca.name, ca);
  return {
    default: defaultCa,
    forOrder(order) {
      return (order.caName ? byName.get(order.caName) : undefined) ?? byBrand[order.brand] ?? defaultCa;
    },
  };
}
