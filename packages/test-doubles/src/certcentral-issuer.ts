// The CertCentral emulator's own little PKI: a root and an intermediate made at start-up (ECDSA P-256, quick to
// make), and leaf certificates for the public key of an order's CSR, or of a key the emulator keeps to itself for
// a code-signing order delivered on a hardware token (the key never leaves the "token").
// tsyringe, used inside @peculiar/x509, needs the Reflect metadata API before x509 is evaluated.
import 'reflect-metadata';
import { randomBytes, webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';

x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const DAY = 86_400_000;

export interface IssuedLeaf {
  serialNumber: string;
  notBefore: Date;
  notAfter: Date;
  /** Leaf, intermediate and root, in that order (DigiCert's `pem_all`). */
  pemAll: string;
}

export interface LeafRequest {
  commonName: string;
  dnsNames: string[];
  /** PEM CSR; without it (code signing on a token) the emulator makes the key pair itself. */
  csrPem?: string;
  codeSigning: boolean;
  organizationName?: string;
  validityDays: number;
}

export interface EmulatorPki {
  rootPem: string;
  intermediatePem: string;
  issue(request: LeafRequest): Promise<IssuedLeaf>;
}

const serial = () => {
  const bytes = randomBytes(16);
  bytes[0] = bytes[0]! & 0x7f; // a positive INTEGER
  return bytes.toString('hex');
};

const pemOf = (certificate: x509.X509Certificate) => `${certificate.toString('pem')}\n`;

export async function createEmulatorPki(name = 'CertCentral Emulator'): Promise<EmulatorPki> {
  const now = Date.now();
  const rootKeys = await webcrypto.subtle.generateKey(ALGORITHM, false, ['sign', 'verify']);
  const root = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial(),
    name: `CN=${name} Root CA, O=${name}`,
    notBefore: new Date(now - DAY),
    notAfter: new Date(now + 3650 * DAY),
    keys: rootKeys,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(true, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
    ],
  });
  const intermediateKeys = await webcrypto.subtle.generateKey(ALGORITHM, false, ['sign', 'verify']);
  const intermediate = await x509.X509CertificateGenerator.create({
    serialNumber: serial(),
    subject: `CN=${name} TLS RSA SHA256 2020 CA1, O=${name}`,
    issuer: root.subject,
    notBefore: new Date(now - DAY),
    notAfter: new Date(now + 1825 * DAY),
    publicKey: intermediateKeys.publicKey,
    signingKey: rootKeys.privateKey,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
    ],
  });

  return {
    rootPem: pemOf(root),
    intermediatePem: pemOf(intermediate),
    async issue(request) {
      // A CSR's key as it is (RSA or EC); a token order's key pair is made here and its private half dropped.
      const publicKey = request.csrPem
        ? new x509.Pkcs10CertificateRequest(request.csrPem).publicKey
        : (await webcrypto.subtle.generateKey(ALGORITHM, false, ['sign', 'verify'])).publicKey;
      const notBefore = new Date(Date.now() - 60_000);
      const notAfter = new Date(notBefore.getTime() + request.validityDays * DAY);
      const subject = [`CN=${request.commonName}`];
      if (request.organizationName) subject.push(`O=${request.organizationName}`);
      const leaf = await x509.X509CertificateGenerator.create({
        serialNumber: serial(),
        subject: subject.join(', '),
        issuer: intermediate.subject,
        notBefore,
        notAfter,
        publicKey,
        signingKey: intermediateKeys.privateKey,
        signingAlgorithm: ALGORITHM,
        extensions: [
          new x509.BasicConstraintsExtension(false, undefined, true),
          new x509.ExtendedKeyUsageExtension([
            request.codeSigning ? x509.ExtendedKeyUsage.codeSigning : x509.ExtendedKeyUsage.serverAuth,
          ]),
          ...(request.codeSigning
            ? []
            : [
                new x509.SubjectAlternativeNameExtension(
                  request.dnsNames.map((value) => ({ type: 'dns' as const, value })),
                ),
              ]),
        ],
      });
      return {
        serialNumber: leaf.serialNumber,
        notBefore: leaf.notBefore,
        notAfter: leaf.notAfter,
        pemAll: pemOf(leaf) + pemOf(intermediate) + pemOf(root),
      };
    },
  };
}
