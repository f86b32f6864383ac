import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogs, lookup, translate } from '@portal/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsr } from './csr-parse.js';
import { CsrProblem, messageKeyOf, type CsrProblemReason } from './csr-problem.js';

/** CSRs made by openssl in a temporary directory: no binary fixtures in the repository. */
let dir: string;
function opensslCsr(name: string, keyArgs: string[], subject: string, extra: string[] = []): string {
  const out = join(dir, `${name}.csr`);
  execFileSync(
    'openssl',
    [
      'req',
      '-new',
      '-nodes',
      ...keyArgs,
      '-keyout',
      join(dir, `${name}.key`),
      '-subj',
      subject,
      ...extra,
      '-out',
      out,
    ],
    { stdio: 'pipe' },
  );
  return readFileSync(out, 'utf8');
}
function toDer(pem: string): Buffer {
  return execFileSync('openssl', ['req', '-outform', 'DER'], { input: pem, stdio: 'pipe' });
}

let rsa2048: string;
let ecP384: string;
const fixtures: Record<string, string> = {};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'portal-csr-'));
  rsa2048 = opensslCsr(
    'rsa2048',
    ['-newkey', 'rsa:2048'],
    '/C=US/ST=Texas/L=Austin/O=Example Inc/OU=Web/CN=Example.com',
    ['-addext', 'subjectAltName=DNS:Example.com,DNS:www.example.com,DNS:EXAMPLE.com,IP:203.0.113.7'],
  );
  ecP384 = opensslCsr(
    'ec384',
    ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-384'],
    '/CN=shop.example.org',
  );
  fixtures.rsa1024 = opensslCsr('rsa1024', ['-newkey', 'rsa:1024'], '/CN=example.com');
  fixtures.ecP521 = opensslCsr(
    'ec521',
    ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-521'],
    '/CN=example.com',
  );
  fixtures.secp256k1 = opensslCsr(
    'k1',
    ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:secp256k1'],
    '/CN=example.com',
  );
  fixtures.ed25519 = opensslCsr('ed25519', ['-newkey', 'ed25519'], '/CN=example.com');
  fixtures.noNames = opensslCsr(
    'nonames',
    ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256'],
    '/O=Example Inc/C=US',
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function problemOf(input: string | Uint8Array): Promise<CsrProblem> {
  const error: unknown = await parseCsr(input).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof CsrProblem)) throw new Error(`expected a CsrProblem, got ${String(error)}`);
  return error;
}

describe('parseCsr accepts', () => {
  it('an openssl RSA 2048 CSR: names lower-cased and de-duplicated, the subject, the key', async () => {
    const parsed = await parseCsr(rsa2048);
    expect(parsed).toMatchObject({
      commonName: 'example.com',
      dnsNames: ['example.com', 'www.example.com'],
      ipAddresses: ['203.0.113.7'],
      key: { algorithm: 'RSA', bits: 2048 },
      subject: {
        organizationName: 'Example Inc',
        organizationUnit: 'Web',
        country: 'US',
        state: 'Texas',
        locality: 'Austin',
      },
    });
    expect(parsed.pem).toBe(rsa2048);
  });

  it('an EC P-384 CSR with a common name and no SAN', async () => {
    const parsed = await parseCsr(ecP384);
    expect(parsed).toMatchObject({ commonName: 'shop.example.org', dnsNames: [], ipAddresses: [] });
    expect(parsed.key).toEqual({ algorithm: 'EC', curve: 'P-384' });
  });

  it('an uploaded DER file', async () => {
    const parsed = await parseCsr(new Uint8Array(toDer(rsa2048)));
    expect(parsed.pem).toBe(rsa2048);
    expect(parsed.dnsNames).toEqual(['example.com', 'www.example.com']);
  });

  it('an uploaded PEM file, also with CRLF line ends and text around it', async () => {
    const withCrLf = `Here is my CSR:\r\n${rsa2048.replace(/\n/g, '\r\n')}\r\nthanks`;
    expect((await parseCsr(Buffer.from(withCrLf))).pem).toBe(rsa2048);
  });

  it('the old "NEW CERTIFICATE REQUEST" label and a body pasted without its BEGIN/END lines', async () => {
    const oldLabel = rsa2048.replace(/CERTIFICATE REQUEST/g, 'NEW CERTIFICATE REQUEST');
    expect((await parseCsr(oldLabel)).pem).toBe(rsa2048);
    const bodyOnly = rsa2048
      .split('\n')
      .filter((line) => !line.startsWith('-----'))
      .join('\n');
    expect((await parseCsr(bodyOnly)).pem).toBe(rsa2048);
  });
});

describe('parseCsr refuses', () => {
  const cases: [string, () => string | Uint8Array, CsrProblemReason, Record<string, string | number>][] = [
    ['an empty text', () => '', 'empty', {}],
    ['blank text', () => ' \r\n\t', 'empty', {}],
    ['an empty file', () => new Uint8Array(), 'empty', {}],
    ['garbage', () => 'hello, this is not a CSR', 'unreadable', {}],
    ['base64 that is no CSR', () => Buffer.from('not a request').toString('base64'), 'unreadable', {}],
    ['a private key', () => readFileSync(join(dir, 'rsa2048.key'), 'utf8'), 'unreadable', {}],
    ['a truncated DER file', () => toDer(rsa2048).subarray(0, 200), 'unreadable', {}],
    [
      'DER followed by other bytes',
      () => Buffer.concat([toDer(rsa2048), Buffer.from('junk')]),
      'unreadable',
      {},
    ],
    ['more than 64 KB', () => `${rsa2048}${' '.repeat(64 * 1024)}`, 'tooLarge', { kb: 64 }],
    ['an RSA 1024 key', () => fixtures.rsa1024!, 'rsaTooSmall', { bits: 1024, min: 2048 }],
    ['an EC P-521 key', () => fixtures.ecP521!, 'unsupportedCurve', { curve: 'P-521' }],
    ['an EC secp256k1 key', () => fixtures.secp256k1!, 'unsupportedCurve', { curve: 'secp256k1' }],
    ['an Ed25519 key', () => fixtures.ed25519!, 'unsupportedKey', { algorithm: 'ED25519' }],
    ['a CSR without common name and SAN', () => fixtures.noNames!, 'noNames', {}],
  ];
  it.each(cases)('%s', async (_label, input, reason, vars) => {
    const problem = await problemOf(input());
    expect(problem.reason).toBe(reason);
    expect(problem.vars).toEqual(vars);
    expect(messageKeyOf(problem)).toBe(`pki.csr.${reason}`);
    for (const lang of ['en', 'zh-cn', 'zh-tw'] as const) {
      expect(lookup(catalogs[lang], messageKeyOf(problem)), lang).toBeDefined();
      expect(translate(lang, messageKeyOf(problem), problem.vars), lang).not.toMatch(/\{\{/);
    }
  });

  it('a CSR whose signature bytes were altered', async () => {
    const der = toDer(rsa2048);
    der[der.length - 1]! ^= 0xff;
    expect((await problemOf(der)).reason).toBe('badSignature');
  });

  it('a CSR whose signed content was altered (a name swapped after signing)', async () => {
    const der = toDer(rsa2048);
    const at = der.indexOf('www.example.com');
    der.write('www.evil-e.com.', at, 'latin1');
    expect((await problemOf(der)).reason).toBe('badSignature');
  });

  it('an RSA 2048 key for code signing (Code Signing BR 6.1.5: 3072 bits), which TLS accepts', async () => {
    const problem = await parseCsr(rsa2048, 'codeSigning').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(problem).toBeInstanceOf(CsrProblem);
    expect((problem as CsrProblem).reason).toBe('rsaTooSmall');
    expect((problem as CsrProblem).vars).toEqual({ bits: 2048, min: 3072 });
    expect((await parseCsr(rsa2048, 'tls')).key).toEqual({ algorithm: 'RSA', bits: 2048 });
    const rsa3072 = opensslCsr('rsa3072', ['-newkey', 'rsa:3072'], '/CN=Example Ltd/O=Example Ltd/C=GB');
    expect((await parseCsr(rsa3072, 'codeSigning')).key).toEqual({ algorithm: 'RSA', bits: 3072 });
  });
});
