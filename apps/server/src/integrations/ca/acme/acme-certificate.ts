import { x509 } from '../../../lib/pki/crypto-provider.js';
import type { IssuedCertificate } from '../certificate-authority.js';
import { issuedCertificate } from '../issued-certificate.js';

/** Splits the CA's PEM chain (leaf first, RFC 8555 section 7.4.2) into the answer the order service stores. */
export function issuedFrom(fullChainPem: string): IssuedCertificate {
  const [leaf, ...chain] = x509.PemConverter.decode(fullChainPem).map((der) => new x509.X509Certificate(der));
  if (!leaf) throw new Error('The ACME server returned no certificate');
  return issuedCertificate(leaf, chain);
}
