import type { CsrSource, DcvMethod, KeyAlgorithm } from '@portal/contract';

/** What event/csr_info/save keeps for the purchase (purchase_events.csr_info). */
export interface StoredCsrInfo {
  csrFrom: CsrSource;
  domains: string;
  commonName: string;
  /** Every name of the certificate, common name first (DNS names and IP addresses). */
  dnsNames: string[];
  billableNames: number;
  csr: string;
  keyAlgorithm: KeyAlgorithm | null;
  organizationName: string;
  organizationUnit: string;
  organizationPhone: string;
  postalCode: string;
  streetAddress: string;
  country: string;
  region: string;
  city: string;
  verifyEmail: string;
  authMethods: DcvMethod[];
}

export const ORGANIZATION_FIELDS = [
  'organizationName',
  'organizationUnit',
  'organizationPhone',
  'postalCode',
  'streetAddress',
  'country',
  'region',
  'city',
] as const;
export type OrganizationField = (typeof ORGANIZATION_FIELDS)[number];

export function isStoredCsrInfo(value: unknown): value is StoredCsrInfo {
  return typeof value === 'object' && value !== null && 'csrFrom' in value && 'csr' in value;
}
