import { createHash } from 'node:crypto';
import { bmpPassword } from '../password-encoding.js';

export type Pkcs12Hash = 'sha1' | 'sha256';
/** The diversifier ID of RFC 7292 B.3: one derivation each for the cipher key, the IV and the MAC key. */
export type Pkcs12KdfPurpose = 'key' | 'iv' | 'mac';

export interface Pkcs12KdfParams {
  hash: Pkcs12Hash;
  password: string;
  salt: Uint8Array;
  iterations: number;
  purpose: Pkcs12KdfPurpose;
  /** Bytes wanted. */
  length: number;
}

const PURPOSE_ID: Record<Pkcs12KdfPurpose, number> = { key: 1, iv: 2, mac: 3 };
const DIGEST_BYTES: Record<Pkcs12Hash, number> = { sha1: 20, sha256: 32 };
/** The hash's block size "v"; 64 for both SHA-1 and SHA-256. */
const BLOCK_BYTES = 64;

/**
 * The PKCS#12 key derivation of RFC 7292 appendix B.2. The legacy PBE ciphers and the PFX MAC use it;
 * WebCrypto does not offer it.
 */
export function pkcs12Kdf(params: Pkcs12KdfParams): Uint8Array {
  const digestBytes = DIGEST_BYTES[params.hash];
  const diversifier = Buffer.alloc(BLOCK_BYTES, PURPOSE_ID[params.purpose]);
  const input = Buffer.concat([
    repeatToBlocks(params.salt, BLOCK_BYTES),
    repeatToBlocks(bmpPassword(params.password), BLOCK_BYTES),
  ]);
  const output = Buffer.alloc(params.length);

  for (let produced = 0; produced < params.length; produced += digestBytes) {
    let digest = createHash(params.hash).update(diversifier).update(input).digest();
    for (let round = 1; round < params.iterations; round++) {
      digest = createHash(params.hash).update(digest).digest();
    }
    digest.copy(output, produced);
    if (produced + digestBytes >= params.length) break;
    const increment = repeatToBlocks(digest, BLOCK_BYTES);
    for (let offset = 0; offset < input.length; offset += BLOCK_BYTES) {
      addOnePlus(input.subarray(offset, offset + BLOCK_BYTES), increment);
    }
  }
  return new Uint8Array(output);
}

/** Concatenated copies of data, cut to the next multiple of blockBytes (empty stays empty). */
function repeatToBlocks(data: Uint8Array, blockBytes: number): Buffer {
  const length = blockBytes * Math.ceil(data.length / blockBytes);
  const out = Buffer.alloc(length);
  for (let i = 0; i < length; i++) out[i] = data[i % data.length]!;
  return out;
}

/** block = (block + increment + 1) mod 2^(8·v), big-endian, in place. */
function addOnePlus(block: Buffer, increment: Buffer): void {
  let carry = 1;
  for (let i = block.length - 1; i >= 0; i--) {
    const sum = block[i]! + increment[i]! + carry;
    block[i] = sum & 0xff;
    carry = sum >> 8;
  }
}
