import { isIP } from 'node:net';
import type { webcrypto } from 'node:crypto';
import type { KeyAlgorithm } from '@portal/contract';
import { x509 } from './crypto-provider.js';

/** The subject of an online-generated CSR; empty fields are left out. */
export interface CsrSubject {
  commonName: string;
  organizationName?: string;
  organizationUnit?: string;
  /** ISO 3166 two-letter code. */
  country?: string;
  state?: string;
  locality?: string;
  postalCode?: string;
  streetAddress?: string;
  email?: string;
}

export interface GenerateCsrInput {
  algorithm: KeyAlgorithm;
  subject: CsrSubject;
  dnsNames: string[];
  ipAddresses: string[];
  /** PKCS#8 PEM of a key of `algorithm` to sign with instead of generating a new one (the draft's own key). */
  existingKeyPem?: string;
}

export interface GeneratedCsr {
  csrPem: string;
  /** PKCS#8, unencrypted: seal it (private-key-box) before storing. */
  privateKeyPem: string;
}

const KEY_PARAMS = {
  RSA2048: {
    generate: {
      name: 'RSASSA-PKCS1-v1_5',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    sign: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
  },
  ECDSAP256: {
    generate: { name: 'ECDSA', namedCurve: 'P-256' },
    sign: { name: 'ECDSA', hash: 'SHA-256' },
  },
} as const;

/** Attribute OIDs in the usual order (country first, common name and e-mail last). */
const SUBJECT_OIDS: [keyof CsrSubject, string][] = [
  ['country', '2.5.4.6'],
  ['state', '2.5.4.8'],
  ['locality', '2.5.4.7'],
  ['streetAddress', '2.5.4.9'],
  ['postalCode', '2.5.4.17'],
  ['organizationName', '2.5.4.10'],
  ['organizationUnit', '2.5.4.11'],
  ['commonName', '2.5.4.3'],
  ['email', '1.2.840.113549.1.9.1'],
];

/**
 * A CSR signed (SHA-256) with a new key pair, or with `existingKeyPem` when given, that names every domain and
 * IP address in its SAN.
 */
export async function generateKeyAndCsr(input: GenerateCsrInput): Promise<GeneratedCsr> {
  const commonName = input.subject.commonName.trim();
  if (!commonName) throw new TypeError('generateKeyAndCsr: subject.commonName is required');
  const params = KEY_PARAMS[input.algorithm];
  const keys = input.existingKeyPem
    ? await importKeyPair(input.existingKeyPem, params.generate)
    : await crypto.subtle.generateKey(params.generate, true, ['sign', 'verify']);

  const csr = await x509.Pkcs10CertificateRequestGenerator.create({
    name: subjectName({ ...input.subject, commonName }),
    keys,
    signingAlgorithm: params.sign,
    extensions: [new x509.SubjectAlternativeNameExtension(sanEntries(commonName, input))],
  });
  const pkcs8 = await crypto.subtle.exportKey('pkcs8', keys.privateKey);
  return {
    csrPem: `${csr.toString('pem')}\n`,
    privateKeyPem: `${x509.PemConverter.encode(pkcs8, 'PRIVATE KEY')}\n`,
  };
}

/** A stored PKCS#8 key and its public half (the private JWK without its secret members). */
async function importKeyPair(
  pem: string,
  algorithm: (typeof KEY_PARAMS)[KeyAlgorithm]['generate'],
): Promise<{ privateKey: webcrypto.CryptoKey; publicKey: webcrypto.CryptoKey }> {
  const privateKey = await crypto.subtle.importKey(
    'pkcs8',
    x509.PemConverter.decodeFirst(pem),
    algorithm,
    true,
    ['sign'],
  );
  const {
    d: _d,
    p: _p,
    q: _q,
    dp: _dp,
    dq: _dq,
    qi: _qi,
    ...publicJwk
  } = await crypto.subtle.exportKey('jwk', privateKey);
  const publicKey = await crypto.subtle.importKey(
    'jwk',
    { ...publicJwk, key_ops: ['verify'] },
    algorithm,
    true,
    ['verify'],
  );
  return { privateKey, publicKey };
}

/**
 * Values are passed as typed strings: x509 would otherwise read quotes, backslashes and a leading "#" in a
 * plain string as DN syntax. Country is a PrintableString and e-mail an IA5String by RFC 5280.
 */
function subjectName(subject: CsrSubject) {
  const attributes = SUBJECT_OIDS.flatMap(([field, oid]): Record<string, TypedString[]>[] => {
    const value = subject[field]?.trim();
    if (!value) return [];
    if (field === 'country') return [{ [oid]: [{ printableString: value.toUpperCase() }] }];
    if (field === 'email') return [{ [oid]: [{ ia5String: value }] }];
    return [{ [oid]: [{ utf8String: value }] }];
  });
  return new x509.Name(attributes);
}

type TypedString = { printableString?: string; ia5String?: string; utf8String?: string };

/** The common name leads the SAN (browsers ignore the CN), then the other names, each once. */
function sanEntries(commonName: string, input: GenerateCsrInput) {
  const seen = new Set<string>();
  const entries: { type: 'dns' | 'ip'; value: string }[] = [];
  const add = (type: 'dns' | 'ip', value: string) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    entries.push({ type, value: key });
  };
  add(isIP(commonName) ? 'ip' : 'dns', commonName);
  for (const name of input.dnsNames) add('dns', name);
  for (const address of input.ipAddresses) add('ip', address);
  return entries;
}
