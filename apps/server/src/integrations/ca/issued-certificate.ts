import type { x509 } from '../../lib/pki/crypto-provider.js';
import type { IssuedCertificate } from './certificate-authority.js';

/** The answer the order service stores for a leaf and its intermediates (leaf's issuer first), as PEM. */
export function issuedCertificate(
  leaf: x509.X509Certificate,
  chain: readonly x509.X509Certificate[],
): IssuedCertificate {
  const pem = (certificate: x509.X509Certificate) => `${certificate.toString('pem')}\n`;
  return {
    status: 'issued',
    certificatePem: pem(leaf),
    chainPem: chain.map(pem).join(''),
    serialNumber: leaf.serialNumber,
    notBefore: leaf.notBefore,
    notAfter: leaf.notAfter,
  };
}
