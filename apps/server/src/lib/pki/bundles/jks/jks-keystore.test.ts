import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derOf, pemBlocks, publicKeyOf } from '../test-support/pem-blocks.js';
import { keytool, openssl } from '../test-support/run-tool.js';
import { createScratchDir, type ScratchDir } from '../test-support/scratch-dir.js';
import { createTestChain, type LeafKeyType, type TestChain } from '../test-support/test-chain.js';
import { jksKeystore } from './jks-keystore.js';

const PASSWORD = 'changeit-2';
const JKS_NOTICE = /^Warning:\n\s*The JKS keystore uses a proprietary format\..*$/m;

let scratch: ScratchDir;
beforeAll(() => {
  scratch = createScratchDir();
});
afterAll(() => scratch.remove());

/** keytool's output without the migrate-to-PKCS12 notice it prints for JKS files holding a key. */
function withoutJksNotice(output: string): string {
  return output.replace(JKS_NOTICE, '');
}

describe.each<LeafKeyType>(['RSA', 'ECDSA'])('jksKeystore with a %s leaf', (keyType) => {
  let chain: TestChain;
  let file: string;
  beforeAll(async () => {
    chain = await createTestChain(keyType);
    const store = jksKeystore({
      certificatePem: chain.leafPem,
      chainPem: chain.intermediatePem,
      privateKeyPem: chain.leafKeyPem,
      password: PASSWORD,
    });
    file = scratch.write(`${keyType}.jks`, store);
  });

  it('keytool lists one PrivateKeyEntry under the alias with a chain of 2, and no other warning', async () => {
    const list = await keytool('-list', '-v', '-keystore', file, '-storepass', PASSWORD);

    expect(list.code).toBe(0);
    const output = withoutJksNotice(list.output);
    expect(output).toContain('Keystore type: JKS');
    expect(output).toContain('Your keystore contains 1 entry');
    expect(output).toContain('Alias name: server');
    expect(output).toContain('Entry type: PrivateKeyEntry');
    expect(output).toContain('Certificate chain length: 2');
    expect(output).not.toMatch(/warning/i);
  });

  it('a wrong password fails the integrity check', async () => {
    const list = await keytool('-list', '-keystore', file, '-storepass', 'wrong-password');

    expect(list.code).not.toBe(0);
    expect(list.output).toContain('Keystore was tampered with, or password was incorrect');
  });

  it('keytool exports the leaf certificate unchanged', async () => {
    const exported = await keytool(
      '-exportcert',
      '-rfc',
      '-alias',
      'server',
      '-keystore',
      file,
      '-storepass',
      PASSWORD,
    );

    expect(exported.code).toBe(0);
    expect(pemBlocks(exported.stdout).map((block) => block.der)).toEqual([derOf(chain.leafPem)]);
  });

  // -list never decrypts the key; converting the store does, so this checks the key protection itself.
  it('keytool recovers the same private key with the password', async () => {
    const converted = scratch.path(`${keyType}-from-jks.p12`);
    const source = [
      '-srckeystore',
      file,
      '-srcstorepass',
      PASSWORD,
      '-srcalias',
      'server',
      '-srckeypass',
      PASSWORD,
    ];
    const target = ['-destkeystore', converted, '-deststoretype', 'PKCS12', '-deststorepass', PASSWORD];
    const conversion = await keytool('-importkeystore', '-noprompt', ...source, ...target);
    expect(conversion.code).toBe(0);

    const out = await openssl(
      'pkcs12',
      '-in',
      converted,
      '-nodes',
      '-nocerts',
      '-passin',
      `pass:${PASSWORD}`,
    );
    expect(out.code).toBe(0);
    const [key] = pemBlocks(out.stdout);
    expect(publicKeyOf(key!)).toEqual(publicKeyOf(chain.leafKeyPem));
  });
});

describe('jksKeystore', () => {
  let chain: TestChain;
  beforeAll(async () => {
    chain = await createTestChain('ECDSA');
  });

  it('stores the chain as trustedCertEntry entries when the portal holds no key', async () => {
    const file = scratch.write(
      'trusted.jks',
      jksKeystore({ certificatePem: chain.leafPem, chainPem: chain.intermediatePem, password: PASSWORD }),
    );
    const list = await keytool('-list', '-keystore', file, '-storepass', PASSWORD);

    expect(list.code).toBe(0);
    const output = withoutJksNotice(list.output);
    expect(output).toContain('Your keystore contains 2 entries');
    expect(output).toMatch(/^server, .*trustedCertEntry/m);
    expect(output).toMatch(/^server-ca-1, .*trustedCertEntry/m);
    expect(output).not.toContain('PrivateKeyEntry');
  });

  it('lower-cases the alias as JKS looks it up, and takes non-ASCII aliases and passwords', async () => {
    const password = 'Pässwörd-€';
    const file = scratch.write(
      'unicode.jks',
      jksKeystore({
        certificatePem: chain.leafPem,
        chainPem: chain.intermediatePem,
        privateKeyPem: chain.leafKeyPem,
        password,
        alias: 'Zürich Shop',
      }),
    );

    const list = await keytool('-list', '-keystore', file, '-storepass', password);
    expect(list.code).toBe(0);
    expect(list.output).toMatch(/^zürich shop, .*PrivateKeyEntry/m);
    const exported = await keytool(
      '-exportcert',
      '-alias',
      'Zürich Shop',
      '-keystore',
      file,
      '-storepass',
      password,
    );
    expect(exported.code).toBe(0);
  });

  it('refuses an empty password and one longer than 128 characters', () => {
    const input = { certificatePem: chain.leafPem, chainPem: '', privateKeyPem: chain.leafKeyPem };
    expect(() => jksKeystore({ ...input, password: '' })).toThrow(RangeError);
    expect(() => jksKeystore({ ...input, password: 'x'.repeat(129) })).toThrow(RangeError);
    expect(jksKeystore({ ...input, password: 'x'.repeat(128) })).toBeInstanceOf(Uint8Array);
  });
});
