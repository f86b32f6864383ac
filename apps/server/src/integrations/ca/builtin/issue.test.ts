import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyAndCsr } from '../../../lib/pki/index.js';
import { CaError } from '../certificate-authority.js';
import { loadOrCreateCa, type CaMaterial } from './ca-store.js';
import { issueCertificate, type IssueRequest } from './issue.js';
import { DAY } from '../../../lib/clock.js';

let dir: string;
let ca: CaMaterial;
let rsaCsr: string;
let ecCsr: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-ca-issue-'));
  ca = await loadOrCreateCa(join(dir, 'ca'), 'issue test secret', new Date());
  // The CSRs ask for other names than the request: the certificate must follow the request.
  const csr = (algorithm: 'RSA2048' | 'ECDSAP256') =>
    generateKeyAndCsr({
      algorithm,
      subject: { commonName: 'csr.example.net' },
      dnsNames: [],
      ipAddresses: [],
    });
  const [rsa, ec] = await Promise.all([csr('RSA2048'), csr('ECDSAP256')]);
  rsaCsr = rsa.csrPem;
  ecCsr = ec.csrPem;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function openssl(args: string[], input?: string) {
  const result = spawnSync('openssl', args, { input, encoding: 'utf8' });
  return { ok: result.status === 0, output: result.stdout + result.stderr };
}
function textOf(pem: string): string {
  const result = openssl(['x509', '-noout', '-text'], pem);
  expect(result.ok, result.output).toBe(true);
  return result.output;
}
function tls(csrPem: string, extra: Partial<IssueRequest> = {}): IssueRequest {
  return {
    kind: 'tls',
    csrPem,
    dnsNames: ['shop.example.com', 'www.example.com'],
    ipAddresses: ['203.0.113.10'],
    ...extra,
  };
}
async function refusal(request: IssueRequest): Promise<CaError> {
  const error: unknown = await issueCertificate(ca, request, { now: new Date() }).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof CaError)) throw new Error(`expected a CaError, got ${String(error)}`);
  return error;
}

describe('issueCertificate: TLS', () => {
  it.each([
    ['RSA', () => rsaCsr, 'Digital Signature, Key Encipherment'],
    ['ECDSA', () => ecCsr, 'Digital Signature\n'],
  ])('an %s leaf verifies with openssl up to the root', async (_label, csr, keyUsage) => {
    const issued = await issueCertificate(ca, tls(csr()), { now: new Date() });
    const files = { root: join(dir, 'root.pem'), chain: join(dir, 'chain.pem'), leaf: join(dir, 'leaf.pem') };
    writeFileSync(files.root, ca.rootPem);
    writeFileSync(files.chain, issued.chainPem);
    writeFileSync(files.leaf, issued.certificatePem);
    const verified = openssl(['verify', '-CAfile', files.root, '-untrusted', files.chain, files.leaf]);
    expect(verified.ok, verified.output).toBe(true);
    expect(verified.output).toContain(`${files.leaf}: OK`);
    const purpose = openssl([
      'verify',
      '-purpose',
      'sslserver',
      '-CAfile',
      files.root,
      '-untrusted',
      files.chain,
      files.leaf,
    ]);
    expect(purpose.ok, purpose.output).toBe(true);

    const text = textOf(issued.certificatePem);
    expect(text).toContain('Subject: CN = shop.example.com\n');
    expect(text).toMatch(
      /Subject Alternative Name: \n\s+DNS:shop\.example\.com, DNS:www\.example\.com, IP Address:203\.0\.113\.10\n/,
    );
    expect(text).not.toContain('csr.example.net');
    expect(text).toMatch(/Extended Key Usage: \n\s+TLS Web Server Authentication\n/);
    expect(text).toMatch(/Basic Constraints: critical\n\s+CA:FALSE/);
    expect(text).toMatch(new RegExp(`Key Usage: critical\\n\\s+${keyUsage}`));
    expect(text).toContain('Policy: 2.23.140.1.2.1');
    expect(text).toContain('Subject Key Identifier');
    expect(issued.chainPem).toBe(ca.issuingPem);
  });

  it('names the issuer by its key (AKI = the issuing CA SKI) and uses a fresh positive 16-byte serial', async () => {
    const first = await issueCertificate(ca, tls(ecCsr), { now: new Date() });
    const second = await issueCertificate(ca, tls(ecCsr), { now: new Date() });
    const keyId = (pem: string, label: string) =>
      new RegExp(`${label}: \\n\\s+([0-9A-F:]+)`).exec(textOf(pem))?.[1];
    expect(keyId(first.certificatePem, 'Authority Key Identifier')).toBe(
      keyId(ca.issuingPem, 'Subject Key Identifier'),
    );
    expect(first.serialNumber).not.toBe(second.serialNumber);
    for (const { serialNumber } of [first, second]) {
      expect(serialNumber).toMatch(/^[0-9a-f]+$/);
      expect(serialNumber.length).toBeLessThanOrEqual(32);
      expect(Number.parseInt(serialNumber.slice(0, 2), 16)).toBeLessThan(0x80);
    }
  });

  it('puts the organisation into an OV subject, and only the host name into a DV one', async () => {
    const subject = {
      organizationName: 'Example "Shop", Ltd',
      organizationUnit: 'Web',
      country: 'gb',
      state: 'Kent',
      locality: 'Dover',
    };
    const ov = await issueCertificate(ca, tls(ecCsr, { subject }), { now: new Date() });
    const ovText = textOf(ov.certificatePem);
    expect(ovText).toContain(
      'Subject: C = GB, ST = Kent, L = Dover, O = "Example \\"Shop\\", Ltd", CN = shop.example.com',
    );
    expect(ovText).toContain('Policy: 2.23.140.1.2.2');
    const ev = await issueCertificate(ca, tls(ecCsr, { subject, validation: 'EV' }), { now: new Date() });
    expect(textOf(ev.certificatePem)).toContain('Policy: 2.23.140.1.1\n');
    const dv = await issueCertificate(ca, tls(ecCsr, { subject, validation: 'DV' }), { now: new Date() });
    expect(textOf(dv.certificatePem)).toContain('Subject: CN = shop.example.com\n');
  });

  it('starts a minute early and ends after the day’s maximum: 200 days on 2027-03-14, 100 on 2027-03-15', async () => {
    const periodDays = (issued: { notBefore: Date; notAfter: Date }) =>
      (issued.notAfter.getTime() + 1000 - issued.notBefore.getTime()) / DAY;
    const before = new Date('2027-03-14T12:00:00.456Z');
    const on = new Date('2027-03-15T00:00:00Z');
    const issuedBefore = await issueCertificate(ca, tls(ecCsr), { now: before });
    const issuedOn = await issueCertificate(ca, tls(ecCsr), { now: on });
    expect(issuedBefore.notBefore).toEqual(new Date('2027-03-14T11:59:00Z'));
    expect(periodDays(issuedBefore)).toBe(200);
    expect(issuedOn.notBefore).toEqual(new Date('2027-03-14T23:59:00Z'));
    expect(periodDays(issuedOn)).toBe(100);

    const shorter = await issueCertificate(ca, tls(ecCsr), { now: on, requestedDays: 30 });
    expect(periodDays(shorter)).toBe(30);
    const longer = await issueCertificate(ca, tls(ecCsr), { now: on, requestedDays: 365 });
    expect(periodDays(longer)).toBe(100);
    await expect(issueCertificate(ca, tls(ecCsr), { now: on, requestedDays: 0 })).rejects.toThrow(RangeError);
  });

  it('never outlives the issuing CA', async () => {
    const now = new Date(ca.issuing.notAfter.getTime() - 10 * DAY);
    const issued = await issueCertificate(ca, tls(ecCsr), { now });
    expect(issued.notAfter).toEqual(ca.issuing.notAfter);
  });
});

describe('issueCertificate: code signing', () => {
  it('has EKU codeSigning, the publisher as subject and no SAN', async () => {
    const { csrPem } = await generateKeyAndCsr({
      algorithm: 'ECDSAP256',
      subject: { commonName: 'Example Software Ltd' },
      dnsNames: ['ignored.example.com'],
      ipAddresses: [],
    });
    const now = new Date('2026-11-22T10:00:00Z');
    const issued = await issueCertificate(
      ca,
      {
        kind: 'codeSigning',
        csrPem,
        dnsNames: ['ignored.example.com'],
        ipAddresses: [],
        subject: {
          organizationName: 'Example Software Ltd',
          country: 'US',
          state: 'Texas',
          locality: 'Austin',
        },
      },
      { now },
    );
    const text = textOf(issued.certificatePem);
    expect(text).toContain(
      'Subject: C = US, ST = Texas, L = Austin, O = Example Software Ltd, CN = Example Software Ltd',
    );
    expect(text).toMatch(/Extended Key Usage: \n\s+Code Signing\n/);
    expect(text).toMatch(/Key Usage: critical\n\s+Digital Signature\n/);
    expect(text).not.toContain('Subject Alternative Name');
    expect(text).not.toContain('ignored.example.com');
    expect(text).toContain('Policy: 2.23.140.1.4.1');
    expect((issued.notAfter.getTime() + 1000 - issued.notBefore.getTime()) / DAY).toBe(460);
  });

  it('needs the organisation and country, and an RSA key of 3072 bits', async () => {
    const base: IssueRequest = { kind: 'codeSigning', csrPem: ecCsr, dnsNames: [], ipAddresses: [] };
    expect(await refusal({ ...base, subject: { country: 'US' } })).toMatchObject({
      kind: 'refused',
      detail: { field: 'O' },
    });
    expect(await refusal({ ...base, subject: { organizationName: 'Example' } })).toMatchObject({
      detail: { field: 'C' },
    });
    const rsa = await refusal({
      ...base,
      csrPem: rsaCsr,
      subject: { organizationName: 'Example', country: 'US' },
    });
    expect(rsa).toMatchObject({ kind: 'refused', detail: { reason: 'rsaTooSmall' } });
  });
});

describe('issueCertificate refuses', () => {
  it('a CSR whose signature does not verify', async () => {
    // Flip one byte inside the signature at the end of the DER.
    const der = Buffer.from(ecCsr.replace(/-----[^-]+-----|\s/g, ''), 'base64');
    der[der.length - 5]! ^= 0x01;
    const tampered = `-----BEGIN CERTIFICATE REQUEST-----\n${der.toString('base64')}\n-----END CERTIFICATE REQUEST-----\n`;
    expect(await refusal(tls(tampered))).toMatchObject({
      kind: 'refused',
      detail: { reason: 'badSignature' },
    });
  });

  it('text that is no CSR', async () => {
    expect(await refusal(tls('hello'))).toMatchObject({ kind: 'refused', detail: { reason: 'unreadable' } });
  });

  it.each([
    ['no names at all', { dnsNames: [], ipAddresses: [] }],
    ['a name with an underscore', { dnsNames: ['bad_name.example.com'] }],
    ['a wildcard in the middle', { dnsNames: ['www.*.example.com'] }],
    ['a single label', { dnsNames: ['localhost'] }],
    ['an IP address that is none', { dnsNames: [], ipAddresses: ['300.1.1.1'] }],
  ])('%s', async (_label, names) => {
    expect((await refusal(tls(ecCsr, names))).kind).toBe('refused');
  });

  it('an OV request without a country', async () => {
    const error = await refusal(tls(ecCsr, { subject: { organizationName: 'Example' } }));
    expect(error.detail).toEqual({ field: 'C' });
  });
});

it('accepts a wildcard and an IP-only certificate', async () => {
  const wildcard = await issueCertificate(
    ca,
    tls(ecCsr, { dnsNames: ['*.Example.com', 'example.com'], ipAddresses: [] }),
    {
      now: new Date(),
    },
  );
  expect(textOf(wildcard.certificatePem)).toContain('DNS:*.example.com, DNS:example.com\n');
  const ip = await issueCertificate(ca, tls(ecCsr, { dnsNames: [], ipAddresses: ['203.0.113.7'] }), {
    now: new Date(),
  });
  expect(textOf(ip.certificatePem)).toContain('Subject: CN = 203.0.113.7\n');
});
