import { x509 } from '../../../lib/pki/crypto-provider.js';
import type { IssuedCertificate } from '../certificate-authority.js';
import { issuedCertificate } from '../issued-certificate.js';

/**
 * Splits CertCentral's `pem_all` bundle (end-entity, intermediates and root, DigiCert's "Glossary – Certificate
 * formats") into the answer the order service stores: the leaf, and the intermediates without the self-signed root.
 */
export function issuedFrom(pemAll: string): IssuedCertificate {
  const certificates = x509.PemConverter.decode(pemAll).map((der) => new x509.X509Certificate(der));
  const leaf = certificates.find((certificate) => !isCa(certificate)) ?? certificates[0];
  if (!leaf) throw new Error('CertCentral returned no certificate');
  const chain = orderedChain(
    leaf,
    certificates.filter((c) => c !== leaf && c.subject !== c.issuer),
  );
  return issuedCertificate(leaf, chain);
}

function isCa(certificate: x509.X509Certificate) {
  const constraints = certificate.getExtension(x509.BasicConstraintsExtension);
  return constraints?.ca === true;
}

/** The leaf's issuer first, then its issuer, and so on (the bundle's own order is not promised). */
function orderedChain(leaf: x509.X509Certificate, intermediates: x509.X509Certificate[]) {
  const chain: x509.X509Certificate[] = [];
  let issuer = leaf.issuer;
  for (;;) {
    const next = intermediates.find((c) => c.subject === issuer && !chain.includes(c));
    if (!next) break;
    chain.push(next);
    issuer = next.issuer;
  }
  return [...chain, ...intermediates.filter((c) => !chain.includes(c))];
}
