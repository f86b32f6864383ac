import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyAndCsr } from '../../../lib/pki/index.js';
import { CaError, type CertificateRequest, type IssuedCertificate } from '../certificate-authority.js';
import { createBuiltinCa } from './builtin-ca.js';

const SECRET = 'builtin ca test secret';
let dataDir: string;
let request: CertificateRequest;
const clock = { now: () => new Date('2026-11-22T10:00:00Z') };
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-builtin-ca-'));
  const { csrPem } = await generateKeyAndCsr({
    algorithm: 'ECDSAP256',
    subject: { commonName: 'example.com' },
    dnsNames: [],
    ipAddresses: [],
  });
  request = {
    reference: '1001',
    kind: 'tls',
    csrPem,
    dnsNames: ['example.com'],
    ipAddresses: [],
    method: 'http',
  };
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function failure(promise: Promise<unknown>): Promise<CaError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof CaError)) throw new Error(`expected a CaError, got ${String(error)}`);
  return error;
}

describe('createBuiltinCa', () => {
  const ca = () => createBuiltinCa({ dataDir, secretKey: SECRET, clock });

  it('validates nothing itself and issues at once, dated by its clock', async () => {
    const builtin = ca();
    expect(builtin.name).toBe('builtin');
    expect(builtin.validatesNames).toBe(false);
    const result = await builtin.submit(request);
    expect(result).toMatchObject({ status: 'issued', notBefore: new Date('2026-11-22T09:59:00Z') });
    const issued = result as IssuedCertificate;
    expect(issued.certificatePem).toMatch(/^-----BEGIN CERTIFICATE-----\n/);
    expect(issued.chainPem).toBe(readFileSync(join(dataDir, 'ca', 'issuing.pem'), 'utf8'));
    expect(issued.notAfter).toEqual(new Date('2027-06-10T09:58:59Z'));
  });

  it('shows the root it keeps in $DATA_DIR/ca', async () => {
    expect(await ca().rootPem()).toBe(readFileSync(join(dataDir, 'ca', 'root.pem'), 'utf8'));
  });

  it('has nothing pending to recheck', async () => {
    expect(await failure(ca().recheck('x', request))).toMatchObject({ kind: 'notFound' });
  });

  it('accepts the revocation of its own certificate (recorded by the portal; no CRL yet)', async () => {
    const builtin = ca();
    const issued = (await builtin.submit(request)) as IssuedCertificate;
    await expect(builtin.revoke(issued.certificatePem, 'keyCompromise')).resolves.toBeUndefined();
    await expect(builtin.revoke(issued.certificatePem)).resolves.toBeUndefined();
  });

  it('refuses to revoke what it did not issue, or with an unknown reason', async () => {
    const builtin = ca();
    const foreign = await failure(builtin.revoke((await builtin.rootPem())!));
    expect(foreign.kind).toBe('notFound');
    expect((await failure(builtin.revoke('not a certificate'))).kind).toBe('refused');
    const issued = (await builtin.submit(request)) as IssuedCertificate;
    const reason = 'whim' as 'superseded';
    expect((await failure(builtin.revoke(issued.certificatePem, reason))).kind).toBe('refused');
  });

  it('answers refused for a request no certificate can be made from', async () => {
    expect(await failure(ca().submit({ ...request, dnsNames: ['bad name'] }))).toMatchObject({
      kind: 'refused',
    });
  });

  it('is unavailable, with the reason, under another SECRET_KEY', async () => {
    const wrong = createBuiltinCa({ dataDir, secretKey: 'another secret', clock });
    const error = await failure(wrong.submit(request));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('cannot be opened with this SECRET_KEY');
  });
});
