// The CertCentral emulator answers as DigiCert's Services API v2 documents it: the key header, orders and their
// statuses, the random value and check-dcv against a real DNS server, organisation validation, pem_all downloads,
// reissue, revocation, the documented error bodies and the 429 of its rate limit; and its test controls.
import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import { afterEach, describe, expect, it } from 'vitest';
import {
  dnsTxtChecker,
  startCertCentralEmulator,
  type CertCentralEmulator,
  type CertCentralEmulatorOptions,
} from './certcentral-emulator.js';
import { startDnsServer, type DnsServer } from './dns-server.js';

let emulator: CertCentralEmulator | undefined;
let dns: DnsServer | undefined;
afterEach(async () => {
  await emulator?.close();
  await dns?.close();
  emulator = undefined;
  dns = undefined;
});

const KEY = 'dev-key-1';
const start = async (extra: Partial<CertCentralEmulatorOptions> = {}) => {
  emulator = await startCertCentralEmulator({
    apiKeys: [KEY],
    organizations: [{ id: 112233, name: 'Example Org Inc.' }],
    ...extra,
  });
  return emulator;
};

/** The fields these tests read, of whichever answer they read them from. */
interface Body {
  id: number;
  status: string;
  order_status: string;
  dcv_random_value: string;
  expiration_date: string;
  errors: { code: string; message: string }[];
  requests: { status: string }[];
  certificate: { id: number; serial_number: string };
  validations: unknown[];
  dns_name_validations: unknown[];
}

async function call(cc: CertCentralEmulator, method: string, path: string, body?: unknown, key = KEY) {
  const response = await fetch(`${cc.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(key ? { 'x-dc-devkey': key } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const json = (text.startsWith('{') ? JSON.parse(text) : {}) as Body;
  return { status: response.status, json, text, headers: response.headers };
}

async function csrFor(name: string) {
  const algorithm = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
  const keys = (await webcrypto.subtle.generateKey(algorithm, true, [
    'sign',
    'verify',
  ])) as webcrypto.CryptoKeyPair;
  const csr = await x509.Pkcs10CertificateRequestGenerator.create(
    { name: `CN=${name}`, keys, signingAlgorithm: algorithm },
    webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0],
  );
  return csr.toString('pem');
}

const dvOrder = async (name: string, dcvMethod = 'dns-txt-token') => ({
  certificate: {
    common_name: name,
    dns_names: [`www.${name}`],
    csr: await csrFor(name),
    signature_hash: 'sha256',
  },
  order_validity: { years: 1 },
  dcv_method: dcvMethod,
  skip_approval: true,
});

describe('CertCentral emulator', () => {
  it('refuses a missing or unknown X-DC-DEVKEY with 401 invalid_api_key', async () => {
    const cc = await start();
    for (const key of ['', 'wrong']) {
      const answer = await call(cc, 'GET', '/order/certificate/1', undefined, key);
      expect(answer.status).toBe(401);
      expect(answer.json.errors[0]!.code).toBe('invalid_api_key');
    }
  });

  it('issues a DV order once check-dcv finds the random value in DNS, and serves pem_all', async () => {
    dns = await startDnsServer();
    const cc = await start({ dcvChecker: dnsTxtChecker(dns.address) });
    const placed = await call(cc, 'POST', '/order/certificate/ssl_dv_geotrust', await dvOrder('example.com'));
    expect(placed.status).toBe(201);
    expect(placed.json).toMatchObject({ requests: [{ status: 'approved' }] });
    const value = placed.json.dcv_random_value as string;
    expect(value).toMatch(/^[a-z0-9]{32}$/);

    const before = await call(cc, 'PUT', `/order/certificate/${placed.json.id}/check-dcv`);
    expect(before.json).toMatchObject({ order_status: 'pending', dcv_status: 'pending' });
    dns.setRecords('_dnsauth.example.com', { txt: [[value]] });
    dns.setRecords('www.example.com', { txt: [[value]] });
    const after = await call(cc, 'PUT', `/order/certificate/${placed.json.id}/check-dcv`);
    expect(after.json).toMatchObject({ order_status: 'issued', dcv_status: 'valid' });
    expect(after.json.dns_name_validations).toEqual([
      { dns_name: 'example.com', status: 'approved' },
      { dns_name: 'www.example.com', status: 'approved' },
    ]);

    const info = await call(cc, 'GET', `/order/certificate/${placed.json.id}`);
    expect(info.json).toMatchObject({ status: 'issued', product: { name_id: 'ssl_dv_geotrust' } });
    const pem = await call(cc, 'GET', `/certificate/${info.json.certificate.id}/download/format/pem_all`);
    expect(pem.headers.get('content-type')).toBe('application/x-pem-file');
    const [leaf, intermediate, root] = x509.PemConverter.decode(pem.text).map(
      (der) => new x509.X509Certificate(der),
    );
    expect(leaf!.subject).toBe('CN=example.com');
    expect(leaf!.serialNumber.toUpperCase()).toBe(info.json.certificate.serial_number);
    expect(leaf!.issuer).toBe(intermediate!.subject);
    expect(root!.subject).toBe(root!.issuer);
    expect(pem.text.endsWith(cc.rootPem)).toBe(true);
  });

  it('answers file_random_value_not_found for an unpublished HTTP token, and keeps one random value', async () => {
    const cc = await start();
    const placed = await call(
      cc,
      'POST',
      '/order/certificate/ssl_dv_rapidssl',
      await dvOrder('a.org', 'http-token'),
    );
    const check = await call(cc, 'PUT', `/order/certificate/${placed.json.id}/check-dcv`);
    expect(check.status).toBe(400);
    expect(check.json.errors[0]!.code).toBe('file_random_value_not_found');
    const again = await call(cc, 'PUT', `/order/certificate/${placed.json.id}/dcv-random-value`);
    expect(again.json.dcv_random_value).toBe(placed.json.dcv_random_value);
    expect(again.json.expiration_date).toMatch(/Z$/);
  });

  it('keeps an OV order pending until its organisation is validated', async () => {
    const cc = await start({ dcvChecker: () => true });
    const order = { ...(await dvOrder('corp.example')), organization: { id: 112233 } };
    expect(
      (await call(cc, 'POST', '/order/certificate/ssl_basic', { ...order, organization: undefined })).status,
    ).toBe(400);
    const placed = await call(cc, 'POST', '/order/certificate/ssl_basic', order);
    await call(cc, 'PUT', `/order/certificate/${placed.json.id}/check-dcv`);
    expect((await call(cc, 'GET', `/order/certificate/${placed.json.id}`)).json.status).toBe('pending');
    const validation = await call(cc, 'GET', '/organization/112233/validation');
    expect(validation.json.validations).toContainEqual(
      expect.objectContaining({ type: 'ov', status: 'pending' }),
    );

    cc.validateOrganization(112233, 'ov');
    expect((await call(cc, 'GET', '/organization/112233')).json.validations).toContainEqual(
      expect.objectContaining({ type: 'ov', status: 'active' }),
    );
    expect((await call(cc, 'GET', `/order/certificate/${placed.json.id}`)).json.status).toBe('issued');
  });

  it('answers the order’s price and currency in order info: the configured price per product and year', async () => {
    const cc = await start({ dcvChecker: () => true, prices: { ssl_dv_geotrust: 12.34 }, currency: 'EUR' });
    const one = await call(cc, 'POST', '/order/certificate/ssl_dv_geotrust', await dvOrder('price.example'));
    const info = (await call(cc, 'GET', `/order/certificate/${one.json.id}`)).json as unknown as Record<
      string,
      unknown
    >;
    expect(info).toMatchObject({ price: 12.34, currency: 'EUR' });
    const two = await call(cc, 'POST', '/order/certificate/ssl_dv_geotrust', {
      ...(await dvOrder('two.example')),
      order_validity: { years: 2 },
    });
    expect((await call(cc, 'GET', `/order/certificate/${two.json.id}`)).json).toMatchObject({ price: 24.68 });
    // A product without a configured price: the emulator's default list (certcentral-products.ts).
    const basic = await call(cc, 'POST', '/order/certificate/ssl_basic', {
      ...(await dvOrder('basic.example')),
      organization: { id: 112233 },
    });
    expect((await call(cc, 'GET', `/order/certificate/${basic.json.id}`)).json).toMatchObject({ price: 175 });
  });

  it('sends certificate_issued to the webhook with X-WEBHOOK-KEY when it issues, at a poll or at once', async () => {
    const received: { body: unknown; headers: Record<string, string> }[] = [];
    const secret = 'a-webhook-secret-of-at-least-32-characters';
    const cc = await start({
      dcvChecker: () => true,
      webhook: {
        secret,
        deliver: (body, headers) => {
          received.push({ body, headers });
          return Promise.resolve({ status: 200 });
        },
      },
    });
    const placed = await call(
      cc,
      'POST',
      '/order/certificate/ssl_dv_geotrust',
      await dvOrder('hook.example'),
    );
    expect(received).toHaveLength(0);
    await call(cc, 'PUT', `/order/certificate/${placed.json.id}/check-dcv`);
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]).toEqual({
      body: {
        event: 'certificate_issued',
        data: { order_id: placed.json.id, certificate_id: cc.order(placed.json.id).certificates[0]!.id },
      },
      headers: { 'content-type': 'application/json', 'x-webhook-key': secret },
    });
    expect(cc.webhooks).toEqual([{ event: received[0]!.body, httpStatus: 200 }]);

    // issue(): DigiCert finishes a ready order however many polls it was set to wait; an unready one is refused.
    cc.issueAfterPolls(100);
    const slow = await call(cc, 'POST', '/order/certificate/ssl_dv_geotrust', await dvOrder('slow.example'));
    await expect(cc.issue(slow.json.id)).rejects.toThrow(/dcv/);
    await call(cc, 'PUT', `/order/certificate/${slow.json.id}/check-dcv`);
    expect((await call(cc, 'GET', `/order/certificate/${slow.json.id}`)).json.status).toBe('pending');
    await cc.issue(slow.json.id);
    expect(received).toHaveLength(2);
    expect((await call(cc, 'GET', `/order/certificate/${slow.json.id}`)).json.status).toBe('issued');
  });

  it('issues code signing on a shipped token without a CSR, reissues, revokes by serial', async () => {
    const cc = await start({ organizations: [{ id: 7, name: 'Signer Ltd', validated: ['cs'] }] });
    const placed = await call(cc, 'POST', '/order/certificate/code_signing', {
      certificate: { signature_hash: 'sha256' },
      cs_provisioning_method: 'ship_token',
      organization: { id: 7 },
      skip_approval: true,
    });
    const info = await call(cc, 'GET', `/order/certificate/${placed.json.id}`);
    expect(info.json).toMatchObject({ status: 'issued', cs_provisioning_method: 'ship_token' });

    const tls = await call(cc, 'POST', '/order/certificate/ssl_dv_geotrust', await dvOrder('r.net', 'email'));
    cc.approveEmailDcv(tls.json.id);
    const first = (await call(cc, 'GET', `/order/certificate/${tls.json.id}`)).json;
    const reissued = await call(cc, 'POST', `/order/certificate/${tls.json.id}/reissue`, {
      certificate: { common_name: 'r.net', dns_names: ['www.r.net'], csr: await csrFor('r.net') },
    });
    expect(reissued.status).toBe(201);
    const second = (await call(cc, 'GET', `/order/certificate/${tls.json.id}`)).json;
    expect(second.status).toBe('issued');
    expect(second.certificate.id).not.toBe(first.certificate.id);

    const revoked = await call(cc, 'PUT', `/certificate/${second.certificate.serial_number}/revoke`, {
      revocation_reason: 'superseded',
      skip_approval: true,
    });
    expect(revoked.status).toBe(204);
    expect((await call(cc, 'GET', `/order/certificate/${tls.json.id}`)).json.status).toBe('revoked');
  });

  it('answers the documented refusals: unknown product, order and route', async () => {
    const cc = await start();
    expect((await call(cc, 'POST', '/order/certificate/no_such_product', {})).json.errors[0]!.code).toBe(
      'not_found|product',
    );
    expect((await call(cc, 'GET', '/order/certificate/42')).json.errors[0]!.code).toBe('not_found|order');
    expect((await call(cc, 'GET', '/nowhere')).json.errors[0]!.code).toBe('not_found|route');
  });

  it('rate-limits with 429 request_limit_exceeded and Retry-After', async () => {
    const cc = await start({ rateLimit: { max: 2, windowMs: 60_000 } });
    await call(cc, 'GET', '/organization/112233');
    await call(cc, 'GET', '/organization/112233');
    const limited = await call(cc, 'GET', '/organization/112233');
    expect(limited.status).toBe(429);
    expect(limited.json.errors[0]).toEqual({
      code: 'request_limit_exceeded',
      message: 'Service unavailable, please limit request volume',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('test controls: failures, forced 429, delays, polls before issue, rejection, approval', async () => {
    const cc = await start({ dcvChecker: () => true });
    cc.failNext(1, 503);
    expect((await call(cc, 'GET', '/organization/112233')).status).toBe(503);
    expect((await call(cc, 'GET', '/organization/112233')).status).toBe(200);
    cc.rateLimitNext(1, 7);
    expect((await call(cc, 'GET', '/organization/112233')).headers.get('retry-after')).toBe('7');
    cc.delayNext(1, 150);
    const started = Date.now();
    await call(cc, 'GET', '/organization/112233');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);

    cc.issueAfterPolls(2);
    const placed = await call(cc, 'POST', '/order/certificate/ssl_dv_geotrust', await dvOrder('p.io'));
    await call(cc, 'PUT', `/order/certificate/${placed.json.id}/check-dcv`);
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await call(cc, 'GET', `/order/certificate/${placed.json.id}`)).json.status);
    expect(statuses).toEqual(['pending', 'pending', 'issued']);

    cc.issueAfterPolls(0);
    const rejected = await call(cc, 'POST', '/order/certificate/ssl_dv_geotrust', await dvOrder('x.io'));
    cc.rejectOrder(rejected.json.id);
    expect((await call(cc, 'GET', `/order/certificate/${rejected.json.id}`)).json.status).toBe('rejected');

    const unapproved = await call(cc, 'POST', '/order/certificate/ssl_dv_geotrust', {
      ...(await dvOrder('y.io')),
      skip_approval: false,
    });
    expect(unapproved.json.requests[0]!.status).toBe('pending');
    expect((await call(cc, 'GET', `/order/certificate/${unapproved.json.id}`)).json.status).toBe(
      'needs_approval',
    );
    cc.approveRequest(unapproved.json.id);
    await call(cc, 'PUT', `/order/certificate/${unapproved.json.id}/check-dcv`);
    expect(cc.order(unapproved.json.id).certificates[0]!.issued).toBeDefined();
  });
});
