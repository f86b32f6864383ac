import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derOf, pemBlocks, publicKeyOf } from '../test-support/pem-blocks.js';
import { keytool, openssl } from '../test-support/run-tool.js';
import { createScratchDir, type ScratchDir } from '../test-support/scratch-dir.js';
import { createTestChain, type LeafKeyType, type TestChain } from '../test-support/test-chain.js';
import { pkcs12Bundle, type Pkcs12Compatibility } from './pkcs12-bundle.js';

const PASSWORD = 'correct horse 7';
let scratch: ScratchDir;
beforeAll(() => {
  scratch = createScratchDir();
});
afterAll(() => scratch.remove());

describe.each<LeafKeyType>(['RSA', 'ECDSA'])('pkcs12Bundle with a %s leaf', (keyType) => {
  let chain: TestChain;
  let modern: string;
  let legacy: string;
  beforeAll(async () => {
    chain = await createTestChain(keyType);
    const input = {
      certificatePem: chain.leafPem,
      chainPem: chain.intermediatePem,
      privateKeyPem: chain.leafKeyPem,
      password: PASSWORD,
    };
    modern = scratch.write(`${keyType}-modern.pfx`, await pkcs12Bundle(input));
    legacy = scratch.write(
      `${keyType}-legacy.pfx`,
      await pkcs12Bundle({ ...input, compatibility: 'legacy' }),
    );
  });

  it('modern: opens in OpenSSL 3 without -legacy, AES-256/PBKDF2-SHA-256 and a SHA-256 MAC', async () => {
    const info = await openssl('pkcs12', '-info', '-noout', '-in', modern, '-passin', `pass:${PASSWORD}`);

    expect(info.code).toBe(0);
    expect(info.output).toContain('MAC: sha256, Iteration 10000');
    expect(info.output).toContain(
      'PKCS7 Encrypted data: PBES2, PBKDF2, AES-256-CBC, Iteration 10000, PRF hmacWithSHA256',
    );
    expect(info.output).toContain(
      'Shrouded Keybag: PBES2, PBKDF2, AES-256-CBC, Iteration 10000, PRF hmacWithSHA256',
    );
  });

  it.each<Pkcs12Compatibility>(['modern', 'legacy'])('%s: a wrong password fails', async (compatibility) => {
    const file = compatibility === 'modern' ? modern : legacy;
    const legacyFlag = compatibility === 'legacy' ? ['-legacy'] : [];
    const info = await openssl(
      'pkcs12',
      '-info',
      '-noout',
      ...legacyFlag,
      '-in',
      file,
      '-passin',
      'pass:wrong',
    );

    expect(info.code).not.toBe(0);
    expect(info.output).toMatch(/Mac verify error/);
  });

  it('legacy: opens with -legacy, 3DES for key and certificates and a SHA-1 MAC', async () => {
    const info = await openssl(
      'pkcs12',
      '-info',
      '-noout',
      '-legacy',
      '-in',
      legacy,
      '-passin',
      `pass:${PASSWORD}`,
    );

    expect(info.code).toBe(0);
    expect(info.output).toContain('MAC: sha1, Iteration 2048');
    expect(info.output).toContain('PKCS7 Encrypted data: pbeWithSHA1And3-KeyTripleDES-CBC, Iteration 2048');
    expect(info.output).toContain('Shrouded Keybag: pbeWithSHA1And3-KeyTripleDES-CBC, Iteration 2048');
  });

  it.each<Pkcs12Compatibility>(['modern', 'legacy'])(
    '%s: OpenSSL reads back the same key and certificates',
    async (compatibility) => {
      const file = compatibility === 'modern' ? modern : legacy;
      const legacyFlag = compatibility === 'legacy' ? ['-legacy'] : [];
      const out = await openssl(
        'pkcs12',
        '-in',
        file,
        '-nodes',
        '-passin',
        `pass:${PASSWORD}`,
        ...legacyFlag,
      );

      expect(out.code).toBe(0);
      const blocks = pemBlocks(out.stdout);
      const certificates = blocks.filter((block) => block.type === 'CERTIFICATE').map((block) => block.der);
      const keys = blocks.filter((block) => block.type === 'PRIVATE KEY');
      expect(certificates).toEqual([derOf(chain.leafPem), derOf(chain.intermediatePem)]);
      expect(keys).toHaveLength(1);
      expect(publicKeyOf(keys[0]!)).toEqual(publicKeyOf(chain.leafKeyPem));
      expect(out.stdout).toContain('friendlyName: server');
    },
  );

  it.each<Pkcs12Compatibility>(['modern', 'legacy'])(
    '%s: keytool lists one PrivateKeyEntry with a chain of 2',
    async (compatibility) => {
      const file = compatibility === 'modern' ? modern : legacy;
      const list = await keytool(
        '-list',
        '-v',
        '-storetype',
        'PKCS12',
        '-keystore',
        file,
        '-storepass',
        PASSWORD,
      );

      expect(list.code).toBe(0);
      expect(list.output).toContain('Your keystore contains 1 entry');
      expect(list.output).toContain('Alias name: server');
      expect(list.output).toContain('Entry type: PrivateKeyEntry');
      expect(list.output).toContain('Certificate chain length: 2');
      expect(list.output).not.toMatch(/warning/i);
    },
  );
});

describe('pkcs12Bundle without a private key', () => {
  let chain: TestChain;
  let file: string;
  beforeAll(async () => {
    chain = await createTestChain('ECDSA');
    const pfx = await pkcs12Bundle({
      certificatePem: chain.leafPem,
      chainPem: chain.intermediatePem,
      password: PASSWORD,
      alias: 'shop',
    });
    file = scratch.write('certificates-only.pfx', pfx);
  });

  it('carries just the certificates', async () => {
    const out = await openssl('pkcs12', '-in', file, '-nodes', '-passin', `pass:${PASSWORD}`);

    expect(out.code).toBe(0);
    expect(pemBlocks(out.stdout).map((block) => block.der)).toEqual(
      [chain.leafPem, chain.intermediatePem].map(derOf),
    );
  });

  it('marks them trusted so keytool lists them as trustedCertEntry', async () => {
    const list = await keytool('-list', '-storetype', 'PKCS12', '-keystore', file, '-storepass', PASSWORD);

    expect(list.code).toBe(0);
    expect(list.output).toContain('Your keystore contains 2 entries');
    expect(list.output).toMatch(/^shop, .*trustedCertEntry/m);
    expect(list.output).toMatch(/^shop-ca-1, .*trustedCertEntry/m);
  });
});

describe('pkcs12Bundle passwords', () => {
  let chain: TestChain;
  beforeAll(async () => {
    chain = await createTestChain('ECDSA');
  });
  const bundleWith = (password: string, compatibility?: Pkcs12Compatibility) =>
    pkcs12Bundle({
      certificatePem: chain.leafPem,
      chainPem: chain.intermediatePem,
      privateKeyPem: chain.leafKeyPem,
      password,
      compatibility,
    });

  it('refuses an empty password and one longer than 128 characters', async () => {
    await expect(bundleWith('')).rejects.toThrow(RangeError);
    await expect(bundleWith('x'.repeat(129))).rejects.toThrow(RangeError);
    // 128 characters counted as code points, not UTF-16 units.
    await expect(bundleWith('😀'.repeat(128))).resolves.toBeInstanceOf(Uint8Array);
  });

  it('refuses an unknown compatibility', async () => {
    await expect(bundleWith(PASSWORD, 'ancient' as Pkcs12Compatibility)).rejects.toThrow(RangeError);
  });

  // Java refuses non-ASCII PKCS#12 passwords altogether ("Password is not ASCII"), so only OpenSSL is asked.
  it.each<Pkcs12Compatibility>(['modern', 'legacy'])(
    '%s: a non-ASCII password is encoded as OpenSSL expects (UTF-8 for PBKDF2, BMPString for the rest)',
    async (compatibility) => {
      const password = 'Pässwörd-€😀';
      const file = scratch.write(`unicode-${compatibility}.pfx`, await bundleWith(password, compatibility));
      const out = await openssl('pkcs12', '-in', file, '-nodes', '-legacy', '-passin', `pass:${password}`);

      expect(out.code).toBe(0);
      expect(out.stdout).toContain('BEGIN PRIVATE KEY');
    },
  );
});
