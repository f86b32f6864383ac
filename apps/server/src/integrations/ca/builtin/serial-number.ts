import { randomBytes } from 'node:crypto';

/**
 * A certificate serial number as hex: 16 random bytes (CA/B BR 7.1 asks for at least 64 random bits) with
 * the top bit cleared so the DER INTEGER is positive without a padding byte. With 127 random bits a repeat
 * is not a practical concern, so no register of used serials is kept.
 */
export function randomSerialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] = bytes[0]! & 0x7f;
  return bytes.toString('hex');
}
