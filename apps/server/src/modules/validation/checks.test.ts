import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDnsResolver, type DnsResolver } from '../../integrations/dns/resolver.js';
import { ValidationFetchError } from '../../integrations/http/validation-fetch-error.js';
import {
  createValidationFetcher,
  type ValidationFetcher,
} from '../../integrations/http/validation-fetcher.js';
import { startDnsServer, type DnsServer } from '@portal/test-doubles/dns-server';
import { startTestHttpServer, type TestHttpServer } from '../../test/http-server.js';
import { checkDnsTxt, checkHttpFile, FOUND_MAX_LENGTH } from './checks.js';

const VALUE = 'k3jx7q2mzv5w4tyr6uhb2n3c4d5e6f7g';
const FILE = '/.well-known/pki-validation/k3jx7q2mzv5w4tyr6uhb.txt';

describe('domain-validation pre-checks against DNS and web servers on loopback', () => {
  let dns: DnsServer;
  let web: TestHttpServer;
  let resolver: DnsResolver;
  let fetcher: ValidationFetcher;
  beforeAll(async () => {
    [dns, web] = await Promise.all([startDnsServer(), startTestHttpServer()]);
    resolver = createDnsResolver({ servers: [dns.address], timeoutMs: 300, tries: 1 });
    fetcher = createValidationFetcher({
      port: web.port,
      allowPrivateAddresses: true,
      resolver,
      timeoutMs: 500,
      maxBytes: 4096,
    });
  });
  beforeEach(() => {
    dns.reset();
    web.reset();
    dns.setRecords('example.com', { a: ['127.0.0.1'] });
  });
  afterAll(() => Promise.all([dns.close(), web.close()]));

  describe('DNS TXT', () => {
    const name = '_dnsauth.example.com';

    it('passes when one of several TXT records holds the value (whitespace aside)', async () => {
      dns.setRecords(name, { txt: [['v=spf1 -all'], [` ${VALUE} `]] });
      expect(await checkDnsTxt(resolver, name, VALUE)).toEqual({
        passed: true,
        found: VALUE,
        expected: VALUE,
        vars: { name },
      });
    });

    it('passes for a value split into several strings of one record', async () => {
      dns.setRecords(name, { txt: [[VALUE.slice(0, 10), VALUE.slice(10)]] });
      expect(await checkDnsTxt(resolver, name, VALUE)).toMatchObject({ passed: true });
    });

    it('says when there is no TXT record', async () => {
      expect(await checkDnsTxt(resolver, name, VALUE)).toEqual({
        passed: false,
        found: '',
        expected: VALUE,
        problem: 'dnsNoRecord',
        vars: { name },
      });
    });

    it('says what the TXT records hold instead', async () => {
      dns.setRecords(name, { txt: [['old-value'], ['v=spf1 -all']] });
      expect(await checkDnsTxt(resolver, name, VALUE)).toEqual({
        passed: false,
        found: 'old-value, v=spf1 -all',
        expected: VALUE,
        problem: 'dnsWrongValue',
        vars: { name, found: 'old-value, v=spf1 -all', expected: VALUE },
      });
    });

    it('says why the look-up failed', async () => {
      dns.setFailure(name, 'servfail');
      expect(await checkDnsTxt(resolver, name, VALUE)).toMatchObject({
        passed: false,
        problem: 'dnsLookupFailed',
        vars: { name, kind: 'servfail' },
      });
      dns.setFailure(name, 'silent');
      expect(await checkDnsTxt(resolver, name, VALUE)).toMatchObject({ vars: { kind: 'timeout' } });
    });

    it(`cuts what was found to ${FOUND_MAX_LENGTH} characters`, async () => {
      dns.setRecords(name, { txt: [['x'.repeat(250)]] });
      const result = await checkDnsTxt(resolver, name, VALUE);
      expect(result.found).toHaveLength(FOUND_MAX_LENGTH);
      expect(result.found.endsWith('…')).toBe(true);
      expect(result.vars.found).toBe(result.found);
    });
  });

  describe('HTTP file', () => {
    const url = () => `http://example.com:${web.port}${FILE}`;

    it('passes when the file holds the value (a trailing newline aside)', async () => {
      web.setRoute(FILE, { body: `${VALUE}\r\n` });
      expect(await checkHttpFile(fetcher, 'example.com', FILE, VALUE)).toEqual({
        passed: true,
        found: VALUE,
        expected: VALUE,
        vars: { url: url() },
      });
    });

    it('says what the file holds instead', async () => {
      web.setRoute(FILE, { body: 'something else' });
      expect(await checkHttpFile(fetcher, 'example.com', FILE, VALUE)).toEqual({
        passed: false,
        found: 'something else',
        expected: VALUE,
        problem: 'httpBodyDiffers',
        vars: { url: url(), found: 'something else', expected: VALUE },
      });
    });

    it('says which status answered, at the URL reached after redirects', async () => {
      web.setRoute(FILE, { redirectTo: '/gone' });
      expect(await checkHttpFile(fetcher, 'example.com', FILE, VALUE)).toMatchObject({
        passed: false,
        found: 'HTTP 404',
        problem: 'httpStatus',
        vars: { url: `http://example.com:${web.port}/gone`, status: 404 },
      });
    });

    it('says when the name has no address record', async () => {
      expect(await checkHttpFile(fetcher, 'missing.example.com', FILE, VALUE)).toMatchObject({
        problem: 'httpNoAddress',
        vars: { domain: 'missing.example.com' },
      });
    });

    it.each([
      [{ hang: true } as const, 'httpTimeout', {}],
      [{ redirectTo: FILE }, 'httpTooManyRedirects', { limit: 3 }],
      [{ streamBytes: 100_000 }, 'httpTooLarge', { limit: 4096 }],
      [
        { redirectTo: 'https://example.com:8443/x' },
        'httpRedirectRefused',
        { target: 'https://example.com:8443/x' },
      ],
    ])('reports %o as %s', async (route, problem, vars) => {
      web.setRoute(FILE, route);
      expect(await checkHttpFile(fetcher, 'example.com', FILE, VALUE)).toMatchObject({
        passed: false,
        found: '',
        problem,
        vars: { url: url(), ...vars },
      });
    });
  });
});

describe('HTTP check problems from fetch failures', () => {
  const failingWith = (error: ValidationFetchError): ValidationFetcher => ({
    fetch: () => Promise.reject(error),
  });

  it.each([
    [
      new ValidationFetchError('privateAddress', 'http://a.test/f', '10.0.0.1'),
      'httpPrivateAddress',
      { address: '10.0.0.1' },
    ],
    [
      new ValidationFetchError('unreachable', 'http://a.test/f', 'ECONNREFUSED'),
      'httpUnreachable',
      { reason: 'ECONNREFUSED' },
    ],
    [
      new ValidationFetchError('dnsLookupFailed', 'http://a.test/f', 'timeout'),
      'dnsLookupFailed',
      { name: 'a.test', kind: 'timeout' },
    ],
  ])('%s becomes %s', async (error, problem, vars) => {
    expect(await checkHttpFile(failingWith(error), 'a.test', '/f', VALUE)).toMatchObject({
      passed: false,
      problem,
      vars,
    });
  });

  it('lets unexpected errors through', async () => {
    const fetcher: ValidationFetcher = { fetch: () => Promise.reject(new TypeError('bug')) };
    await expect(checkHttpFile(fetcher, 'a.test', '/f', VALUE)).rejects.toThrow('bug');
  });
});
