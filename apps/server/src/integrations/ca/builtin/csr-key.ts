import { createPublicKey, type AsymmetricKeyDetails } from 'node:crypto';
import { x509 } from '../../../lib/pki/crypto-provider.js';
import { MIN_RSA_BITS } from '../../../lib/pki/key-policy.js';
import { CaError, type CertificateKind } from '../certificate-authority.js';

export type CsrKeyType = { algorithm: 'RSA'; bits: number } | { algorithm: 'EC'; curve: 'P-256' | 'P-384' };

export interface CsrKey {
  publicKey: x509.PublicKey;
  type: CsrKeyType;
}

const CURVES: Record<string, 'P-256' | 'P-384'> = { prime256v1: 'P-256', secp384r1: 'P-384' };

/**
 * The only thing a certificate takes from the CSR: its public key, after the CSR's signature proves the
 * requester holds the private key. Names and extensions come from the portal's validated request instead.
 */
export async function readCsrKey(csrPem: string, kind: CertificateKind): Promise<CsrKey> {
  let csr: x509.Pkcs10CertificateRequest;
  try {
    csr = new x509.Pkcs10CertificateRequest(csrPem);
  } catch {
    throw refused('the CSR is not a readable PKCS#10 request', 'unreadable');
  }
  const signed = await csr.verify().catch(() => false);
  if (!signed) throw refused('the CSR signature does not verify with its own public key', 'badSignature');
  return { publicKey: csr.publicKey, type: describeKey(csr.publicKey, kind) };
}

function describeKey(publicKey: x509.PublicKey, kind: CertificateKind): CsrKeyType {
  let details: AsymmetricKeyDetails = {};
  let keyType: string | undefined;
  try {
    const key = createPublicKey({ key: Buffer.from(publicKey.rawData), format: 'der', type: 'spki' });
    keyType = key.asymmetricKeyType;
    details = key.asymmetricKeyDetails ?? {};
  } catch {
    throw refused('the CSR public key is not readable', 'unsupportedKey');
  }
  if (keyType === 'rsa') {
    const bits = details.modulusLength ?? 0;
    const min = MIN_RSA_BITS[kind];
    if (bits < min)
      throw refused(`an RSA key needs at least ${min} bits, the CSR has ${bits}`, 'rsaTooSmall');
    return { algorithm: 'RSA', bits };
  }
  const curve = keyType === 'ec' ? CURVES[details.namedCurve ?? ''] : undefined;
  if (curve) return { algorithm: 'EC', curve };
  throw refused(`the CSR key (${keyType ?? 'unknown'}) is not RSA or EC P-256/P-384`, 'unsupportedKey');
}

function refused(message: string, reason: string): CaError {
  return new CaError('refused', message, { reason });
}
