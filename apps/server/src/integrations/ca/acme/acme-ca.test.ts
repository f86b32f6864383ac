import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as acme from 'acme-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DcvMethod } from '@portal/contract';
import { generateKeyAndCsr } from '../../../lib/pki/index.js';
import { x509 } from '../../../lib/pki/crypto-provider.js';
import { startPebble, type PebbleServer } from '../../../test/pebble.js';
import {
  CaError,
  type CertificateAuthority,
  type CertificateRequest,
  type IssuedCertificate,
  type PendingCertificate,
} from '../certificate-authority.js';
import { createAcmeAccountKey, createAcmeCa } from './index.js';

const BACKOFF_MIN_MS = 50;

async function requestFor(
  dnsNames: string[],
  method: DcvMethod,
  ipAddresses: string[] = [],
): Promise<CertificateRequest> {
  const commonName = dnsNames[0] ?? ipAddresses[0] ?? '';
  const { csrPem } = await generateKeyAndCsr({
    algorithm: 'ECDSAP256',
    subject: { commonName },
    dnsNames,
    ipAddresses,
  });
  return { reference: `test-${commonName}`, kind: 'tls', csrPem, dnsNames, ipAddresses, method };
}

function expectPending(result: Awaited<ReturnType<CertificateAuthority['submit']>>): PendingCertificate {
  if (result.status !== 'pending') throw new Error(`expected pending, got ${result.status}`);
  return result;
}

/** The leaf is signed by the chain's intermediate, which is signed by Pebble's root of this run. */
async function expectChainsToRoot(issued: IssuedCertificate, rootPem: string) {
  const leaf = new x509.X509Certificate(issued.certificatePem);
  const chain = x509.PemConverter.decode(issued.chainPem).map((der) => new x509.X509Certificate(der));
  const root = new x509.X509Certificate(rootPem);
  expect(chain.length).toBeGreaterThan(0);
  let child = leaf;
  for (const issuer of [...chain, root]) {
    expect(child.issuer).toBe(issuer.subject);
    expect(await child.verify({ publicKey: issuer.publicKey, signatureOnly: true })).toBe(true);
    child = issuer;
  }
  expect(issued.serialNumber).toBe(leaf.serialNumber);
  expect(issued.notBefore).toEqual(leaf.notBefore);
  expect(issued.notAfter).toEqual(leaf.notAfter);
  return leaf;
}

function sanOf(certificate: x509.X509Certificate) {
  const san = certificate.getExtension(x509.SubjectAlternativeNameExtension);
  return (san?.names.items ?? []).map((name) => `${name.type}:${name.value}`).sort();
}

async function rejection(promise: Promise<unknown>): Promise<CaError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CaError);
  return error as CaError;
}

describe('ACME certificate authority against Pebble', { timeout: 120_000 }, () => {
  let pebble: PebbleServer;
  let accountKeyPem: string;
  let ca: CertificateAuthority;

  beforeAll(async () => {
    pebble = await startPebble();
    accountKeyPem = await createAcmeAccountKey();
    ca = createAcmeCa({
      directoryUrl: pebble.directoryUrl,
      caBundlePem: pebble.caBundlePem,
      accountKeyPem,
      contactEmail: 'ops@portal.test',
      backoffMin: BACKOFF_MIN_MS,
    });
  }, 60_000);
  afterAll(() => pebble?.stop());

  it('issues by http-01: the file named in the answer, then a recheck by a restarted adapter', async () => {
    const request = await requestFor(['www.http.example.test', 'http.example.test'], 'http');
    const pending = expectPending(await ca.submit(request));
    expect(pending.caOrderId).toMatch(/^https:\/\/127\.0\.0\.1:\d+\//);
    expect(pending.instructions.map((i) => i.domain).sort()).toEqual([
      'http.example.test',
      'www.http.example.test',
    ]);
    for (const instruction of pending.instructions) {
      expect(instruction.method).toBe('http');
      expect(instruction.authPath).toBe(`/.well-known/acme-challenge/${instruction.authKey}`);
      expect(instruction.authValue.startsWith(`${instruction.authKey}.`)).toBe(true);
    }
    await pebble.challtest.publish(pending.instructions);

    // The portal keeps only the order URL and the account key: a new adapter picks the order up.
    const restarted = createAcmeCa({
      directoryUrl: pebble.directoryUrl,
      caBundlePem: pebble.caBundlePem,
      accountKeyPem,
      backoffMin: BACKOFF_MIN_MS,
    });
    const issued = await restarted.recheck(pending.caOrderId, request);
    if (issued.status !== 'issued') throw new Error('expected the certificate');
    const leaf = await expectChainsToRoot(issued, pebble.rootPem);
    expect(sanOf(leaf)).toEqual(['dns:http.example.test', 'dns:www.http.example.test']);

    // The next recheck of a finished order answers the same certificate.
    const again = await ca.recheck(pending.caOrderId, request);
    expect(again).toMatchObject({ status: 'issued', serialNumber: issued.serialNumber });
  });

  it('issues by dns-01 for a wildcard and its base name', async () => {
    const request = await requestFor(['*.dns.example.test', 'dns.example.test'], 'dns');
    const pending = expectPending(await ca.submit(request));
    expect(pending.instructions.map((i) => i.domain).sort()).toEqual([
      '*.dns.example.test',
      'dns.example.test',
    ]);
    for (const instruction of pending.instructions) {
      expect(instruction).toMatchObject({
        method: 'dns',
        authKey: '_acme-challenge.dns.example.test',
        authPath: '_acme-challenge.dns.example.test',
      });
      // The base64url SHA-256 digest of the key authorization (RFC 8555 section 8.4).
      expect(instruction.authValue).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    await pebble.challtest.publish(pending.instructions);

    const issued = await ca.recheck(pending.caOrderId, request);
    if (issued.status !== 'issued') throw new Error('expected the certificate');
    const leaf = await expectChainsToRoot(issued, pebble.rootPem);
    expect(sanOf(leaf)).toEqual(['dns:*.dns.example.test', 'dns:dns.example.test']);
  });

  it('proves a wildcard by dns-01 even when the customer chose http', async () => {
    const request = await requestFor(['*.mixed.example.test', 'mixed.example.test'], 'http');
    const pending = expectPending(await ca.submit(request));
    const byDomain = Object.fromEntries(pending.instructions.map((i) => [i.domain, i.method]));
    expect(byDomain).toEqual({ '*.mixed.example.test': 'dns', 'mixed.example.test': 'http' });
  });

  it('issues for an IP address by http-01', async () => {
    const request = await requestFor([], 'dns', ['127.0.0.1']);
    const pending = expectPending(await ca.submit(request));
    expect(pending.instructions).toEqual([expect.objectContaining({ domain: '127.0.0.1', method: 'http' })]);
    await pebble.challtest.publish(pending.instructions);
    const issued = await ca.recheck(pending.caOrderId, request);
    if (issued.status !== 'issued') throw new Error('expected the certificate');
    expect(sanOf(await expectChainsToRoot(issued, pebble.rootPem))).toEqual(['ip:127.0.0.1']);
  });

  it('answers validationFailed with Pebble’s detail when the published value is wrong', async () => {
    const request = await requestFor(['wrong.example.test'], 'http');
    const pending = expectPending(await ca.submit(request));
    const [instruction] = pending.instructions;
    await pebble.challtest.addHttp(instruction!.authKey, 'not-the-key-authorization');

    const error = await rejection(ca.recheck(pending.caOrderId, request));
    expect(error.kind).toBe('validationFailed');
    expect(error.message).toMatch(/^wrong\.example\.test: .*not-the-key-authorization/);
    expect(error.detail).toMatchObject({
      domain: 'wrong.example.test',
      problemType: 'urn:ietf:params:acme:error:unauthorized',
    });
    // The order is over at the CA: asking again gives the same answer.
    expect((await rejection(ca.recheck(pending.caOrderId, request))).kind).toBe('validationFailed');
  });

  it('revokes a certificate it issued', async () => {
    const request = await requestFor(['revoke.example.test'], 'dns');
    const pending = expectPending(await ca.submit(request));
    await pebble.challtest.publish(pending.instructions);
    const issued = await ca.recheck(pending.caOrderId, request);
    if (issued.status !== 'issued') throw new Error('expected the certificate');
    expect(await pebble.certificateStatus(issued.serialNumber)).toBe('Valid');

    await ca.revoke(issued.certificatePem, 'superseded');
    expect(await pebble.certificateStatus(issued.serialNumber)).toBe('Revoked');
    expect((await rejection(ca.revoke(issued.certificatePem))).kind).toBe('refused');
  });

  it('opens a new order, without validating it, for an order the CA no longer has', async () => {
    const request = await requestFor(['unknown.example.test'], 'dns');
    const pending = expectPending(await ca.submit(request));
    const unknown = pending.caOrderId.replace(/[^/]+$/, 'no-such-order');
    const reopened = expectPending(await ca.recheck(unknown, request));
    expect(reopened.caOrderId).not.toBe(unknown);
    expect(reopened.caOrderId.startsWith(new URL(pebble.directoryUrl).origin)).toBe(true);
    expect(reopened).toMatchObject({ waitingOn: 'domainControl' });
    expect(reopened.detail).toContain(unknown);
    expect(reopened.instructions.map((i) => i.domain)).toEqual(['unknown.example.test']);
  });

  it('refuses what ACME cannot do before asking the CA', async () => {
    const request = await requestFor(['mail.example.test'], 'email');
    expect((await rejection(ca.submit(request))).kind).toBe('refused');
    expect((await rejection(ca.submit({ ...request, method: 'dns', kind: 'codeSigning' }))).kind).toBe(
      'refused',
    );
    expect(await ca.rootPem()).toBeNull();
  });
});

describe('ACME certificate authority when the CA is unreachable', () => {
  // acme-client retries server errors for over a minute by default; not here.
  const settings = (acme.axios.defaults as unknown as { acmeSettings: { retryMaxAttempts: number } })
    .acmeSettings;
  const retries = settings.retryMaxAttempts;
  let failing: Server;
  let failingUrl: string;
  beforeAll(async () => {
    settings.retryMaxAttempts = 0;
    failing = createServer((_req, res) => res.writeHead(503).end('down for maintenance'));
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    failingUrl = `http://127.0.0.1:${(failing.address() as AddressInfo).port}/dir`;
  });
  afterAll(async () => {
    settings.retryMaxAttempts = retries;
    await new Promise((resolve) => failing.close(resolve));
  });

  it('answers unavailable when nothing listens', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const ca = createAcmeCa({ directoryUrl: `http://127.0.0.1:${closed}/dir` });
    const error = await rejection(ca.submit(await requestFor(['down.example.test'], 'dns')));
    expect(error.kind).toBe('unavailable');
    expect(error.detail.code).toBe('ECONNREFUSED');
  });

  it('answers unavailable when the CA answers with a server error', async () => {
    const ca = createAcmeCa({ directoryUrl: failingUrl });
    const error = await rejection(
      ca.recheck(`${failingUrl}/order/1`, await requestFor(['down.example.test'], 'dns')),
    );
    expect(error).toMatchObject({ kind: 'unavailable', detail: { status: '503' } });
  });
});
