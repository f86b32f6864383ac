/** UTF-16 big-endian code units: how Java's JKS hashes a password (char[] split into bytes). */
export function utf16be(text: string): Buffer {
  return Buffer.from(text, 'utf16le').swap16();
}

/** PKCS#12 key derivation reads the password as a BMPString with a two-byte zero terminator (RFC 7292 B.1). */
export function bmpPassword(text: string): Buffer {
  return Buffer.concat([utf16be(text), Buffer.alloc(2)]);
}

/** PBES2 (PBKDF2) takes the password as UTF-8 octets, as OpenSSL and Java do for PKCS#12. */
export function utf8Password(text: string): ArrayBuffer {
  const bytes = new TextEncoder().encode(text);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}
