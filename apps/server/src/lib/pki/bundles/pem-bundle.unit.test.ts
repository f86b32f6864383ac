import { createPrivateKey } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { pemBundle } from './pem-bundle.js';
import { derOf, pemBlocks, publicKeyOf } from './test-support/pem-blocks.js';
import { createTestChain, type LeafKeyType, type TestChain } from './test-support/test-chain.js';

describe.each<LeafKeyType>(['RSA', 'ECDSA'])('pemBundle with a %s leaf', (keyType) => {
  let chain: TestChain;
  beforeAll(async () => {
    chain = await createTestChain(keyType);
  });

  it('holds the leaf, then the chain, then the key', () => {
    const text = pemBundle({
      certificatePem: chain.leafPem,
      chainPem: chain.intermediatePem,
      privateKeyPem: chain.leafKeyPem,
    });

    const blocks = pemBlocks(text);
    expect(blocks.map((block) => block.type)).toEqual(['CERTIFICATE', 'CERTIFICATE', 'PRIVATE KEY']);
    expect(blocks[0]!.der).toEqual(derOf(chain.leafPem));
    expect(blocks[1]!.der).toEqual(derOf(chain.intermediatePem));
    expect(publicKeyOf(blocks[2]!)).toEqual(publicKeyOf(chain.leafKeyPem));
    expect(text.endsWith('-----END PRIVATE KEY-----\n')).toBe(true);
  });

  it('leaves the key out when the portal does not hold it, and takes several chain certificates', () => {
    const text = pemBundle({
      certificatePem: chain.leafPem,
      chainPem: chain.intermediatePem + chain.rootPem,
    });

    expect(pemBlocks(text).map((block) => block.der)).toEqual(
      [chain.leafPem, chain.intermediatePem, chain.rootPem].map(derOf),
    );
  });

  it('takes an empty chain', () => {
    const text = pemBundle({ certificatePem: chain.leafPem, chainPem: '', privateKeyPem: chain.leafKeyPem });

    expect(pemBlocks(text).map((block) => block.type)).toEqual(['CERTIFICATE', 'PRIVATE KEY']);
  });
});

describe('pemBundle input checks', () => {
  let chain: TestChain;
  let other: TestChain;
  beforeAll(async () => {
    [chain, other] = await Promise.all([createTestChain('RSA'), createTestChain('ECDSA')]);
  });

  it('writes a PKCS#1 or SEC1 key as PKCS#8', () => {
    const traditional = createPrivateKey(chain.leafKeyPem)
      .export({ type: 'pkcs1', format: 'pem' })
      .toString();
    expect(traditional).toContain('BEGIN RSA PRIVATE KEY');

    const blocks = pemBlocks(
      pemBundle({ certificatePem: chain.leafPem, chainPem: '', privateKeyPem: traditional }),
    );
    expect(blocks[1]!.type).toBe('PRIVATE KEY');
    expect(publicKeyOf(blocks[1]!)).toEqual(publicKeyOf(chain.leafKeyPem));
  });

  it('refuses a key that does not belong to the certificate', () => {
    expect(() =>
      pemBundle({ certificatePem: chain.leafPem, chainPem: '', privateKeyPem: other.leafKeyPem }),
    ).toThrow(/does not belong/);
  });

  it('refuses anything but one certificate as the leaf', () => {
    expect(() => pemBundle({ certificatePem: '', chainPem: '' })).toThrow(TypeError);
    expect(() => pemBundle({ certificatePem: chain.leafPem + chain.intermediatePem, chainPem: '' })).toThrow(
      /exactly one/,
    );
    const damaged = chain.leafPem.replace(/\n[A-Za-z0-9+/]{10}/, '\nAAAAAAAAAA');
    expect(() => pemBundle({ certificatePem: damaged, chainPem: '' })).toThrow(/does not parse/);
  });

  it('refuses a key block in the chain and a key that is no key', () => {
    expect(() => pemBundle({ certificatePem: chain.leafPem, chainPem: chain.leafKeyPem })).toThrow(
      /"PRIVATE KEY" block/,
    );
    expect(() =>
      pemBundle({ certificatePem: chain.leafPem, chainPem: '', privateKeyPem: chain.intermediatePem }),
    ).toThrow(/not an unencrypted private key/);
  });
});
