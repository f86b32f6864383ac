import { BmpString, ObjectIdentifier, OctetString } from 'asn1js';
import { Attribute, CertBag, PKCS8ShroudedKeyBag, SafeBag } from 'pkijs';
import type { EncryptedPayload } from './pkcs12-protection.js';

const OID = {
  keyBag: '1.2.840.113549.1.12.10.1.2',
  certBag: '1.2.840.113549.1.12.10.1.3',
  x509Certificate: '1.2.840.113549.1.9.22.1',
  friendlyName: '1.2.840.113549.1.9.20',
  localKeyId: '1.2.840.113549.1.9.21',
  /** Oracle's "trusted key usage": Java loads a certificate without a key only when it carries this. */
  javaTrustedKeyUsage: '2.16.840.1.113894.746875.1.1',
  anyExtendedKeyUsage: '2.5.29.37.0',
} as const;

export function certificateBag(der: Uint8Array, attributes: Attribute[] = []): SafeBag {
  return new SafeBag({
    bagId: OID.certBag,
    bagValue: new CertBag({ certId: OID.x509Certificate, certValue: new OctetString({ valueHex: der }) }),
    ...(attributes.length > 0 && { bagAttributes: attributes }),
  });
}

export function shroudedKeyBag(key: EncryptedPayload, attributes: Attribute[]): SafeBag {
  return new SafeBag({
    bagId: OID.keyBag,
    bagValue: new PKCS8ShroudedKeyBag({
      encryptionAlgorithm: key.algorithm,
      encryptedData: new OctetString({ valueHex: key.ciphertext }),
    }),
    bagAttributes: attributes,
  });
}

/** The entry name shown by Windows, keytool and openssl. */
export function friendlyName(name: string): Attribute {
  return new Attribute({ type: OID.friendlyName, values: [new BmpString({ value: name })] });
}

/** Pairs the key with its certificate; readers match the two by equal values. */
export function localKeyId(id: Uint8Array): Attribute {
  return new Attribute({ type: OID.localKeyId, values: [new OctetString({ valueHex: id })] });
}

/** Marks a certificate as trusted for any purpose in Java, as `openssl pkcs12 -jdktrust` does. */
export function javaTrustedForAnyUsage(): Attribute {
  return new Attribute({
    type: OID.javaTrustedKeyUsage,
    values: [new ObjectIdentifier({ value: OID.anyExtendedKeyUsage })],
  });
}
