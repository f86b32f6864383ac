import { randomBytes } from 'node:crypto';

/**
 * A certificate serial number as hex: 16 random bytes (CA/B BR 7.1 asks for at least 64 random bits) whose first
 * byte is 0x40-0x7f: positive without a padding byte and never a leading zero the DER encoding would drop (which
 * made the stored serial differ from the encoded one about once in 128 issuances). With 126 random bits a
 * repeat is not a practical concern, so no register of used serials is kept.
 */
export function randomSerialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0]! & 0x3f) | 0x40;
  return bytes.toString('hex');
}
