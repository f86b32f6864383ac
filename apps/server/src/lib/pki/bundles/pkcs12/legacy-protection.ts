import { createCipheriv, randomBytes } from 'node:crypto';
import { Integer, OctetString, Sequence } from 'asn1js';
import { AlgorithmIdentifier } from 'pkijs';
import { pkcs12Kdf } from './pkcs12-kdf.js';
import type { Pkcs12Protection } from './pkcs12-protection.js';

/** pbeWithSHAAnd3-KeyTripleDES-CBC (RFC 7292 appendix C). */
const PBE_SHA1_3DES_OID = '1.2.840.113549.1.12.1.3';
/** Counts and salt sizes as `openssl pkcs12 -export -legacy` writes them, which old Windows imports. */
export const LEGACY_ITERATIONS = 2048;
const SALT_BYTES = 8;

/**
 * For Windows Server 2016 and older, which read neither PBES2 nor SHA-256 MACs: 3DES for key and
 * certificates (not RC2-40, which Node's OpenSSL only has in the legacy provider) and a SHA-1 MAC.
 */
export const legacyProtection: Pkcs12Protection = {
  async encrypt(plaintext, password) {
    const salt = randomBytes(SALT_BYTES);
    const derive = (purpose: 'key' | 'iv', length: number) =>
      pkcs12Kdf({ hash: 'sha1', password, salt, iterations: LEGACY_ITERATIONS, purpose, length });
    const cipher = createCipheriv('des-ede3-cbc', derive('key', 24), derive('iv', 8));
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    const parameters = new Sequence({
      value: [new OctetString({ valueHex: salt }), new Integer({ value: LEGACY_ITERATIONS })],
    });
    return {
      algorithm: new AlgorithmIdentifier({ algorithmId: PBE_SHA1_3DES_OID, algorithmParams: parameters }),
      ciphertext: new Uint8Array(ciphertext),
    };
  },
  mac: { hash: 'sha1', iterations: LEGACY_ITERATIONS, saltBytes: SALT_BYTES },
};
