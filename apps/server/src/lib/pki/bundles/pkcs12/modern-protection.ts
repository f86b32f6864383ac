import { CryptoEngine, EncryptedData } from 'pkijs';
import { utf8Password } from '../password-encoding.js';
import type { Pkcs12Protection } from './pkcs12-protection.js';

/** The same count Java's keytool uses by default; well above OpenSSL's 2048. */
export const MODERN_ITERATIONS = 10_000;

/** An engine of our own, so another module's pkijs.setEngine cannot change how bundles are encrypted. */
const engine = new CryptoEngine({ name: 'bundles', crypto: globalThis.crypto });

/**
 * PBES2 (PBKDF2 with HMAC-SHA-256, AES-256-CBC) for key and certificates and an HMAC-SHA-256 MAC: the
 * layout OpenSSL 3 writes by default, read by Windows 10 1709 / Server 2019 and later and by current Java.
 */
export const modernProtection: Pkcs12Protection = {
  async encrypt(plaintext, password) {
    const encrypted = new EncryptedData();
    await encrypted.encrypt(
      {
        password: utf8Password(password),
        contentEncryptionAlgorithm: { name: 'AES-CBC', length: 256 },
        hmacHashAlgorithm: 'SHA-256',
        iterationCount: MODERN_ITERATIONS,
        contentToEncrypt: plaintext.slice().buffer,
      },
      engine,
    );
    const info = encrypted.encryptedContentInfo;
    return {
      algorithm: info.contentEncryptionAlgorithm,
      ciphertext: new Uint8Array(info.getEncryptedContent()),
    };
  },
  mac: { hash: 'sha256', iterations: MODERN_ITERATIONS, saltBytes: 32 },
};
