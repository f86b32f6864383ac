/**
 * What a certificate's key must be, in one place: the CSR checks of the purchase, the reissue and the ACME server's
 * finalize (csr-parse.ts, with `keyUseOf` the order's product type) and the built-in CA's last check before it signs
 * (integrations/ca/builtin/csr-key.ts) read it; the ACME server's account keys take the TLS minimum.
 */

/** What the key will sign for: a TLS server certificate or a code-signing certificate. */
export type KeyUse = 'tls' | 'codeSigning';

/**
 * The smallest RSA modulus: CA/B Forum Baseline Requirements 6.1.5 for TLS (2048 bits); the Code Signing Baseline
 * Requirements 6.1.5 ask 3072 bits since 2021-06-01. EC keys: P-256 and P-384 for both.
 */
export const MIN_RSA_BITS: Readonly<Record<KeyUse, number>> = { tls: 2048, codeSigning: 3072 };

/** The key use of a catalogue product type ('SSL', 'CodeSign', …). */
export function keyUseOf(productType: string): KeyUse {
  return productType === 'CodeSign' ? 'codeSigning' : 'tls';
}

/**
 * Whether the portal may make the key and its CSR itself (the "online" CSR): for TLS yes; a code-signing key is
 * made and kept by its publisher (Code Signing Baseline Requirements 6.2.7.4: in a hardware module), who sends the
 * CSR. The purchase and the reissue both ask this.
 */
export function portalMayMakeKey(use: KeyUse): boolean {
  return use === 'tls';
}
