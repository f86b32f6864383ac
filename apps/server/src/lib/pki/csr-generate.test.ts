import { spawnSync } from 'node:child_process';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateKeyAndCsr } from './csr-generate.js';
import { parseCsr } from './csr-parse.js';

function opensslReq(args: string[], pem: string) {
  return spawnSync('openssl', ['req', ...args], { input: pem, encoding: 'utf8' });
}

describe('generateKeyAndCsr', () => {
  it.each([
    ['RSA2048', { algorithm: 'RSA', bits: 2048 }, 'sha256WithRSAEncryption'],
    ['ECDSAP256', { algorithm: 'EC', curve: 'P-256' }, 'ecdsa-with-SHA256'],
  ] as const)(
    '%s: the CSR parses back with the same names and key, and openssl accepts it',
    async (algorithm, key, signature) => {
      const { csrPem, privateKeyPem } = await generateKeyAndCsr({
        algorithm,
        subject: {
          commonName: 'example.com',
          organizationName: 'Example Ltd',
          organizationUnit: 'IT',
          country: 'gb',
          state: 'London',
          locality: 'London',
          postalCode: 'EC1A 1BB',
          streetAddress: '1 High Street',
          email: 'it@example.com',
        },
        dnsNames: ['example.com', 'www.example.com', 'shop.example.com'],
        ipAddresses: ['203.0.113.10'],
      });

      const parsed = await parseCsr(csrPem);
      expect(parsed.pem).toBe(csrPem);
      expect(parsed.commonName).toBe('example.com');
      expect(parsed.dnsNames).toEqual(['example.com', 'www.example.com', 'shop.example.com']);
      expect(parsed.ipAddresses).toEqual(['203.0.113.10']);
      expect(parsed.key).toEqual(key);
      expect(parsed.subject).toEqual({
        organizationName: 'Example Ltd',
        organizationUnit: 'IT',
        country: 'GB',
        state: 'London',
        locality: 'London',
      });

      const verified = opensslReq(['-verify', '-noout'], csrPem);
      expect(verified.status, verified.stderr).toBe(0);
      expect(verified.stdout + verified.stderr).toMatch(/verify OK/);
      const text = opensslReq(['-noout', '-text'], csrPem).stdout;
      expect(text).toContain(signature);
      expect(text).toContain('postalCode = EC1A 1BB');
      expect(text).toContain('street = 1 High Street');

      // The private key is PKCS#8 and belongs to the CSR.
      expect(privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----\n[\s\S]+\n-----END PRIVATE KEY-----\n$/);
      const publicFromKey = createPublicKey(createPrivateKey(privateKeyPem)).export({
        type: 'spki',
        format: 'pem',
      });
      const csrKey = opensslReq(['-noout', '-pubkey'], csrPem).stdout;
      expect(csrKey).toBe(publicFromKey);
    },
  );

  it.each(['RSA2048', 'ECDSAP256'] as const)(
    '%s: signing with the existing key keeps the key; the new CSR names the new domains and verifies',
    async (algorithm) => {
      const first = await generateKeyAndCsr({
        algorithm,
        subject: { commonName: 'first.example' },
        dnsNames: ['first.example'],
        ipAddresses: [],
      });
      const again = await generateKeyAndCsr({
        algorithm,
        subject: { commonName: 'second.example' },
        dnsNames: ['second.example', 'www.second.example'],
        ipAddresses: [],
        existingKeyPem: first.privateKeyPem,
      });
      expect(again.privateKeyPem).toBe(first.privateKeyPem);
      expect((await parseCsr(again.csrPem)).dnsNames).toEqual(['second.example', 'www.second.example']);
      const verified = opensslReq(['-verify', '-noout'], again.csrPem);
      expect(verified.status, verified.stderr).toBe(0);
      expect(opensslReq(['-noout', '-pubkey'], again.csrPem).stdout).toBe(
        opensslReq(['-noout', '-pubkey'], first.csrPem).stdout,
      );
    },
  );

  it('puts the common name into the SAN when the lists leave it out, each name once', async () => {
    const { csrPem } = await generateKeyAndCsr({
      algorithm: 'ECDSAP256',
      subject: { commonName: 'Example.com' },
      dnsNames: ['www.example.com', 'WWW.example.com'],
      ipAddresses: [],
    });
    const parsed = await parseCsr(csrPem);
    expect(parsed.dnsNames).toEqual(['example.com', 'www.example.com']);
    expect(parsed.subject).toEqual({});
  });

  it('names an IP address in the common name as an iPAddress SAN entry', async () => {
    const { csrPem } = await generateKeyAndCsr({
      algorithm: 'ECDSAP256',
      subject: { commonName: '203.0.113.7' },
      dnsNames: [],
      ipAddresses: ['203.0.113.7', '198.51.100.1'],
    });
    const parsed = await parseCsr(csrPem);
    expect(parsed.commonName).toBe('203.0.113.7');
    expect(parsed.dnsNames).toEqual([]);
    expect(parsed.ipAddresses).toEqual(['203.0.113.7', '198.51.100.1']);
  });

  it('keeps subject texts literally (quotes, commas, a leading #, non-ASCII)', async () => {
    const organizationName = '#1 "Best", Ltd\\ Ünïcode 公司';
    const { csrPem } = await generateKeyAndCsr({
      algorithm: 'ECDSAP256',
      subject: { commonName: 'example.com', organizationName, locality: '  ' },
      dnsNames: [],
      ipAddresses: [],
    });
    const parsed = await parseCsr(csrPem);
    expect(parsed.subject).toEqual({ organizationName });
  });

  it('refuses an empty common name', async () => {
    await expect(
      generateKeyAndCsr({
        algorithm: 'ECDSAP256',
        subject: { commonName: ' ' },
        dnsNames: [],
        ipAddresses: [],
      }),
    ).rejects.toThrow(/commonName/);
  });
});
