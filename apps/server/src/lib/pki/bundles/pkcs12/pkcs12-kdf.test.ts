import { describe, expect, it } from 'vitest';
import { openssl } from '../test-support/run-tool.js';
import { pkcs12Kdf, type Pkcs12KdfParams } from './pkcs12-kdf.js';

const PURPOSE_ID = { key: '1', iv: '2', mac: '3' };

/** OpenSSL's own PKCS12KDF; it takes the password already as BMPString bytes. */
async function opensslKdf(params: Pkcs12KdfParams, bmpHex: string): Promise<string> {
  const result = await openssl(
    'kdf',
    ...['-keylen', String(params.length), '-kdfopt', `digest:${params.hash.toUpperCase()}`],
    ...['-kdfopt', `hexpass:${bmpHex}`, '-kdfopt', `hexsalt:${Buffer.from(params.salt).toString('hex')}`],
    ...['-kdfopt', `iter:${params.iterations}`, '-kdfopt', `id:${PURPOSE_ID[params.purpose]}`, 'PKCS12KDF'],
  );
  expect(result.code).toBe(0);
  return result.stdout.replace(/[:\s]/g, '').toLowerCase();
}

describe('pkcs12Kdf', () => {
  it('matches the published SHA-1 vector ("smeg", one iteration)', () => {
    const key = pkcs12Kdf({
      hash: 'sha1',
      password: 'smeg',
      salt: Buffer.from('0a58cf64530d823f', 'hex'),
      iterations: 1,
      purpose: 'key',
      length: 24,
    });
    expect(Buffer.from(key).toString('hex')).toBe('8aaae6297b6cb04642ab5b077851284eb7128f1a2a7fbca3');
  });

  it.each<[Pkcs12KdfParams, string]>([
    // Multi-block output (carry into the next round of I) with a salt and password longer than a block.
    [
      {
        hash: 'sha1',
        password: 'a'.repeat(70),
        salt: Buffer.alloc(70, 0xff),
        iterations: 2048,
        purpose: 'key',
        length: 24,
      },
      `${'0061'.repeat(70)}0000`,
    ],
    [
      {
        hash: 'sha256',
        password: 'P',
        salt: Buffer.from('0102030405060708', 'hex'),
        iterations: 3,
        purpose: 'mac',
        length: 80,
      },
      '00500000',
    ],
    // Non-ASCII: é and € are single UTF-16 units, the emoji a surrogate pair.
    [
      {
        hash: 'sha1',
        password: 'é€😀',
        salt: Buffer.from('00ff', 'hex'),
        iterations: 10,
        purpose: 'iv',
        length: 8,
      },
      '00e920acd83dde000000',
    ],
  ])('agrees with openssl kdf PKCS12KDF (%#)', async (params, bmpHex) => {
    const ours = Buffer.from(pkcs12Kdf(params)).toString('hex');
    expect(ours).toBe(await opensslKdf(params, bmpHex));
  });
});
