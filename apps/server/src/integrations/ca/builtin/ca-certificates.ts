import { type webcrypto } from 'node:crypto';
import { x509 } from '../../../lib/pki/crypto-provider.js';
import { randomSerialNumber } from './serial-number.js';

export const ROOT_COMMON_NAME = 'Certificate Portal Root CA';
export const ISSUING_COMMON_NAME = 'Certificate Portal Issuing CA';
const ORGANIZATION = 'Certificate Portal';
const ROOT_YEARS = 20;
const ISSUING_YEARS = 8;
/** Other machines' clocks may run a little behind ours. */
const CLOCK_SKEW_MS = 60_000;

/** The root signs only the issuing CA, so a stronger curve costs nothing where it matters. */
export const ROOT_KEY = { name: 'ECDSA', namedCurve: 'P-384' } as const;
const ROOT_SIGNING = { name: 'ECDSA', hash: 'SHA-384' } as const;
/** The issuing CA signs every leaf; P-256 keeps handshakes and signing fast. */
export const ISSUING_KEY = { name: 'ECDSA', namedCurve: 'P-256' } as const;

export interface NewCaFiles {
  rootPem: string;
  issuingPem: string;
  /** PKCS#8 PEM, unencrypted: the store seals them before they touch the disk. */
  rootKeyPem: string;
  issuingKeyPem: string;
}

/** A new self-signed root (20 years) and the issuing CA it certifies (8 years, pathLen 0). */
export async function createCaCertificates(now: Date): Promise<NewCaFiles> {
  const notBefore = new Date(Math.floor(now.getTime() / 1000) * 1000 - CLOCK_SKEW_MS);
  const rootKeys = await crypto.subtle.generateKey(ROOT_KEY, true, ['sign', 'verify']);
  const issuingKeys = await crypto.subtle.generateKey(ISSUING_KEY, true, ['sign', 'verify']);
  const rootKeyId = await x509.SubjectKeyIdentifierExtension.create(rootKeys.publicKey);
  const caUsages = x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign;

  const root = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: randomSerialNumber(),
    name: caName(ROOT_COMMON_NAME),
    notBefore,
    notAfter: yearsAfter(notBefore, ROOT_YEARS),
    keys: rootKeys,
    signingAlgorithm: ROOT_SIGNING,
    extensions: [
      new x509.BasicConstraintsExtension(true, undefined, true),
      new x509.KeyUsagesExtension(caUsages, true),
      rootKeyId,
    ],
  });
  // No EKU on the issuing CA: it issues both TLS and code-signing leaves, and each leaf names its own.
  const issuing = await x509.X509CertificateGenerator.create({
    serialNumber: randomSerialNumber(),
    subject: caName(ISSUING_COMMON_NAME),
    issuer: root.subjectName,
    notBefore,
    notAfter: yearsAfter(notBefore, ISSUING_YEARS),
    publicKey: issuingKeys.publicKey,
    signingKey: rootKeys.privateKey,
    signingAlgorithm: ROOT_SIGNING,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(caUsages | x509.KeyUsageFlags.digitalSignature, true),
      await x509.SubjectKeyIdentifierExtension.create(issuingKeys.publicKey),
      new x509.AuthorityKeyIdentifierExtension(rootKeyId.keyId),
    ],
  });
  return {
    rootPem: pem(root.toString('pem')),
    issuingPem: pem(issuing.toString('pem')),
    rootKeyPem: await pkcs8Pem(rootKeys.privateKey),
    issuingKeyPem: await pkcs8Pem(issuingKeys.privateKey),
  };
}

function caName(commonName: string) {
  return new x509.Name([
    { '2.5.4.10': [{ utf8String: ORGANIZATION }] },
    { '2.5.4.3': [{ utf8String: commonName }] },
  ]);
}

function yearsAfter(start: Date, years: number): Date {
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + years);
  return end;
}

async function pkcs8Pem(key: webcrypto.CryptoKey): Promise<string> {
  return pem(x509.PemConverter.encode(await crypto.subtle.exportKey('pkcs8', key), 'PRIVATE KEY'));
}

const pem = (text: string) => `${text.trim()}\n`;
