import type { webcrypto } from 'node:crypto';
import { x509 } from '../../crypto-provider.js';
import { DAY } from '../../../clock.js';

/** Test-only: a root, an intermediate and a leaf made in memory, so no key material is committed. */
export type LeafKeyType = 'RSA' | 'ECDSA';

export interface TestChain {
  rootPem: string;
  intermediatePem: string;
  leafPem: string;
  /** PKCS#8. */
  leafKeyPem: string;
}

const ECDSA = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
const RSA = {
  name: 'RSASSA-PKCS1-v1_5',
  modulusLength: 2048,
  publicExponent: new Uint8Array([1, 0, 1]),
  hash: 'SHA-256',
};

export async function createTestChain(leafKeyType: LeafKeyType): Promise<TestChain> {
  const notBefore = new Date(Date.now() - DAY);
  const notAfter = new Date(Date.now() + 30 * DAY);
  const caUsage = new x509.KeyUsagesExtension(
    x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign,
    true,
  );

  const rootKeys = await generateKeys(ECDSA);
  const root = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: 'CN=Bundle Test Root',
    notBefore,
    notAfter,
    keys: rootKeys,
    signingAlgorithm: ECDSA,
    extensions: [
      new x509.BasicConstraintsExtension(true, undefined, true),
      caUsage,
      await x509.SubjectKeyIdentifierExtension.create(rootKeys.publicKey),
    ],
  });

  const intermediateKeys = await generateKeys(ECDSA);
  const intermediate = await x509.X509CertificateGenerator.create({
    serialNumber: '02',
    subject: 'CN=Bundle Test Intermediate',
    issuer: root.subject,
    notBefore,
    notAfter,
    publicKey: intermediateKeys.publicKey,
    signingKey: rootKeys.privateKey,
    signingAlgorithm: ECDSA,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      caUsage,
      await x509.SubjectKeyIdentifierExtension.create(intermediateKeys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(root),
    ],
  });

  const leafKeys = await generateKeys(leafKeyType === 'RSA' ? RSA : ECDSA);
  const leafUsage =
    leafKeyType === 'RSA'
      ? x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.keyEncipherment
      : x509.KeyUsageFlags.digitalSignature;
  const leaf = await x509.X509CertificateGenerator.create({
    serialNumber: '03',
    subject: 'CN=www.bundle.test',
    issuer: intermediate.subject,
    notBefore,
    notAfter,
    publicKey: leafKeys.publicKey,
    signingKey: intermediateKeys.privateKey,
    signingAlgorithm: ECDSA,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(leafUsage, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension([{ type: 'dns', value: 'www.bundle.test' }]),
      await x509.SubjectKeyIdentifierExtension.create(leafKeys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(intermediate),
    ],
  });

  const pkcs8 = await crypto.subtle.exportKey('pkcs8', leafKeys.privateKey);
  return {
    rootPem: `${root.toString('pem')}\n`,
    intermediatePem: `${intermediate.toString('pem')}\n`,
    leafPem: `${leaf.toString('pem')}\n`,
    leafKeyPem: `${x509.PemConverter.encode(pkcs8, 'PRIVATE KEY')}\n`,
  };
}

function generateKeys(
  algorithm: webcrypto.RsaHashedKeyGenParams | webcrypto.EcKeyGenParams,
): Promise<webcrypto.CryptoKeyPair> {
  return crypto.subtle.generateKey(algorithm, true, ['sign', 'verify']);
}
