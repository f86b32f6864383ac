import { createHash } from 'node:crypto';
import { chainCertificateAlias, decodeBundleInput, type BundleInput } from '../bundle-input.js';
import { assertBundlePassword } from '../bundle-password.js';
import { utf16be } from '../password-encoding.js';
import { JavaDataWriter } from './java-data-writer.js';
import { protectJksKey } from './jks-key-protector.js';

export interface JksKeystoreInput extends BundleInput {
  password: string;
}

const MAGIC = 0xfeedfeed;
const VERSION = 2;
const PRIVATE_KEY_ENTRY = 1;
const TRUSTED_CERT_ENTRY = 2;
/** The fixed text Sun mixes into the integrity hash. */
const INTEGRITY_WHITENER = 'Mighty Aphrodite';

/**
 * A Java KeyStore (JKS v2) for old Tomcat and other Java servers; no npm package writes one. With the key:
 * one PrivateKeyEntry holding the leaf and its chain, the key protected with the store password (as keytool
 * does by default). Without it: one trustedCertEntry per certificate. Integrity: SHA-1 over
 * password (UTF-16BE) ‖ "Mighty Aphrodite" ‖ the store.
 */
export function jksKeystore(input: JksKeystoreInput): Uint8Array {
  assertBundlePassword(input.password);
  const bundle = decodeBundleInput(input);
  // JKS finds entries by lower-cased alias, so a mixed-case alias would be listed but not found.
  const alias = bundle.alias.toLowerCase();
  const certificates = [bundle.certificate, ...bundle.chain];
  const created = BigInt(Date.now());
  const out = new JavaDataWriter().uint32(MAGIC).uint32(VERSION);

  if (bundle.privateKey) {
    out.uint32(1).uint32(PRIVATE_KEY_ENTRY).utf(alias).int64(created);
    out.sizedBytes(protectJksKey(bundle.privateKey, input.password));
    out.uint32(certificates.length);
    for (const der of certificates) out.utf('X.509').sizedBytes(der);
  } else {
    out.uint32(certificates.length);
    certificates.forEach((der, position) => {
      const entryAlias = position === 0 ? alias : chainCertificateAlias(alias, position);
      out.uint32(TRUSTED_CERT_ENTRY).utf(entryAlias).int64(created).utf('X.509').sizedBytes(der);
    });
  }

  const body = out.toBytes();
  const integrity = createHash('sha1')
    .update(utf16be(input.password))
    .update(INTEGRITY_WHITENER, 'utf8')
    .update(body)
    .digest();
  return new Uint8Array(Buffer.concat([body, integrity]));
}
