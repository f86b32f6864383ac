import { createPrivateKey, createPublicKey } from 'node:crypto';
import { x509 } from '../../crypto-provider.js';

/** Test-only: reads tool output back into comparable values. */
export function pemBlocks(text: string): { type: string; der: Buffer }[] {
  return x509.PemConverter.decodeWithHeaders(text).map((block) => ({
    type: block.type,
    der: Buffer.from(block.rawData),
  }));
}

export function derOf(pem: string): Buffer {
  const [block] = pemBlocks(pem);
  if (!block) throw new Error('no PEM block');
  return block.der;
}

/** The SubjectPublicKeyInfo of a private key, to compare keys without comparing their encodings. */
export function publicKeyOf(privateKey: string | { der: Buffer }): Buffer {
  const key =
    typeof privateKey === 'string'
      ? createPrivateKey(privateKey)
      : createPrivateKey({ key: privateKey.der, format: 'der', type: 'pkcs8' });
  return createPublicKey(key).export({ type: 'spki', format: 'der' });
}
