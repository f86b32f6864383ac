import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDnsServer, type DnsServer } from '@portal/test-doubles/dns-server';
import { startTestHttpServer, type TestHttpServer } from '../../test/http-server.js';
import { DnsLookupError } from '../dns/dns-lookup-error.js';
import { createDnsResolver } from '../dns/resolver.js';
import { ValidationFetchError } from './validation-fetch-error.js';
import { createValidationFetcher, type ValidationFetcherOptions } from './validation-fetcher.js';

const FILE = '/.well-known/pki-validation/abc.txt';

/** Names of the test "internet" and where they point. */
const addresses: Record<string, string[]> = {
  'site.test': ['127.0.0.1'],
  'other.test': ['127.0.0.1'],
  'private.test': ['10.0.0.1'],
  'link-local.test': ['169.254.0.1'],
};
const fakeResolver: ValidationFetcherOptions['resolver'] = {
  resolve4: async (name) => {
    if (name === 'broken.test') throw new DnsLookupError('servfail', name, 'ESERVFAIL');
    return addresses[name] ?? [];
  },
};

async function failureOf(promise: Promise<unknown>): Promise<ValidationFetchError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValidationFetchError);
  return error as ValidationFetchError;
}

describe('validation fetcher against a web server on loopback', () => {
  let web: TestHttpServer;
  let fetcher: ReturnType<typeof createValidationFetcher>;
  beforeAll(async () => {
    web = await startTestHttpServer();
    fetcher = createValidationFetcher({
      port: web.port,
      allowPrivateAddresses: true,
      resolver: fakeResolver,
      timeoutMs: 1000,
      maxBytes: 1024,
    });
  });
  beforeEach(() => web.reset());
  afterAll(() => web.close());

  it('fetches the file from the resolved address with the domain in Host', async () => {
    web.setRoute(FILE, { body: 'the-value\n' });
    expect(await fetcher.fetch('site.test', FILE)).toEqual({
      status: 200,
      body: 'the-value\n',
      finalUrl: `http://site.test:${web.port}${FILE}`,
    });
    expect(web.requests).toEqual([{ host: `site.test:${web.port}`, path: FILE }]);
  });

  it('fetches from an IPv4 literal without a look-up', async () => {
    web.setRoute(FILE, { body: 'v' });
    expect(await fetcher.fetch('127.0.0.1', FILE)).toMatchObject({ status: 200, body: 'v' });
  });

  it('answers other statuses with their body, for the check to judge', async () => {
    expect(await fetcher.fetch('site.test', FILE)).toMatchObject({ status: 404, body: 'not found' });
  });

  it('follows relative and cross-host redirects on the configured port', async () => {
    web.setRoute(FILE, { redirectTo: '/moved', status: 301 });
    web.setRoute('/moved', { redirectTo: `http://other.test:${web.port}/final`, status: 307 });
    web.setRoute('/final', { body: 'the-value' });
    expect(await fetcher.fetch('site.test', FILE)).toEqual({
      status: 200,
      body: 'the-value',
      finalUrl: `http://other.test:${web.port}/final`,
    });
    expect(web.requests.map((r) => r.host)).toEqual([
      `site.test:${web.port}`,
      `site.test:${web.port}`,
      `other.test:${web.port}`,
    ]);
  });

  it('follows at most maxRedirects redirects', async () => {
    web.setRoute('/r0', { redirectTo: '/r1' });
    web.setRoute('/r1', { redirectTo: '/r2' });
    web.setRoute('/r2', { redirectTo: '/r3' });
    web.setRoute('/r3', { body: 'three hops' });
    expect(await fetcher.fetch('site.test', '/r0')).toMatchObject({ body: 'three hops' });

    web.setRoute('/loop', { redirectTo: '/loop' });
    const error = await failureOf(fetcher.fetch('site.test', '/loop'));
    expect(error).toMatchObject({ kind: 'tooManyRedirects', detail: '3' });
    expect(web.requests.filter((r) => r.path === '/loop')).toHaveLength(4);
  });

  it('does not follow 303 (not a BR redirect status)', async () => {
    web.setRoute(FILE, { redirectTo: '/other', status: 303 });
    expect(await fetcher.fetch('site.test', FILE)).toMatchObject({ status: 303 });
  });

  it.each([
    ['another port', 'http://site.test:8081/x'],
    ['another scheme', 'ftp://site.test/x'],
  ])('refuses a redirect to %s', async (_, target) => {
    web.setRoute(FILE, { redirectTo: target });
    const error = await failureOf(fetcher.fetch('site.test', FILE));
    expect(error).toMatchObject({ kind: 'redirectRefused', detail: target });
  });

  it('gives up at the time-out', async () => {
    web.setRoute(FILE, { hang: true });
    const started = Date.now();
    const error = await failureOf(fetcher.fetch('site.test', FILE));
    expect(error).toMatchObject({ kind: 'timeout', url: `http://site.test:${web.port}${FILE}` });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('stops reading past maxBytes, with or without a Content-Length', async () => {
    web.setRoute('/declared', { body: 'x'.repeat(2000) });
    web.setRoute('/streamed', { streamBytes: 10 * 1024 * 1024 });
    expect(await failureOf(fetcher.fetch('site.test', '/declared'))).toMatchObject({ kind: 'tooLarge' });
    expect(await failureOf(fetcher.fetch('site.test', '/streamed'))).toMatchObject({
      kind: 'tooLarge',
      detail: '1024',
    });
  });

  it('reports a name without address, a failed look-up and a closed port', async () => {
    expect(await failureOf(fetcher.fetch('nowhere.test', FILE))).toMatchObject({
      kind: 'noAddress',
      detail: 'nowhere.test',
    });
    expect(await failureOf(fetcher.fetch('broken.test', FILE))).toMatchObject({
      kind: 'dnsLookupFailed',
      detail: 'servfail',
    });
    const closedPort = await freePort();
    const closed = createValidationFetcher({
      port: closedPort,
      allowPrivateAddresses: true,
      resolver: fakeResolver,
    });
    expect(await failureOf(closed.fetch('site.test', FILE))).toMatchObject({
      kind: 'unreachable',
      detail: 'ECONNREFUSED',
    });
  });
});

describe('validation fetcher with the default address policy', () => {
  const fetcher = createValidationFetcher({ port: 18080, resolver: fakeResolver, timeoutMs: 1000 });

  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['site.test', '127.0.0.1'],
    ['private.test', '10.0.0.1'],
    ['link-local.test', '169.254.0.1'],
  ])('refuses %s before connecting (%s)', async (domain, address) => {
    expect(await failureOf(fetcher.fetch(domain, FILE))).toMatchObject({
      kind: 'privateAddress',
      detail: address,
    });
  });
});

describe('validation fetcher resolving through DNS_SERVERS', () => {
  let dns: DnsServer;
  let web: TestHttpServer;
  beforeAll(async () => {
    [dns, web] = await Promise.all([startDnsServer(), startTestHttpServer()]);
  });
  afterAll(() => Promise.all([dns.close(), web.close()]));

  it('looks the name up on the configured DNS server', async () => {
    dns.setRecords('www.customer.test', { a: ['127.0.0.1'] });
    web.setRoute(FILE, { body: 'from-dns' });
    const fetcher = createValidationFetcher({
      port: web.port,
      allowPrivateAddresses: true,
      resolver: createDnsResolver({ servers: [dns.address], timeoutMs: 500, tries: 1 }),
    });
    expect(await fetcher.fetch('www.customer.test', FILE)).toMatchObject({ status: 200, body: 'from-dns' });
  });
});

function freePort(): Promise<number> {
  const server = createServer();
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    }),
  );
}
