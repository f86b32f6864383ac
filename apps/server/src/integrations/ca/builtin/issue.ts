import type { webcrypto } from 'node:crypto';
import type { AuditType } from '@portal/contract';
import { x509 } from '../../../lib/pki/crypto-provider.js';
import { CaError, type CertificateRequest, type IssuedCertificate } from '../certificate-authority.js';
import type { CaMaterial } from './ca-store.js';
import { readCsrKey, type CsrKey } from './csr-key.js';
import { checkLeafNames, commonNameOf } from './leaf-names.js';
import { codeSigningSubject, tlsSubject } from './leaf-subject.js';
import { maxCodeSigningLifetimeDays, maxTlsLifetimeDays } from './lifetime.js';
import { randomSerialNumber } from './serial-number.js';
import { DAY } from '../../../lib/clock.js';

export type IssueRequest = Pick<
  CertificateRequest,
  'kind' | 'csrPem' | 'dnsNames' | 'ipAddresses' | 'subject'
> & {
  /** Defaults to OV when an organization name is given, else DV. */
  validation?: AuditType;
};

export interface IssueOptions {
  now: Date;
  /** Shorter than the day's maximum when asked; longer is capped to it. */
  requestedDays?: number;
}

export type IssuedCertificateData = Omit<IssuedCertificate, 'status'>;

/** Clients whose clocks run a little behind still accept a certificate issued this minute. */
const CLOCK_SKEW_MS = 60_000;

/** CA/B Forum reserved policy identifiers: the leaf states which validation it passed. */
const TLS_POLICIES: Record<AuditType, string> = {
  DV: '2.23.140.1.2.1',
  OV: '2.23.140.1.2.2',
  EV: '2.23.140.1.1',
};
const CODE_SIGNING_POLICY = '2.23.140.1.4.1';
const EV_CODE_SIGNING_POLICY = '2.23.140.1.3';

/**
 * Signs a leaf certificate with the issuing CA. Only the public key comes from the CSR (after its signature
 * is checked); names, subject and extensions come from the request, which the portal has validated.
 * Throws CaError('refused') for a request no certificate can be made from.
 */
export async function issueCertificate(
  ca: CaMaterial,
  request: IssueRequest,
  options: IssueOptions,
): Promise<IssuedCertificateData> {
  const key = await readCsrKey(request.csrPem, request.kind);
  const validation = request.validation ?? (request.subject?.organizationName?.trim() ? 'OV' : 'DV');
  const { notBefore, notAfter } = validity(ca, request.kind, options);
  const profile =
    request.kind === 'tls' ? tlsProfile(request, validation, key) : codeSigningProfile(request, validation);
  const authorityKeyId =
    ca.issuing.getExtension(x509.SubjectKeyIdentifierExtension)?.keyId ??
    (await x509.SubjectKeyIdentifierExtension.create(ca.issuing.publicKey)).keyId;

  const certificate = await x509.X509CertificateGenerator.create({
    serialNumber: randomSerialNumber(),
    subject: profile.subject,
    issuer: ca.issuing.subjectName,
    notBefore,
    notAfter,
    publicKey: key.publicKey,
    signingKey: ca.issuingKey,
    signingAlgorithm: { name: 'ECDSA', hash: hashFor(ca.issuing) },
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(profile.keyUsages, true),
      new x509.ExtendedKeyUsageExtension([profile.extendedKeyUsage]),
      ...profile.extensions,
      await x509.SubjectKeyIdentifierExtension.create(key.publicKey),
      new x509.AuthorityKeyIdentifierExtension(authorityKeyId),
      new x509.CertificatePolicyExtension([profile.policy]),
    ],
  });
  return {
    certificatePem: `${certificate.toString('pem')}\n`,
    chainPem: ca.issuingPem,
    serialNumber: certificate.serialNumber,
    notBefore: certificate.notBefore,
    notAfter: certificate.notAfter,
  };
}

interface Profile {
  subject: x509.Name;
  keyUsages: x509.KeyUsageFlags;
  extendedKeyUsage: x509.ExtendedKeyUsage;
  extensions: x509.Extension[];
  policy: string;
}

function tlsProfile(request: IssueRequest, validation: AuditType, key: CsrKey): Profile {
  const names = checkLeafNames(request.dnsNames, request.ipAddresses);
  const commonName = commonNameOf(names);
  const subject = tlsSubject(commonName, validation, request.subject);
  const sanEntries = [
    ...names.dnsNames.map((value) => ({ type: 'dns' as const, value })),
    ...names.ipAddresses.map((value) => ({ type: 'ip' as const, value })),
  ];
  return {
    subject,
    // RSA key exchange (TLS 1.2 without ECDHE) encrypts with the server key; EC keys only sign.
    keyUsages:
      x509.KeyUsageFlags.digitalSignature |
      (key.type.algorithm === 'RSA' ? x509.KeyUsageFlags.keyEncipherment : 0),
    extendedKeyUsage: x509.ExtendedKeyUsage.serverAuth,
    // RFC 5280 4.2.1.6: with an empty subject the SAN carries the identity and must be critical.
    extensions: [new x509.SubjectAlternativeNameExtension(sanEntries, commonName === undefined)],
    policy: TLS_POLICIES[validation],
  };
}

function codeSigningProfile(request: IssueRequest, validation: AuditType): Profile {
  return {
    subject: codeSigningSubject(request.subject),
    keyUsages: x509.KeyUsageFlags.digitalSignature,
    extendedKeyUsage: x509.ExtendedKeyUsage.codeSigning,
    extensions: [],
    policy: validation === 'EV' ? EV_CODE_SIGNING_POLICY : CODE_SIGNING_POLICY,
  };
}

/**
 * notBefore is a minute back for clock skew. The validity period counts from notBefore through notAfter
 * inclusive (BR 1.6.1), so notAfter is one second short of `days` whole days; it never outlives the CA.
 */
function validity(ca: CaMaterial, kind: IssueRequest['kind'], options: IssueOptions) {
  const { now, requestedDays } = options;
  if (requestedDays !== undefined && !(Number.isInteger(requestedDays) && requestedDays > 0)) {
    throw new RangeError(
      `issueCertificate: requestedDays must be a positive whole number, got ${requestedDays}`,
    );
  }
  const maxDays = kind === 'tls' ? maxTlsLifetimeDays(now) : maxCodeSigningLifetimeDays(now);
  const days = Math.min(requestedDays ?? maxDays, maxDays);
  // X.509 times have whole seconds: truncating first keeps the period exact.
  const notBefore = new Date(Math.floor(now.getTime() / 1000) * 1000 - CLOCK_SKEW_MS);
  const notAfter = new Date(notBefore.getTime() + days * DAY - 1000);
  if (now.getTime() >= ca.issuing.notAfter.getTime()) {
    throw new CaError(
      'unavailable',
      `the built-in issuing CA expired on ${ca.issuing.notAfter.toISOString()}`,
    );
  }
  return { notBefore, notAfter: notAfter < ca.issuing.notAfter ? notAfter : ca.issuing.notAfter };
}

function hashFor(issuing: x509.X509Certificate): 'SHA-256' | 'SHA-384' {
  const { namedCurve } = issuing.publicKey.algorithm as webcrypto.EcKeyAlgorithm;
  return namedCurve === 'P-384' ? 'SHA-384' : 'SHA-256';
}
