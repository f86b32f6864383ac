import { createHash } from 'node:crypto';
import { OctetString } from 'asn1js';
import {
  AuthenticatedSafe,
  ContentInfo,
  EncryptedContentInfo,
  EncryptedData,
  PFX,
  SafeContents,
  type Attribute,
  type SafeBag,
} from 'pkijs';
import {
  chainCertificateAlias,
  decodeBundleInput,
  type BundleInput,
  type DecodedBundle,
} from '../bundle-input.js';
import { assertBundlePassword } from '../bundle-password.js';
import { legacyProtection } from './legacy-protection.js';
import { modernProtection } from './modern-protection.js';
import {
  certificateBag,
  friendlyName,
  javaTrustedForAnyUsage,
  localKeyId,
  shroudedKeyBag,
} from './pkcs12-bags.js';
import { pkcs12MacData } from './pkcs12-mac.js';
import type { Pkcs12Protection } from './pkcs12-protection.js';

/** 'legacy' is the "compatible" download for Windows Server 2016 and older. */
export type Pkcs12Compatibility = 'modern' | 'legacy';

export interface Pkcs12BundleInput extends BundleInput {
  password: string;
  compatibility?: Pkcs12Compatibility;
}

const PROTECTIONS: Record<Pkcs12Compatibility, Pkcs12Protection> = {
  modern: modernProtection,
  legacy: legacyProtection,
};
const DATA_OID = '1.2.840.113549.1.7.1';
const ENCRYPTED_DATA_OID = '1.2.840.113549.1.7.6';

/**
 * A password-protected PFX (.pfx/.p12) for Windows/IIS, Java and others, laid out as OpenSSL writes one:
 * the certificates in an encrypted safe, the key (when held) as a shrouded key bag in a plain safe, both
 * under the password MAC. Without a key the certificates are marked trusted, so Java lists them too.
 */
export async function pkcs12Bundle(input: Pkcs12BundleInput): Promise<Uint8Array> {
  assertBundlePassword(input.password);
  const protection = PROTECTIONS[input.compatibility ?? 'modern'];
  if (!protection) throw new RangeError(`pkcs12Bundle: unknown compatibility "${input.compatibility}"`);
  const bundle = decodeBundleInput(input);
  const { password } = input;

  const certificates = await encryptedSafe(certificateBags(bundle), protection, password);
  const safes = [certificates];
  if (bundle.privateKey) {
    const key = await protection.encrypt(bundle.privateKey, password);
    safes.push(plainSafe([shroudedKeyBag(key, keyEntryAttributes(bundle))]));
  }

  const authenticatedSafe = new Uint8Array(new AuthenticatedSafe({ safeContents: safes }).toSchema().toBER());
  const pfx = new PFX({
    version: 3,
    authSafe: new ContentInfo({
      contentType: DATA_OID,
      content: new OctetString({ valueHex: authenticatedSafe }),
    }),
    macData: pkcs12MacData(authenticatedSafe, password, protection.mac),
  });
  return new Uint8Array(pfx.toSchema().toBER());
}

/** The leaf names the entry; chain certificates get attributes only when they are entries of their own. */
function certificateBags(bundle: DecodedBundle): SafeBag[] {
  if (bundle.privateKey) {
    const leaf = certificateBag(bundle.certificate, keyEntryAttributes(bundle));
    return [leaf, ...bundle.chain.map((der) => certificateBag(der))];
  }
  return [bundle.certificate, ...bundle.chain].map((der, position) =>
    certificateBag(der, [
      friendlyName(position === 0 ? bundle.alias : chainCertificateAlias(bundle.alias, position)),
      javaTrustedForAnyUsage(),
    ]),
  );
}

/** Equal on the key and the leaf, which pairs them into one entry; the id is SHA-1 of the leaf, as in OpenSSL. */
function keyEntryAttributes(bundle: DecodedBundle): Attribute[] {
  const keyId = createHash('sha1').update(bundle.certificate).digest();
  return [friendlyName(bundle.alias), localKeyId(keyId)];
}

function plainSafe(bags: SafeBag[]): ContentInfo {
  const contents = new SafeContents({ safeBags: bags }).toSchema().toBER();
  return new ContentInfo({ contentType: DATA_OID, content: new OctetString({ valueHex: contents }) });
}

async function encryptedSafe(bags: SafeBag[], protection: Pkcs12Protection, password: string) {
  const contents = new Uint8Array(new SafeContents({ safeBags: bags }).toSchema().toBER());
  const encrypted = await protection.encrypt(contents, password);
  const data = new EncryptedData({
    version: 0,
    encryptedContentInfo: new EncryptedContentInfo({
      contentType: DATA_OID,
      contentEncryptionAlgorithm: encrypted.algorithm,
      encryptedContent: new OctetString({ valueHex: encrypted.ciphertext }),
      // One primitive OCTET STRING keeps the file DER; pkijs would otherwise write BER chunks.
      disableSplit: true,
    }),
  });
  return new ContentInfo({ contentType: ENCRYPTED_DATA_OID, content: data.toSchema() });
}
