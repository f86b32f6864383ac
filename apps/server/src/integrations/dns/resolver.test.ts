import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDnsServer, type DnsServer } from '@portal/test-doubles/dns-server';
import { DnsLookupError } from './dns-lookup-error.js';
import { createDnsResolver, type DnsResolver } from './resolver.js';

describe('DNS resolver against a dns2 server on loopback', () => {
  let server: DnsServer;
  let resolver: DnsResolver;
  beforeAll(async () => {
    server = await startDnsServer();
    resolver = createDnsResolver({ servers: [server.address], timeoutMs: 300, tries: 1 });
  });
  beforeEach(() => server.reset());
  afterAll(() => server.close());

  it('answers each TXT record with its strings joined', async () => {
    server.setRecords('_dnsauth.example.com', { txt: [['abc', 'def'], ['other']] });
    expect(await resolver.txt('_dnsauth.example.com')).toEqual(['abcdef', 'other']);
  });

  it('sees a changed record at once (nothing cached between checks)', async () => {
    server.setRecords('_dnsauth.example.com', { txt: [['old']] });
    expect(await resolver.txt('_dnsauth.example.com')).toEqual(['old']);
    server.setRecords('_dnsauth.example.com', { txt: [['new']] });
    expect(await resolver.txt('_dnsauth.example.com')).toEqual(['new']);
  });

  it('answers [] for a missing name (NXDOMAIN) and for a name without that type (NODATA)', async () => {
    server.setRecords('www.example.com', { a: ['192.0.2.7'] });
    expect(await resolver.txt('missing.example.com')).toEqual([]);
    expect(await resolver.txt('www.example.com')).toEqual([]);
    expect(await resolver.caa('www.example.com')).toEqual([]);
    expect(await resolver.resolve4('missing.example.com')).toEqual([]);
  });

  it('resolves A records', async () => {
    server.setRecords('www.example.com', { a: ['192.0.2.7', '198.51.100.1'] });
    expect((await resolver.resolve4('www.example.com')).sort()).toEqual(['192.0.2.7', '198.51.100.1']);
  });

  it('normalises CAA records to flags, lower-case tag and value', async () => {
    server.setRecords('example.com', {
      caa: [
        { flags: 0, tag: 'issue', value: 'portal.example; accounturi=https://x/1' },
        { flags: 0, tag: 'issuewild', value: ';' },
        { flags: 128, tag: 'TBS', value: 'unknown' },
      ],
    });
    expect(await resolver.caa('example.com')).toEqual([
      { flags: 0, tag: 'issue', value: 'portal.example; accounturi=https://x/1' },
      { flags: 0, tag: 'issuewild', value: ';' },
      { flags: 128, tag: 'tbs', value: 'unknown' },
    ]);
  });

  it('answers a TXT set too large for UDP (over TCP)', async () => {
    const records = Array.from({ length: 30 }, (_, i) => [`${'v'.repeat(60)}${i}`]);
    server.setRecords('big.example.com', { txt: records });
    expect(await resolver.txt('big.example.com')).toHaveLength(30);
  });

  it.each([
    ['servfail', 'servfail'],
    ['refused', 'refused'],
    ['silent', 'timeout'],
  ] as const)('throws DnsLookupError for a %s server answer', async (failure, kind) => {
    server.setFailure('broken.example.com', failure);
    const error = await resolver.txt('broken.example.com').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DnsLookupError);
    expect(error).toMatchObject({ kind, queryName: 'broken.example.com' });
  });

  it('refuses malformed server addresses at creation', () => {
    expect(() => createDnsResolver({ servers: ['not-an-ip'] })).toThrow();
  });
});
