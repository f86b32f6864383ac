// publishAndWait end to end: a connector publishes through its emulator, the emulator's onChange mirrors the TXT
// records into the test DNS server, and the portal's resolver (pointed at that server) sees the value.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startCloudflareEmulator,
  type CloudflareEmulator,
} from '@portal/test-doubles/cloudflare-dns-emulator';
import { startDnsServer, type DnsServer } from '@portal/test-doubles/dns-server';
import {
  startDnspodEmulator,
  type DnspodEmulator,
  type DnspodEmulatorOptions,
} from '@portal/test-doubles/dnspod-emulator';
import { createDnsResolver, type DnsResolver } from '../dns/resolver.js';
import { createDnsProviderConnector } from './create-dns-provider-connector.js';
import { publishAndWait } from './publish-and-wait.js';

let dns: DnsServer;
let resolver: DnsResolver;
const published = new Map<string, string[]>();
/** Keeps the DNS server's TXT records of a name equal to the provider's. */
function mirror(fqdn: string, value: string, change: 'created' | 'deleted') {
  const values = (published.get(fqdn) ?? []).filter((v) => v !== value);
  if (change === 'created') values.push(value);
  published.set(fqdn, values);
  dns.setRecords(fqdn, { txt: values.map((v) => [v]) });
}

beforeAll(async () => {
  dns = await startDnsServer();
  resolver = createDnsResolver({ servers: [dns.address], timeoutMs: 500, tries: 1 });
});
afterAll(() => dns.close());
let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
  published.clear();
  dns.reset();
});

let clock = Date.now();
async function dnspod(extra: Partial<DnspodEmulatorOptions> = {}): Promise<DnspodEmulator> {
  clock = Date.now();
  const emulator = await startDnspodEmulator({
    domains: ['example.com', 'b.example.com'],
    credentials: { AKIDedit: { secretKey: 'edit-key', domains: '*', access: 'edit' } },
    onChange: (record, change) => mirror(record.fqdn, record.Value, change),
    now: () => clock,
    ...extra,
  });
  closers.push(() => emulator.close());
  return emulator;
}
const dnspodConnector = (emulator: DnspodEmulator) =>
  createDnsProviderConnector({
    provider: 'dnspod',
    credentials: { secretId: 'AKIDedit', secretKey: 'edit-key' },
    apiBase: emulator.baseUrl,
  });

describe('publishAndWait', () => {
  it('publishes through Cloudflare, reports the value visible to the resolver, and removes it once', async () => {
    const cf: CloudflareEmulator = await startCloudflareEmulator({
      zones: ['example.com'],
      tokens: { 'edit-token': { zones: ['example.com'], access: 'edit' } },
      onChange: (record, change) => record.type === 'TXT' && mirror(record.name, record.content, change),
    });
    closers.push(() => cf.close());
    const connector = createDnsProviderConnector({
      provider: 'cloudflare',
      credentials: { apiToken: 'edit-token' },
      apiBase: cf.baseUrl,
    });
    const handle = await publishAndWait({
      connector,
      fqdn: '_dnsauth.www.example.com',
      value: 'dcv-value-1',
      lookupTxt: resolver.txt,
      pollIntervalMs: 50,
      timeoutMs: 5000,
    });
    expect(handle).toMatchObject({ visible: true, lookups: 1, ref: { zone: 'example.com' } });
    expect(await resolver.txt('_dnsauth.www.example.com')).toEqual(['dcv-value-1']);

    await handle.remove();
    await handle.remove();
    expect(await resolver.txt('_dnsauth.www.example.com')).toEqual([]);
    expect(cf.records('example.com')).toEqual([]);
    expect(cf.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('polls through DNSPod until the value shows up in a sub-zone', async () => {
    const emulator = await dnspod({
      // The host's name servers pick the record up a moment after the API answered.
      onChange: (record, change) => setTimeout(() => mirror(record.fqdn, record.Value, change), 300),
    });
    const handle = await publishAndWait({
      connector: dnspodConnector(emulator),
      fqdn: '_dnsauth.a.b.example.com',
      value: 'dcv-value-2',
      lookupTxt: resolver.txt,
      pollIntervalMs: 100,
      timeoutMs: 5000,
    });
    expect(handle.visible).toBe(true);
    expect(handle.lookups).toBeGreaterThan(1);
    expect(handle.ref).toMatchObject({ zone: 'b.example.com', fqdn: '_dnsauth.a.b.example.com' });
    await handle.remove();
    expect(emulator.records('b.example.com')).toEqual([]);
  });

  it('reports not visible after the time-out, and the handle still removes the record', async () => {
    const emulator = await dnspod({ onChange: () => undefined }); // never reaches the DNS server
    const handle = await publishAndWait({
      connector: dnspodConnector(emulator),
      fqdn: '_dnsauth.example.com',
      value: 'dcv-value-3',
      lookupTxt: resolver.txt,
      pollIntervalMs: 100,
      timeoutMs: 350,
    });
    expect(handle).toMatchObject({ visible: false });
    expect(handle.lookups).toBeGreaterThanOrEqual(3);
    expect(emulator.records('example.com')).toHaveLength(1);
    await handle.remove();
    expect(emulator.records('example.com')).toEqual([]);
  });

  it('retries a rate-limited publish after the wait the provider asks for, and keeps polling past lookup failures', async () => {
    const emulator = await dnspod({ rateLimit: { max: 1, windowMs: 1000 } });
    const connector = dnspodConnector(emulator);
    await connector.verify(); // uses this second's DescribeDomainList
    const waits: number[] = [];
    let failedLookups = 0;
    const handle = await publishAndWait({
      connector,
      fqdn: '_dnsauth.example.com',
      value: 'dcv-value-4',
      lookupTxt: async (name) => {
        if (failedLookups++ < 2) throw new Error('SERVFAIL');
        return resolver.txt(name);
      },
      pollIntervalMs: 10,
      timeoutMs: 5000,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    expect(handle).toMatchObject({ visible: true, lookups: 3 });
    expect(handle.lastLookupError).toBeUndefined();
    expect(waits).toEqual([1000, 10, 10]);
    expect(emulator.requests.map((r) => r.code)).toEqual(['OK', 'RequestLimitExceeded', 'OK', 'OK']);
    await handle.remove();
  });
});
