import { createHash, randomBytes } from 'node:crypto';
import { Null, ObjectIdentifier, OctetString, Sequence } from 'asn1js';
import { utf16be } from '../password-encoding.js';

/** Sun's proprietary JKS key protection (sun.security.provider.KeyProtector). */
const KEY_PROTECTOR_OID = '1.3.6.1.4.1.42.2.17.1.1';
const DIGEST_BYTES = 20;

/**
 * Encrypts a PKCS#8 key the way JKS does and wraps it as an EncryptedPrivateKeyInfo: a random salt, the
 * key XOR a keystream of chained SHA-1(password ‖ previous), and SHA-1(password ‖ key) as the check.
 */
export function protectJksKey(pkcs8: Uint8Array, password: string): Uint8Array {
  const passwordBytes = utf16be(password);
  const salt = randomBytes(DIGEST_BYTES);
  const encrypted = Buffer.alloc(pkcs8.length);
  let block: Buffer = salt;
  for (let offset = 0; offset < pkcs8.length; offset += DIGEST_BYTES) {
    block = sha1(passwordBytes, block);
    for (let i = 0; i < DIGEST_BYTES && offset + i < pkcs8.length; i++) {
      encrypted[offset + i] = pkcs8[offset + i]! ^ block[i]!;
    }
  }
  const protectedKey = Buffer.concat([salt, encrypted, sha1(passwordBytes, pkcs8)]);
  const info = new Sequence({
    value: [
      new Sequence({ value: [new ObjectIdentifier({ value: KEY_PROTECTOR_OID }), new Null()] }),
      new OctetString({ valueHex: protectedKey }),
    ],
  });
  return new Uint8Array(info.toBER());
}

function sha1(...parts: Uint8Array[]): Buffer {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part);
  return hash.digest();
}
