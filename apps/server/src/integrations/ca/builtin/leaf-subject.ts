import type { AuditType } from '@portal/contract';
import { x509 } from '../../../lib/pki/crypto-provider.js';
import { CaError, type CertificateRequest } from '../certificate-authority.js';

export type OrganizationFields = NonNullable<CertificateRequest['subject']>;

/** Country first, common name last: the order people expect to read. */
const ORGANIZATION_OIDS: [keyof OrganizationFields, string][] = [
  ['country', '2.5.4.6'],
  ['state', '2.5.4.8'],
  ['locality', '2.5.4.7'],
  ['organizationName', '2.5.4.10'],
  // No OU: the TLS Baseline Requirements (7.1.4.2) forbid it in publicly-trusted certificates since 2022-09-01.
];
const COMMON_NAME_OID = '2.5.4.3';

/** DV names only the host (nothing else was validated); OV/EV add the organisation fields given. */
export function tlsSubject(
  commonName: string | undefined,
  level: AuditType,
  fields: OrganizationFields | undefined,
): x509.Name {
  const organization = level === 'DV' ? {} : requireOrganization(fields, 'an OV/EV certificate');
  return buildName(organization, commonName);
}

/** A code-signing certificate names its publisher: the organisation (also as CN) and its country. */
export function codeSigningSubject(fields: OrganizationFields | undefined): x509.Name {
  const organization = requireOrganization(fields, 'a code-signing certificate');
  return buildName(organization, organization.organizationName);
}

function requireOrganization(fields: OrganizationFields | undefined, what: string) {
  const trimmed: OrganizationFields = {};
  for (const [field] of ORGANIZATION_OIDS) {
    const value = fields?.[field]?.trim();
    if (value) trimmed[field] = value;
  }
  const { organizationName, country } = trimmed;
  if (!organizationName) throw new CaError('refused', `${what} needs an organization name`, { field: 'O' });
  if (!country || !/^[A-Za-z]{2}$/.test(country)) {
    throw new CaError('refused', `${what} needs a two-letter country code`, { field: 'C' });
  }
  return { ...trimmed, organizationName, country: country.toUpperCase() };
}

/** Typed values, so quotes, commas or a leading "#" are never read as DN syntax; C is a PrintableString. */
function buildName(fields: OrganizationFields, commonName: string | undefined): x509.Name {
  const attributes: Record<string, { printableString?: string; utf8String?: string }[]>[] = [];
  for (const [field, oid] of ORGANIZATION_OIDS) {
    const value = fields[field];
    if (!value) continue;
    attributes.push({ [oid]: [field === 'country' ? { printableString: value } : { utf8String: value }] });
  }
  if (commonName) attributes.push({ [COMMON_NAME_OID]: [{ utf8String: commonName }] });
  return new x509.Name(attributes);
}
