// The CertCentral adapter against the emulator of DigiCert's Services API v2 (packages/test-doubles): DV by the
// CA's own DNS value (failing first, then passing), OV waiting on the organisation, code signing on a token,
// reissue on the same order, revoke, and the outages (5xx, 429, a slow answer) as CaError 'unavailable'.
import type { DcvMethod } from '@portal/contract';
import {
  dnsTxtChecker,
  startCertCentralEmulator,
  type CertCentralEmulator,
} from '@portal/test-doubles/certcentral-emulator';
import { startDnsServer, type DnsServer } from '@portal/test-doubles/dns-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyAndCsr } from '../../../lib/pki/index.js';
import { x509 } from '../../../lib/pki/crypto-provider.js';
import {
  CaError,
  type CertificateAuthority,
  type CertificateRequest,
  type IssuedCertificate,
  type PendingCertificate,
  type SubmitResult,
} from '../certificate-authority.js';
import { createCertCentralCa } from './index.js';

const API_KEY = 'test-devkey';
const ORG = 424242;
let dns: DnsServer;
let emulator: CertCentralEmulator;
let ca: CertificateAuthority;

beforeAll(async () => {
  dns = await startDnsServer();
  emulator = await startCertCentralEmulator({
    apiKeys: [API_KEY],
    organizations: [{ id: ORG, name: 'Example Org Inc.', country: 'us' }],
    dcvChecker: dnsTxtChecker(dns.address),
  });
  ca = createCertCentralCa({
    name: 'certcentral-test',
    apiBase: emulator.baseUrl,
    apiKey: API_KEY,
    organizationId: ORG,
    timeoutMs: 2000,
  });
});
afterAll(async () => {
  await emulator.close();
  await dns.close();
});
afterEach(() => {
  emulator.issueAfterPolls(0);
  dns.reset();
});

async function tlsRequest(
  dnsNames: string[],
  extra: Partial<CertificateRequest> = {},
  method: DcvMethod = 'dns',
): Promise<CertificateRequest> {
  const { csrPem } = await generateKeyAndCsr({
    algorithm: 'ECDSAP256',
    subject: { commonName: dnsNames[0]! },
    dnsNames,
    ipAddresses: [],
  });
  return {
    reference: `test-${dnsNames[0]}`,
    kind: 'tls',
    csrPem,
    dnsNames,
    ipAddresses: [],
    method,
    validationLevel: 'DV',
    brand: 'GeoTrust',
    ...extra,
  };
}

function pending(result: SubmitResult): PendingCertificate {
  if (result.status !== 'pending') throw new Error(`expected pending, got ${result.status}`);
  return result;
}
function issued(result: SubmitResult): IssuedCertificate {
  if (result.status !== 'issued') throw new Error(`expected issued, got ${result.status}`);
  return result;
}
/** Publishes what the CA asked for in the test DNS server. */
function publish(answer: PendingCertificate) {
  for (const instruction of answer.instructions)
    dns.setRecords(instruction.authKey, { txt: [[instruction.authValue]] });
}
async function caError(promise: Promise<unknown>): Promise<CaError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof CaError)) throw new Error(`expected a CaError, got ${String(error)}`);
  return error;
}

describe('CertCentral certificate authority', () => {
  it('issues DV once the CA’s own DNS value is published: the check fails first, then passes', async () => {
    const request = await tlsRequest(['shop.example.com', 'www.shop.example.com']);
    const submitted = pending(await ca.submit(request));
    const order = emulator.order(Number(submitted.caOrderId));
    expect(order.product).toBe('ssl_dv_geotrust');
    expect(submitted.instructions).toEqual([
      expect.objectContaining({
        domain: 'shop.example.com',
        method: 'dns',
        authKey: '_dnsauth.shop.example.com',
        authValue: order.randomValue,
      }),
      expect.objectContaining({ domain: 'www.shop.example.com', authKey: '_dnsauth.www.shop.example.com' }),
    ]);

    const notYet = pending(await ca.recheck(submitted.caOrderId, request));
    expect(notYet.waitingOn).toBe('domainControl');
    // Order info's price and currency: the emulator's default for GeoTrust Standard DV, one year (28.50 USD).
    expect(notYet.charge).toEqual({ amountCents: 2850, currency: 'USD' });
    expect(notYet.detail).toContain('shop.example.com');
    expect(notYet.instructions.map((i) => i.authValue)).toEqual([order.randomValue, order.randomValue]);

    publish(notYet);
    const done = issued(await ca.recheck(submitted.caOrderId, request));
    const leaf = new x509.X509Certificate(done.certificatePem);
    expect(leaf.subject).toBe('CN=shop.example.com');
    const chain = x509.PemConverter.decode(done.chainPem).map((der) => new x509.X509Certificate(der));
    expect(chain).toHaveLength(1);
    expect(leaf.issuer).toBe(chain[0]!.subject);
    expect(chain[0]!.issuer).toBe(new x509.X509Certificate(emulator.rootPem).subject);
    expect(done.serialNumber).toBe(leaf.serialNumber);
    expect(done.delivery).toBeUndefined();
    expect(done.charge).toEqual({ amountCents: 2850, currency: 'USD' });
  });

  it('gives the HTTP file and email instructions DigiCert documents, and refuses HTTP for a wildcard', async () => {
    const http = pending(await ca.submit(await tlsRequest(['files.example.org'], {}, 'http')));
    expect(http.instructions[0]).toMatchObject({
      method: 'http',
      authPath: '/.well-known/pki-validation/fileauth.txt',
      authValue: emulator.order(Number(http.caOrderId)).randomValue,
    });
    const stillPending = pending(
      await ca.recheck(http.caOrderId, await tlsRequest(['files.example.org'], {}, 'http')),
    );
    expect(stillPending.detail).toMatch(/random value/);

    const email = pending(await ca.submit(await tlsRequest(['mail.example.net'], {}, 'email')));
    expect(email.instructions[0]).toMatchObject({ method: 'email', authKey: 'admin@example.net' });

    const wildcard = await caError(ca.submit(await tlsRequest(['*.example.org'], {}, 'http')));
    expect(wildcard.kind).toBe('refused');
  });

  it('keeps an OV order pending on the organisation, then issues it', async () => {
    const request = await tlsRequest(['corp.example.com'], { brand: 'DigiCert', validationLevel: 'OV' });
    const submitted = pending(await ca.submit(request));
    expect(emulator.order(Number(submitted.caOrderId))).toMatchObject({
      product: 'ssl_basic',
      organizationId: ORG,
    });
    publish(submitted);
    const waiting = pending(await ca.recheck(submitted.caOrderId, request));
    expect(waiting.waitingOn).toBe('organizationValidation');
    expect(waiting.detail).toMatch(/organisation \(OV\): pending/);

    expect(waiting.charge).toEqual({ amountCents: 17500, currency: 'USD' });

    emulator.validateOrganization(ORG, 'ov');
    const done = issued(await ca.recheck(submitted.caOrderId, request));
    expect(new x509.X509Certificate(done.certificatePem).subject).toContain('O=Example Org Inc.');
  });

  it('orders code signing on DigiCert’s hardware token: no CSR sent, no key expected', async () => {
    const request: CertificateRequest = {
      reference: 'cs-1',
      kind: 'codeSigning',
      csrPem: '',
      dnsNames: [],
      ipAddresses: [],
      method: 'email',
      validationLevel: 'OV',
      brand: 'DigiCert',
    };
    const submitted = pending(await ca.submit(request));
    expect(submitted).toMatchObject({ delivery: 'hardwareToken', instructions: [] });
    const order = emulator.order(Number(submitted.caOrderId));
    expect(order).toMatchObject({ product: 'code_signing', csProvisioningMethod: 'ship_token' });
    expect(order.certificates[0]!.csr).toBeUndefined();
    expect(pending(await ca.recheck(submitted.caOrderId, request)).waitingOn).toBe('organizationValidation');

    emulator.validateOrganization(ORG, 'cs');
    const done = issued(await ca.recheck(submitted.caOrderId, request));
    expect(done.delivery).toBe('hardwareToken');
    const eku = new x509.X509Certificate(done.certificatePem).getExtension(x509.ExtendedKeyUsageExtension);
    expect(eku?.usages).toContain(x509.ExtendedKeyUsage.codeSigning);
  });

  it('reissues on the same CertCentral order, then revokes the new certificate', async () => {
    const request = await tlsRequest(['re.example.com']);
    const submitted = pending(await ca.submit(request));
    publish(submitted);
    const first = issued(await ca.recheck(submitted.caOrderId, request));

    const again = await tlsRequest(['re.example.com'], {
      reference: 'test-re_1',
      reissueOf: submitted.caOrderId,
    });
    const second = issued(await ca.submit(again));
    expect(second.serialNumber).not.toBe(first.serialNumber);
    const order = emulator.order(Number(submitted.caOrderId));
    expect(order.certificates).toHaveLength(2);
    expect(emulator.orders().filter((o) => o.names.includes('re.example.com'))).toHaveLength(1);

    await ca.revoke(second.certificatePem, 'superseded');
    expect(order.certificates[1]!.revoked).toBe(true);
    expect(emulator.requests.at(-1)).toMatchObject({ method: 'PUT', status: 204 });
  });

  it('cancels a pending order (Update order status), again without error, and refuses to cancel an issued one', async () => {
    const request = await tlsRequest(['gone.example.com']);
    const submitted = pending(await ca.submit(request));
    await ca.cancel!(submitted.caOrderId);
    expect(emulator.order(Number(submitted.caOrderId)).canceled).toBe(true);
    expect(emulator.requests.at(-1)).toMatchObject({
      method: 'PUT',
      path: `/services/v2/order/certificate/${submitted.caOrderId}/status`,
      status: 204,
    });
    // Cancelled already: nothing left to do.
    await ca.cancel!(submitted.caOrderId);
    const error = await caError(ca.recheck(submitted.caOrderId, request));
    expect(error).toMatchObject({ kind: 'refused', detail: { status: 'canceled' } });

    const kept = await tlsRequest(['kept.example.com']);
    const placed = pending(await ca.submit(kept));
    publish(placed);
    issued(await ca.recheck(placed.caOrderId, kept));
    const refused = await caError(ca.cancel!(placed.caOrderId));
    expect(refused).toMatchObject({ kind: 'refused', detail: { code: 'invalid_order_status' } });
    // An outage is unavailable, for the portal to try again.
    emulator.failNext(1, 503);
    expect((await caError(ca.cancel!(placed.caOrderId))).kind).toBe('unavailable');
  });

  it('issues only after several polls, answering pending meanwhile', async () => {
    emulator.issueAfterPolls(3);
    const request = await tlsRequest(['slow.example.com']);
    const submitted = pending(await ca.submit(request));
    publish(submitted);
    const answers: string[] = [];
    for (let poll = 0; poll < 5 && answers.at(-1) !== 'issued'; poll++)
      answers.push((await ca.recheck(submitted.caOrderId, request)).status);
    expect(answers.at(-1)).toBe('issued');
    expect(answers.length).toBeGreaterThan(1);
    expect(answers.slice(0, -1).every((status) => status === 'pending')).toBe(true);
  });

  it('answers a rejected order as refused', async () => {
    const request = await tlsRequest(['no.example.com']);
    const submitted = pending(await ca.submit(request));
    emulator.rejectOrder(Number(submitted.caOrderId));
    const error = await caError(ca.recheck(submitted.caOrderId, request));
    expect(error.kind).toBe('refused');
    expect(error.detail.status).toBe('rejected');
  });

  it('a 5xx is unavailable and the next call succeeds', async () => {
    const request = await tlsRequest(['five.example.com']);
    emulator.failNext(1, 503);
    const error = await caError(ca.submit(request));
    expect(error.kind).toBe('unavailable');
    expect(error.detail.status).toBe('503');
    expect(pending(await ca.submit(request)).caOrderId).toMatch(/^\d+$/);
  });

  it('a 429 is unavailable with the Retry-After of the answer', async () => {
    emulator.rateLimitNext(1, 42);
    const error = await caError(ca.submit(await tlsRequest(['busy.example.com'])));
    expect(error.kind).toBe('unavailable');
    expect(error.detail).toMatchObject({
      status: '429',
      code: 'request_limit_exceeded',
      retryAfterSeconds: '42',
    });
  });

  it('an answer slower than the timeout is unavailable', async () => {
    emulator.delayNext(1, 3000);
    const error = await caError(ca.submit(await tlsRequest(['late.example.com'])));
    expect(error.kind).toBe('unavailable');
    expect(error.detail.reason).toBe('timeout');
  });

  it('a wrong API key is refused, an unknown order is notFound, an unmapped brand is refused', async () => {
    const wrong = createCertCentralCa({ name: 'x', apiBase: emulator.baseUrl, apiKey: 'nope' });
    const refused = await caError(wrong.submit(await tlsRequest(['k.example.com'])));
    expect(refused).toMatchObject({ kind: 'refused', detail: { status: '401', code: 'invalid_api_key' } });
    const missing = await caError(ca.recheck('99', await tlsRequest(['k.example.com'])));
    expect(missing.kind).toBe('notFound');
    const unmapped = await caError(ca.submit(await tlsRequest(['k.example.com'], { brand: 'Sectigo' })));
    expect(unmapped.kind).toBe('refused');
    const overridden = createCertCentralCa({
      name: 'y',
      apiBase: emulator.baseUrl,
      apiKey: API_KEY,
      productFor: () => 'ssl_dv_rapidssl',
    });
    const placed = pending(
      await overridden.submit(await tlsRequest(['k.example.com'], { brand: 'Sectigo' })),
    );
    expect(emulator.order(Number(placed.caOrderId)).product).toBe('ssl_dv_rapidssl');
  });

  it('reaches an HTTPS API under a private CA when given its bundle (caBundlePem), and not without it', async () => {
    const algorithm = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
    const keys = await crypto.subtle.generateKey(algorithm, true, ['sign', 'verify']);
    const certificate = await x509.X509CertificateGenerator.createSelfSigned({
      serialNumber: '01',
      name: 'CN=127.0.0.1',
      notBefore: new Date(Date.now() - 60_000),
      notAfter: new Date(Date.now() + 86_400_000),
      keys,
      signingAlgorithm: algorithm,
      extensions: [
        new x509.BasicConstraintsExtension(true, undefined, true),
        new x509.SubjectAlternativeNameExtension([{ type: 'ip', value: '127.0.0.1' }]),
      ],
    });
    const certPem = certificate.toString('pem');
    const key = x509.PemConverter.encode(
      await crypto.subtle.exportKey('pkcs8', keys.privateKey),
      'PRIVATE KEY',
    );
    const secure = await startCertCentralEmulator({ apiKeys: [API_KEY], tls: { key, cert: certPem } });
    try {
      expect(secure.baseUrl).toMatch(/^https:/);
      const options = { name: 'tls', apiBase: secure.baseUrl, apiKey: API_KEY, timeoutMs: 2000 };
      const trusting = createCertCentralCa({ ...options, caBundlePem: certPem });
      const placed = pending(await trusting.submit(await tlsRequest(['tls.example.com'])));
      expect(secure.order(Number(placed.caOrderId)).names).toEqual(['tls.example.com']);
      const untrusting = createCertCentralCa(options);
      expect((await caError(untrusting.submit(await tlsRequest(['tls.example.com'])))).kind).toBe(
        'unavailable',
      );
    } finally {
      await secure.close();
    }
  });
});
