import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface PrivateKeyBox {
  /** Encrypts; every call uses a fresh IV, so sealing the same text twice gives different results. */
  seal(plaintext: string): string;
  /** Decrypts; throws when the text was altered or sealed under another secret. */
  open(sealed: string): string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Private keys the portal generated are stored encrypted: AES-256-GCM under a key derived (HKDF-SHA256)
 * from the server secret. Format: "v1." + base64url(iv ‖ tag ‖ ciphertext). The version is also bound as
 * associated data, so a future format cannot be confused with this one.
 */
export function createPrivateKeyBox(secretKey: string): PrivateKeyBox {
  if (!secretKey) throw new TypeError('createPrivateKeyBox: the secret key is empty');
  const key = Buffer.from(hkdfSync('sha256', secretKey, 'cert-portal', 'private-key-encryption', 32));
  const associatedData = Buffer.from(VERSION);

  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(associatedData);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
    },
    open(sealed) {
      const [version, payload, ...rest] = sealed.split('.');
      if (version !== VERSION || payload === undefined || rest.length > 0) {
        throw new Error('private key box: not a v1 sealed value');
      }
      const bytes = Buffer.from(payload, 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('private key box: sealed value is truncated');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(associatedData);
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      try {
        const plaintext = Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]);
        return plaintext.toString('utf8');
      } catch {
        throw new Error('private key box: cannot open (altered, or sealed under another secret)');
      }
    },
  };
}
