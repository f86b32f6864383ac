import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDnsResolver, type DnsResolver } from '../../integrations/dns/resolver.js';
import { startDnsServer, type DnsServer } from '@portal/test-doubles/dns-server';
import { checkCaa } from './caa.js';

const OURS = ['portal.example'];
const issue = (value: string, flags = 0) => ({ flags, tag: 'issue', value });
const issuewild = (value: string) => ({ flags: 0, tag: 'issuewild', value });

describe('CAA check (RFC 8659) against a DNS server on loopback', () => {
  let dns: DnsServer;
  let resolver: DnsResolver;
  beforeAll(async () => {
    dns = await startDnsServer();
    resolver = createDnsResolver({ servers: [dns.address], timeoutMs: 300, tries: 1 });
  });
  beforeEach(() => dns.reset());
  afterAll(() => dns.close());

  it('allows any CA when no name up the tree has CAA records', async () => {
    expect(await checkCaa(resolver, 'a.b.example.com', OURS, false)).toEqual({
      allowed: true,
      records: [],
      vars: { name: 'a.b.example.com' },
    });
  });

  it('allows us when we are named, with parameters and in any case', async () => {
    dns.setRecords('example.com', { caa: [issue('letsencrypt.org'), issue('Portal.Example; accounturi=x')] });
    expect(await checkCaa(resolver, 'example.com', OURS, false)).toMatchObject({
      allowed: true,
      relevantAt: 'example.com',
    });
  });

  it('forbids when only other CAs are named', async () => {
    dns.setRecords('example.com', { caa: [issue('letsencrypt.org')] });
    expect(await checkCaa(resolver, 'example.com', OURS, false)).toEqual({
      allowed: false,
      relevantAt: 'example.com',
      records: [issue('letsencrypt.org')],
      problem: 'caaForbids',
      vars: { name: 'example.com', relevantAt: 'example.com', issuers: 'letsencrypt.org' },
    });
  });

  it('forbids every CA with an empty issue value', async () => {
    dns.setRecords('example.com', { caa: [issue(';')] });
    expect(await checkCaa(resolver, 'example.com', OURS, false)).toMatchObject({
      allowed: false,
      problem: 'caaForbids',
    });
  });

  it('climbs from a.b.example.com to the first name holding CAA records', async () => {
    dns.setRecords('b.example.com', { a: ['192.0.2.1'] }); // exists, but has no CAA set
    dns.setRecords('example.com', { caa: [issue('letsencrypt.org')] });
    dns.setRecords('com', { caa: [issue('portal.example')] }); // never reached
    expect(await checkCaa(resolver, 'a.b.example.com', OURS, false)).toMatchObject({
      allowed: false,
      relevantAt: 'example.com',
      problem: 'caaForbids',
    });
  });

  it('uses issuewild for wildcards when present, issue otherwise', async () => {
    dns.setRecords('example.com', { caa: [issue('letsencrypt.org'), issuewild('portal.example')] });
    expect(await checkCaa(resolver, '*.example.com', OURS, true)).toMatchObject({ allowed: true });
    expect(await checkCaa(resolver, 'www.example.com', OURS, false)).toMatchObject({ allowed: false });

    dns.setRecords('example.com', { caa: [issue('portal.example'), issuewild(';')] });
    expect(await checkCaa(resolver, '*.example.com', OURS, true)).toMatchObject({
      allowed: false,
      problem: 'caaForbids',
    });

    dns.setRecords('example.com', { caa: [issue('portal.example')] });
    expect(await checkCaa(resolver, '*.example.com', OURS, true)).toMatchObject({ allowed: true });
  });

  it('allows when the set names no issuer (only iodef)', async () => {
    dns.setRecords('example.com', { caa: [{ flags: 0, tag: 'iodef', value: 'mailto:sec@example.com' }] });
    expect(await checkCaa(resolver, 'example.com', OURS, false)).toMatchObject({
      allowed: true,
      relevantAt: 'example.com',
    });
  });

  it('forbids on an unknown tag marked critical, ignores it when not critical', async () => {
    dns.setRecords('example.com', { caa: [issue('portal.example'), { flags: 128, tag: 'tbs', value: 'x' }] });
    expect(await checkCaa(resolver, 'example.com', OURS, false)).toMatchObject({
      allowed: false,
      problem: 'caaUnknownCritical',
      vars: { tag: 'tbs' },
    });

    dns.setRecords('example.com', { caa: [issue('portal.example'), { flags: 0, tag: 'tbs', value: 'x' }] });
    expect(await checkCaa(resolver, 'example.com', OURS, false)).toMatchObject({ allowed: true });
  });

  it('fails closed when a look-up fails', async () => {
    dns.setFailure('example.com', 'servfail');
    expect(await checkCaa(resolver, 'www.example.com', OURS, false)).toEqual({
      allowed: false,
      records: [],
      problem: 'caaLookupFailed',
      vars: { name: 'example.com', kind: 'servfail' },
    });
  });

  it('has nothing to check for an IP address', async () => {
    expect(await checkCaa(resolver, '203.0.113.9', OURS, false)).toMatchObject({
      allowed: true,
      records: [],
    });
  });
});
