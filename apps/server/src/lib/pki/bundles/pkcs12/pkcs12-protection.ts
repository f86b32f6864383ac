import type { AlgorithmIdentifier } from 'pkijs';
import type { Pkcs12Hash } from './pkcs12-kdf.js';

/** Ciphertext plus the AlgorithmIdentifier that tells a reader how to decrypt it. */
export interface EncryptedPayload {
  algorithm: AlgorithmIdentifier;
  ciphertext: Uint8Array;
}

/** How a PFX protects its contents: one password cipher for the key and the certificates, and the MAC. */
export interface Pkcs12Protection {
  encrypt(plaintext: Uint8Array, password: string): Promise<EncryptedPayload>;
  mac: { hash: Pkcs12Hash; iterations: number; saltBytes: number };
}
