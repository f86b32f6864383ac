import { createPublicKey, type KeyObject } from 'node:crypto';
import { x509 } from './crypto-provider.js';
import { CsrProblem } from './csr-problem.js';
import { MIN_RSA_BITS, type KeyUse } from './key-policy.js';

export interface ParsedCsr {
  /** The request re-encoded as PEM (64-character lines, "\n", trailing newline). */
  pem: string;
  /** Lower-cased; null when the subject has no CN. */
  commonName: string | null;
  /** SAN dNSName entries, lower-cased, each once, in the CSR's order. */
  dnsNames: string[];
  /** SAN iPAddress entries as text. */
  ipAddresses: string[];
  key: { algorithm: 'RSA'; bits: number } | { algorithm: 'EC'; curve: 'P-256' | 'P-384' };
  subject: {
    organizationName?: string;
    organizationUnit?: string;
    country?: string;
    state?: string;
    locality?: string;
  };
}

/** Far above any real CSR (a few KB even with hundreds of names): bigger input is not worth parsing. */
const MAX_INPUT_BYTES = 64 * 1024;
const SAN_OID = '2.5.29.17';
const PEM_BLOCK =
  /-----BEGIN (?:NEW )?CERTIFICATE REQUEST-----([\s\S]*?)-----END (?:NEW )?CERTIFICATE REQUEST-----/;
/** OpenSSL's curve names, as shown to the user. */
const CURVE_NAMES: Record<string, string> = {
  prime256v1: 'P-256',
  secp384r1: 'P-384',
  secp521r1: 'P-521',
};
const SUBJECT_OIDS = {
  organizationName: '2.5.4.10',
  organizationUnit: '2.5.4.11',
  country: '2.5.4.6',
  state: '2.5.4.8',
  locality: '2.5.4.7',
} as const;

/**
 * Reads a pasted PEM text or the bytes of an uploaded .csr file (PEM or DER), checks the key and the
 * self-signature (and the key against the policy of its use: key-policy.ts), and returns the names it asks for.
 * Throws CsrProblem with the most precise reason.
 */
export async function parseCsr(input: string | Uint8Array, use: KeyUse = 'tls'): Promise<ParsedCsr> {
  const der = toDer(input);
  const csr = readRequest(der);
  const key = describeKey(csr, use);
  if (!(await signatureIsValid(csr))) throw new CsrProblem('badSignature');

  const commonName = firstField(csr, '2.5.4.3')?.toLowerCase() ?? null;
  const { dnsNames, ipAddresses } = readSan(csr);
  if (commonName === null && dnsNames.length === 0 && ipAddresses.length === 0) {
    throw new CsrProblem('noNames');
  }
  const subject: ParsedCsr['subject'] = {};
  for (const [field, oid] of Object.entries(SUBJECT_OIDS) as [keyof typeof SUBJECT_OIDS, string][]) {
    const value = firstField(csr, oid);
    if (value !== undefined) subject[field] = value;
  }
  return {
    pem: `${x509.PemConverter.encode(der, 'CERTIFICATE REQUEST')}\n`,
    commonName,
    dnsNames,
    ipAddresses,
    key,
    subject,
  };
}

function toDer(input: string | Uint8Array): Uint8Array {
  const size = typeof input === 'string' ? Buffer.byteLength(input) : input.byteLength;
  if (size > MAX_INPUT_BYTES) throw new CsrProblem('tooLarge', { kb: MAX_INPUT_BYTES / 1024 });
  // An uploaded file is DER when it starts with a SEQUENCE tag; otherwise it is PEM text.
  if (typeof input !== 'string' && input[0] === 0x30) return input;
  const text = typeof input === 'string' ? input : Buffer.from(input).toString('latin1');
  if (text.trim() === '') throw new CsrProblem('empty');

  // The body without the BEGIN/END lines is accepted too: it is a common way to paste a CSR.
  const body = (PEM_BLOCK.exec(text)?.[1] ?? text).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) throw new CsrProblem('unreadable');
  return Buffer.from(body, 'base64');
}

function readRequest(der: Uint8Array) {
  // The ASN.1 parser ignores bytes after the request; a request followed by anything else is damaged.
  if (outerDerLength(der) !== der.byteLength) throw new CsrProblem('unreadable');
  try {
    return new x509.Pkcs10CertificateRequest(der);
  } catch {
    throw new CsrProblem('unreadable');
  }
}

type Csr = InstanceType<typeof x509.Pkcs10CertificateRequest>;

/** Length of the outer SEQUENCE including its header, or null when the bytes do not start with one. */
function outerDerLength(der: Uint8Array): number | null {
  if (der.byteLength < 2 || der[0] !== 0x30) return null;
  const first = der[1]!;
  if (first < 0x80) return 2 + first;
  const count = first & 0x7f;
  if (count === 0 || count > 4 || der.byteLength < 2 + count) return null;
  let length = 0;
  for (let i = 0; i < count; i++) length = length * 256 + der[2 + i]!;
  return 2 + count + length;
}

function describeKey(csr: Csr, use: KeyUse): ParsedCsr['key'] {
  let key: KeyObject;
  try {
    key = createPublicKey({ key: Buffer.from(csr.publicKey.rawData), format: 'der', type: 'spki' });
  } catch {
    throw new CsrProblem('unsupportedKey', { algorithm: 'unrecognised' });
  }
  const details = key.asymmetricKeyDetails ?? {};
  if (key.asymmetricKeyType === 'rsa') {
    const bits = details.modulusLength ?? 0;
    const min = MIN_RSA_BITS[use];
    if (bits < min) throw new CsrProblem('rsaTooSmall', { bits, min });
    return { algorithm: 'RSA', bits };
  }
  if (key.asymmetricKeyType === 'ec') {
    const curve = CURVE_NAMES[details.namedCurve ?? ''] ?? details.namedCurve ?? 'unnamed';
    if (curve === 'P-256' || curve === 'P-384') return { algorithm: 'EC', curve };
    throw new CsrProblem('unsupportedCurve', { curve });
  }
  throw new CsrProblem('unsupportedKey', {
    algorithm: (key.asymmetricKeyType ?? 'unrecognised').toUpperCase(),
  });
}

async function signatureIsValid(csr: Csr): Promise<boolean> {
  try {
    return await csr.verify();
  } catch {
    // An unknown or malformed signature algorithm cannot prove possession of the key either.
    return false;
  }
}

function firstField(csr: Csr, oid: string): string | undefined {
  return csr.subjectName
    .getField(oid)
    .map((value) => value.trim())
    .find((value) => value !== '');
}

/** Read by OID: the extension object's class is not the one to rely on (DESIGN, X.509). */
function readSan(csr: Csr): { dnsNames: string[]; ipAddresses: string[] } {
  const extension = csr.getExtension(SAN_OID);
  if (!extension) return { dnsNames: [], ipAddresses: [] };
  let items: readonly { type: string; value: string }[];
  try {
    items = new x509.SubjectAlternativeNameExtension(extension.rawData).names.items;
  } catch {
    throw new CsrProblem('unreadable');
  }
  const dnsNames = new Set<string>();
  const ipAddresses = new Set<string>();
  for (const item of items) {
    if (item.type === 'dns') dnsNames.add(item.value.trim().toLowerCase());
    else if (item.type === 'ip') ipAddresses.add(item.value.toLowerCase());
  }
  dnsNames.delete('');
  return { dnsNames: [...dnsNames], ipAddresses: [...ipAddresses] };
}
