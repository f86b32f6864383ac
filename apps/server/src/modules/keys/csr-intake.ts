import type { AuditType, KeyAlgorithm } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { generateKeyAndCsr, type CsrSubject, type GeneratedCsr } from '../../lib/pki/csr-generate.js';
import { keyUseOf, portalMayMakeKey } from '../../lib/pki/key-policy.js';
import type { PrivateKeyBox } from '../../lib/pki/private-key-box.js';
import { createPrivateKeysRepository } from './private-keys.repository.js';

/** The organisation an OV / EV certificate names (what the order keeps in `orders.organization`). */
export interface CsrOrganization {
  organizationName?: string | undefined;
  organizationUnit?: string | undefined;
  country?: string | undefined;
  region?: string | undefined;
  city?: string | undefined;
  postalCode?: string | undefined;
  streetAddress?: string | undefined;
}

/**
 * Refuses an online CSR (a key the portal makes) for a product whose key its holder must make: code signing. One
 * refusal for the purchase and the reissue: 422, code 1018, on the `csrFrom` field.
 */
export function assertPortalMayMakeKey(productType: string, csrFrom: string): void {
  if (csrFrom === 'online' && !portalMayMakeKey(keyUseOf(productType)))
    throw new AppError('csrInvalid', 'errors.codeSignNeedsCsr', {}, [
      { field: 'csrFrom', message: 'errors.codeSignNeedsCsr' },
    ]);
}

/** The names a CSR covers, as the domain rules checked them. */
export interface CsrNames {
  commonName: string;
  dnsNames: string[];
  ipAddresses: string[];
}

/**
 * The subject of every CSR the portal makes (purchase, reissue, bulk order): DV names only the common name; OV and
 * EV name the organisation with every field known (organisation, unit, country, state, locality, postal code,
 * street). The three entry paths used to build three different subjects (docs/decisions.md).
 */
export function csrSubject(
  commonName: string,
  auditType: AuditType | string,
  organization: CsrOrganization,
): CsrSubject {
  if (auditType === 'DV') return { commonName };
  const present = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const subject: CsrSubject = { commonName };
  const fields: [keyof CsrSubject, string | undefined][] = [
    ['organizationName', organization.organizationName],
    ['organizationUnit', organization.organizationUnit],
    ['country', organization.country?.toUpperCase()],
    ['state', organization.region],
    ['locality', organization.city],
    ['postalCode', organization.postalCode],
    ['streetAddress', organization.streetAddress],
  ];
  for (const [field, value] of fields) {
    const kept = present(value);
    if (kept) subject[field] = kept;
  }
  return subject;
}

/** One CSR the portal makes: a new key (or `existingKeyPem`, the same purchase's key) and the CSR it signs. */
export function makeKeyAndCsr(options: {
  algorithm: KeyAlgorithm;
  names: CsrNames;
  auditType: AuditType | string;
  organization: CsrOrganization;
  existingKeyPem?: string | undefined;
}): Promise<GeneratedCsr> {
  return generateKeyAndCsr({
    algorithm: options.algorithm,
    subject: csrSubject(options.names.commonName, options.auditType, options.organization),
    dnsNames: options.names.dnsNames,
    ipAddresses: options.names.ipAddresses,
    ...(options.existingKeyPem ? { existingKeyPem: options.existingKeyPem } : {}),
  });
}

/** Seals a generated key under SECRET_KEY and stores it for the account; answers its id. */
export function storeGeneratedKey(
  db: Executor,
  keyBox: PrivateKeyBox,
  key: { accountId: number | null; algorithm: KeyAlgorithm; privateKeyPem: string },
): Promise<number> {
  return createPrivateKeysRepository(db).insert({
    accountId: key.accountId,
    algorithm: key.algorithm,
    sealed: keyBox.seal(key.privateKeyPem),
  });
}
