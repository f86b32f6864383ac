import { createPrivateKey, X509Certificate } from 'node:crypto';
import { x509 } from '../crypto-provider.js';

/** What every download bundle is made of, as the portal stores it (PEM). */
export interface BundleInput {
  certificatePem: string;
  /** Intermediate certificates, the leaf's issuer first; '' when there are none. */
  chainPem: string;
  /** PKCS#8; absent when the portal does not hold the key (the customer sent a CSR). */
  privateKeyPem?: string;
  /** Entry name in PKCS#12 and JKS stores; default 'server'. */
  alias?: string;
}

/** The input checked and decoded to DER, ready for any container format. */
export interface DecodedBundle {
  certificate: Uint8Array;
  chain: Uint8Array[];
  /** PKCS#8 DER. */
  privateKey?: Uint8Array;
  alias: string;
}

export const DEFAULT_BUNDLE_ALIAS = 'server';

/**
 * Checks the input before anything is written: a bundle that pairs a certificate with someone else's key,
 * or carries a damaged block, would only fail later on the customer's server.
 */
export function decodeBundleInput(input: BundleInput): DecodedBundle {
  const [certificate, ...extra] = certificateBlocks(input.certificatePem, 'certificatePem');
  if (!certificate || extra.length > 0) {
    throw new TypeError('bundle: certificatePem must hold exactly one certificate');
  }
  const chain = certificateBlocks(input.chainPem, 'chainPem');
  const alias = (input.alias ?? DEFAULT_BUNDLE_ALIAS).trim();
  if (!alias) throw new RangeError('bundle: the alias is empty');
  if (input.privateKeyPem === undefined) return { certificate, chain, alias };
  return { certificate, chain, alias, privateKey: matchingPkcs8Key(input.privateKeyPem, certificate) };
}

/** The alias of the n-th chain certificate (1-based) where each certificate needs an entry of its own. */
export function chainCertificateAlias(alias: string, position: number): string {
  return `${alias}-ca-${position}`;
}

function certificateBlocks(pem: string, field: string): Uint8Array[] {
  return x509.PemConverter.decodeWithHeaders(pem).map((block) => {
    if (block.type !== 'CERTIFICATE') {
      throw new TypeError(`bundle: ${field} holds a "${block.type}" block, only certificates belong there`);
    }
    const der = new Uint8Array(block.rawData);
    try {
      new X509Certificate(der);
    } catch {
      throw new TypeError(`bundle: ${field} holds a certificate that does not parse`);
    }
    return der;
  });
}

/** Any unencrypted key PEM is accepted and normalised to PKCS#8, the form every writer here needs. */
function matchingPkcs8Key(pem: string, certificate: Uint8Array): Uint8Array {
  let key;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new TypeError('bundle: privateKeyPem is not an unencrypted private key');
  }
  if (!new X509Certificate(certificate).checkPrivateKey(key)) {
    throw new TypeError('bundle: the private key does not belong to the certificate');
  }
  return new Uint8Array(key.export({ type: 'pkcs8', format: 'der' }));
}
