import { createHmac, randomBytes } from 'node:crypto';
import { Null, OctetString } from 'asn1js';
import { AlgorithmIdentifier, DigestInfo, MacData } from 'pkijs';
import { pkcs12Kdf } from './pkcs12-kdf.js';
import type { Pkcs12Protection } from './pkcs12-protection.js';

const DIGEST_OID = { sha1: '1.3.14.3.2.26', sha256: '2.16.840.1.101.3.4.2.1' } as const;
const KEY_BYTES = { sha1: 20, sha256: 32 } as const;

/** The password MAC over the AuthenticatedSafe (RFC 7292 5.1), with its key from the PKCS#12 KDF. */
export function pkcs12MacData(
  authenticatedSafe: Uint8Array,
  password: string,
  settings: Pkcs12Protection['mac'],
): MacData {
  const salt = randomBytes(settings.saltBytes);
  const key = pkcs12Kdf({
    hash: settings.hash,
    password,
    salt,
    iterations: settings.iterations,
    purpose: 'mac',
    length: KEY_BYTES[settings.hash],
  });
  const mac = createHmac(settings.hash, key).update(authenticatedSafe).digest();
  return new MacData({
    mac: new DigestInfo({
      // Explicit NULL parameters, as Windows writes them; every reader accepts that form.
      digestAlgorithm: new AlgorithmIdentifier({
        algorithmId: DIGEST_OID[settings.hash],
        algorithmParams: new Null(),
      }),
      digest: new OctetString({ valueHex: mac }),
    }),
    macSalt: new OctetString({ valueHex: salt }),
    iterations: settings.iterations,
  });
}
