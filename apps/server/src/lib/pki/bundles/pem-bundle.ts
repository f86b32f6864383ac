import { x509 } from '../crypto-provider.js';
import { decodeBundleInput, type BundleInput } from './bundle-input.js';

/** For nginx, Apache and most Linux software: the leaf, then the chain, then the key when the portal holds it. */
export function pemBundle(input: BundleInput): string {
  const bundle = decodeBundleInput(input);
  const blocks = [bundle.certificate, ...bundle.chain].map((der) => pemBlock(der, 'CERTIFICATE'));
  if (bundle.privateKey) blocks.push(pemBlock(bundle.privateKey, 'PRIVATE KEY'));
  return blocks.join('');
}

function pemBlock(der: Uint8Array, label: string): string {
  return `${x509.PemConverter.encode(der, label)}\n`;
}
