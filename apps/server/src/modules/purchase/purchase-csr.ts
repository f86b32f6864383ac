// The CSR step of a purchase (event/csr_info/save): a CSR made online with a generated (or the earlier) key, or
// one pasted or uploaded; either way its names checked against the product and its organisation fields read.
import { isCountryCode, type CsrInfoBody, type KeyAlgorithm } from '@portal/contract';
import type { FieldError } from '@portal/contract';
import { CsrProblem, keyUseOf, messageKeyOf as csrMessageKey, parseCsr } from '../../lib/pki/index.js';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../services.js';
import type { PrivateKeyBox } from '../../lib/pki/index.js';
import type { ProductWithPrices } from '../catalogue/catalogue.service.js';
import { ORGANIZATION_FIELDS } from './csr-info.js';
import {
  checkCertificateNames,
  DomainProblem,
  messageKeyOf as domainMessageKey,
  parseDomainInput,
  type CheckedNames,
  type NameRules,
} from '../../lib/domain-rules.js';
import { makeKeyAndCsr, storeGeneratedKey } from '../keys/csr-intake.js';

export function rulesOf(product: ProductWithPrices): NameRules {
  return {
    domainType: product.domainType,
    auditType: product.auditType,
    productType: product.productType,
    productTag: product.productTag,
    maxNames: product.maxNames,
  };
}

function domainError(problem: DomainProblem): AppError {
  const key = domainMessageKey(problem);
  return new AppError('domainInvalid', key, problem.vars, [{ field: 'domains', message: key }]);
}

function csrError(problem: CsrProblem): AppError {
  const key = csrMessageKey(problem);
  return new AppError('csrInvalid', key, problem.vars, [{ field: 'csr', message: key }]);
}

async function withProblems<T>(work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainProblem) throw domainError(error);
    if (error instanceof CsrProblem) throw csrError(error);
    throw error;
  }
}

function required(fields: FieldError[], field: string, value: string | undefined, key: string): string {
  const text = (value ?? '').trim();
  if (!text) fields.push({ field, message: key });
  return text;
}

function csrFileText(file: string | Uint8Array | undefined): string | Uint8Array | undefined {
  if (file === undefined) return undefined;
  if (typeof file === 'string') return file.trim() ? file : undefined;
  return file.byteLength > 0 ? file : undefined;
}

/** A CSR checked and ready to store: its names, PEM, organisation fields and the generated key, if any. */
export interface SavedCsr {
  checked: CheckedNames;
  csr: string;
  org: Record<string, string>;
  keyAlgorithm: KeyAlgorithm | null;
  keyId: number | null;
}

/** The purchase's earlier generated key, opened, for signing a new CSR with it. */
export interface ReusableKey {
  id: number;
  pem: string;
  downloaded: boolean;
}

export async function saveOnlineCsr(
  deps: Pick<ServiceDeps, 'db'>,
  keyBox: PrivateKeyBox,
  product: ProductWithPrices,
  body: CsrInfoBody,
  ownerId: number | null,
  earlierKey: ReusableKey | undefined,
): Promise<SavedCsr> {
  const fields: FieldError[] = [];
  const names = parseDomainInput(body.domains ?? '');
  if (names.length === 0) fields.push({ field: 'domains', message: 'validation.domainsRequired' });
  const org: Record<string, string> = {};
  if (product.auditType !== 'DV') {
    for (const field of ORGANIZATION_FIELDS)
      org[field] = required(fields, field, body[field], `validation.${field}Required`);
    if (org.country && !isCountryCode(org.country.toUpperCase()))
      fields.push({ field: 'country', message: 'validation.countryInvalid' });
  }
  if (fields.length > 0) throw new AppError('invalidParams', fields[0]!.message, {}, fields);
  const checked = await withProblems(() => checkCertificateNames(names, rulesOf(product)));
  const algorithm: KeyAlgorithm = body.keyAlgorithm ?? 'RSA2048';
  const generated = await makeKeyAndCsr({
    algorithm,
    names: checked,
    auditType: product.auditType,
    organization: org,
    existingKeyPem: earlierKey?.pem,
  });
  const keyId =
    earlierKey?.id ??
    (await storeGeneratedKey(deps.db, keyBox, {
      accountId: ownerId,
      algorithm,
      privateKeyPem: generated.privateKeyPem,
    }));
  return { checked, csr: generated.csrPem, keyAlgorithm: algorithm, keyId, org };
}

export async function saveUploadedCsr(product: ProductWithPrices, body: CsrInfoBody): Promise<SavedCsr> {
  const pasted = body.csr?.trim() ? body.csr : undefined;
  const input = pasted ?? csrFileText(body.csrFile);
  if (input === undefined)
    throw new AppError('invalidParams', 'validation.csrRequired', {}, [
      { field: 'csr', message: 'validation.csrRequired' },
    ]);
  const fields: FieldError[] = [];
  const org: Record<string, string> = {};
  if (pasted && product.productType !== 'CodeSign') {
    org.postalCode = required(fields, 'postalCode', body.postalCode, 'validation.postalCodeRequired');
    org.streetAddress = required(
      fields,
      'streetAddress',
      body.streetAddress,
      'validation.streetAddressRequired',
    );
  }
  if (fields.length > 0) throw new AppError('invalidParams', fields[0]!.message, {}, fields);
  const parsed = await withProblems(() => parseCsr(input, keyUseOf(product.productType)));
  for (const field of [
    'organizationName',
    'organizationUnit',
    'organizationPhone',
    'country',
    'region',
    'city',
  ] as const)
    org[field] = (body[field] ?? '').trim();
  org.organizationName ||= parsed.subject.organizationName ?? '';
  org.organizationUnit ||= parsed.subject.organizationUnit ?? '';
  org.country ||= parsed.subject.country ?? '';
  org.region ||= parsed.subject.state ?? '';
  org.city ||= parsed.subject.locality ?? '';
  const csrNames = [
    ...new Set([
      ...(parsed.commonName ? [parsed.commonName] : []),
      ...parsed.dnsNames,
      ...parsed.ipAddresses,
    ]),
  ];
  if (product.productType === 'CodeSign') {
    // The certificate names its publisher: the organisation and its country are required.
    const missing: FieldError[] = [];
    if (!org.organizationName)
      missing.push({ field: 'organizationName', message: 'validation.organizationNameRequired' });
    if (!org.country) missing.push({ field: 'country', message: 'validation.countryRequired' });
    if (missing.length > 0) throw new AppError('invalidParams', missing[0]!.message, {}, missing);
    const commonName = org.organizationName || parsed.commonName || '';
    const checked = { commonName, dnsNames: [], ipAddresses: [], names: [commonName], billableNames: 1 };
    return { checked, csr: parsed.pem, org, keyAlgorithm: null, keyId: null };
  }
  const typed = parseDomainInput(body.domains ?? '');
  const missing = typed.find((name) => !csrNames.includes(name));
  if (missing)
    throw new AppError('csrInvalid', 'errors.csrNameMissing', { name: missing }, [
      { field: 'domains', message: 'errors.csrNameMissing' },
    ]);
  const checked = await withProblems(() => checkCertificateNames(csrNames, rulesOf(product)));
  return { checked, csr: parsed.pem, org, keyAlgorithm: null, keyId: null };
}
