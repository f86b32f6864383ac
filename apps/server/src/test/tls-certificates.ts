// Certificates for TLS tests that are not the portal's own: a root, an intermediate and leaves under it, made with
// @peculiar/x509 (ECDSA P-256), PEM out.
import { randomBytes } from 'node:crypto';
import { x509 } from '../lib/pki/crypto-provider.js';
import { DAY } from '../lib/clock.js';

const SIGNING = { name: 'ECDSA', hash: 'SHA-256' } as const;
const KEY = { name: 'ECDSA', namedCurve: 'P-256' } as const;

export interface TestCa {
  rootPem: string;
  intermediatePem: string;
  /** A leaf under the intermediate, with its key (PKCS#8 PEM). */
  leaf(options: {
    names: string[];
    notBefore?: Date;
    notAfter?: Date;
  }): Promise<{ pem: string; keyPem: string }>;
}

/** PEM with its final newline, so PEMs can be concatenated into a chain. */
const pem = (cert: x509.X509Certificate) => `${cert.toString('pem').trimEnd()}\n`;
const serial = () => `01${randomBytes(15).toString('hex')}`;
const pemOf = async (key: CryptoKey) =>
  `-----BEGIN PRIVATE KEY-----\n${Buffer.from(await crypto.subtle.exportKey('pkcs8', key))
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .trimEnd()}\n-----END PRIVATE KEY-----\n`;

/** A root and an intermediate named after `label`, valid from a year ago for ten years. */
export async function createTestCa(label: string): Promise<TestCa> {
  const now = Date.now();
  const rootKeys = await crypto.subtle.generateKey(KEY, true, ['sign', 'verify']);
  const intermediateKeys = await crypto.subtle.generateKey(KEY, true, ['sign', 'verify']);
  const caUsage = x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign;
  const root = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial(),
    name: `CN=${label} Root`,
    notBefore: new Date(now - 365 * DAY),
    notAfter: new Date(now + 3650 * DAY),
    keys: rootKeys,
    signingAlgorithm: SIGNING,
    extensions: [
      new x509.BasicConstraintsExtension(true, undefined, true),
      new x509.KeyUsagesExtension(caUsage, true),
      await x509.SubjectKeyIdentifierExtension.create(rootKeys.publicKey),
    ],
  });
  const intermediate = await x509.X509CertificateGenerator.create({
    serialNumber: serial(),
    subject: `CN=${label} Intermediate`,
    issuer: root.subject,
    notBefore: new Date(now - 365 * DAY),
    notAfter: new Date(now + 3650 * DAY),
    publicKey: intermediateKeys.publicKey,
    signingKey: rootKeys.privateKey,
    signingAlgorithm: SIGNING,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(caUsage, true),
      await x509.SubjectKeyIdentifierExtension.create(intermediateKeys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(rootKeys.publicKey),
    ],
  });
  return {
    rootPem: pem(root),
    intermediatePem: pem(intermediate),
    async leaf({ names, notBefore, notAfter }) {
      const keys = await crypto.subtle.generateKey(KEY, true, ['sign', 'verify']);
      const leaf = await x509.X509CertificateGenerator.create({
        serialNumber: serial(),
        subject: `CN=${names[0]}`,
        issuer: intermediate.subject,
        notBefore: notBefore ?? new Date(now - DAY),
        notAfter: notAfter ?? new Date(now + 90 * DAY),
        publicKey: keys.publicKey,
        signingKey: intermediateKeys.privateKey,
        signingAlgorithm: SIGNING,
        extensions: [
          new x509.BasicConstraintsExtension(false, undefined, true),
          new x509.SubjectAlternativeNameExtension(
            names.map((name) =>
              /^\d+\.\d+\.\d+\.\d+$/.test(name) ? { type: 'ip', value: name } : { type: 'dns', value: name },
            ),
          ),
          await x509.AuthorityKeyIdentifierExtension.create(intermediateKeys.publicKey),
        ],
      });
      return { pem: pem(leaf), keyPem: await pemOf(keys.privateKey) };
    },
  };
}
