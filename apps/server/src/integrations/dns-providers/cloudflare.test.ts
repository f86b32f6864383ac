// The Cloudflare connector against the Cloudflare DNS emulator (packages/test-doubles), which answers as the
// public API v4 documents: tokens, zones, TXT records, the refusals, the 429 with Retry-After, an outage.
import { afterEach, describe, expect, it } from 'vitest';
import {
  startCloudflareEmulator,
  type CloudflareEmulator,
  type CloudflareEmulatorOptions,
} from '@portal/test-doubles/cloudflare-dns-emulator';
import { createDnsProviderConnector } from './create-dns-provider-connector.js';
import { DnsProviderError } from './dns-provider-error.js';
import { withRateLimitRetry } from './rate-limit-retry.js';

let cf: CloudflareEmulator | undefined;
afterEach(() => cf?.close());

const start = async (extra: Partial<CloudflareEmulatorOptions> = {}) => {
  cf = await startCloudflareEmulator({
    zones: ['example.com', 'b.example.com', 'other.org'],
    tokens: {
      'edit-token': { zones: ['example.com', 'b.example.com'], access: 'edit' },
      'read-token': { zones: ['example.com'], access: 'read' },
      'old-token': { zones: ['example.com'], access: 'edit', status: 'expired' },
    },
    ...extra,
  });
  return cf;
};
const connect = (emulator: CloudflareEmulator, apiToken = 'edit-token') =>
  createDnsProviderConnector({
    provider: 'cloudflare',
    credentials: { apiToken },
    apiBase: emulator.baseUrl,
  });

/** The DnsProviderError a call ends with. */
async function refusal(call: Promise<unknown>): Promise<DnsProviderError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DnsProviderError);
  return error as DnsProviderError;
}

describe('Cloudflare connector', () => {
  it('verifies a good token and lists the zones it sees', async () => {
    const emulator = await start();
    const verified = await connect(emulator).verify();
    expect(verified.ok).toBe(true);
    expect([...verified.zones].sort()).toEqual(['b.example.com', 'example.com']);
    // The write probe publishes and removes a record, leaving nothing behind.
    await connect(emulator).verify({ writeProbe: true });
    expect(emulator.records('example.com')).toEqual([]);
    expect(emulator.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('refuses an unknown or expired token as badCredentials and a read-only one as forbidden', async () => {
    const emulator = await start();
    const unknown = await refusal(connect(emulator, 'nobody').verify());
    expect(unknown).toMatchObject({ kind: 'badCredentials', provider: 'cloudflare', providerCode: '9109' });
    expect(await refusal(connect(emulator, 'old-token').verify())).toMatchObject({ kind: 'badCredentials' });
    // Read access verifies; the write probe and a publish do not.
    expect((await connect(emulator, 'read-token').verify()).zones).toEqual(['example.com']);
    expect(await refusal(connect(emulator, 'read-token').verify({ writeProbe: true }))).toMatchObject({
      kind: 'forbidden',
      providerCode: '10000',
    });
    expect(
      await refusal(connect(emulator, 'read-token').publishTxt('_dnsauth.example.com', 'v')),
    ).toMatchObject({
      kind: 'forbidden',
    });
  });

  it('publishes into the longest zone, reuses an identical record and removes it once', async () => {
    const emulator = await start();
    const connector = connect(emulator);
    const ref = await connector.publishTxt('_dnsauth.a.b.example.com.', 'token-1');
    expect(ref).toMatchObject({
      provider: 'cloudflare',
      zone: 'b.example.com',
      zoneId: emulator.zoneId('b.example.com'),
      fqdn: '_dnsauth.a.b.example.com',
      value: 'token-1',
    });
    expect(emulator.records('b.example.com')).toEqual([
      expect.objectContaining({
        id: ref.recordId,
        type: 'TXT',
        name: '_dnsauth.a.b.example.com',
        content: 'token-1',
      }),
    ]);
    expect(emulator.records('example.com')).toEqual([]);

    // Cloudflare refuses the identical record (81058); the connector answers the existing one.
    expect(await connector.publishTxt('_dnsauth.a.b.example.com', 'token-1')).toEqual(ref);
    expect(emulator.records('b.example.com')).toHaveLength(1);

    await connector.removeTxt(ref);
    expect(emulator.records('b.example.com')).toEqual([]);
    await connector.removeTxt(ref); // 81044: gone already, not an error
  });

  it('answers noZone for a name no visible zone holds', async () => {
    const emulator = await start();
    expect(await refusal(connect(emulator).publishTxt('_dnsauth.www.unknown.net', 'v'))).toMatchObject({
      kind: 'noZone',
    });
    // other.org exists in the account but not in the token's resources.
    expect(await refusal(connect(emulator).publishTxt('_dnsauth.other.org', 'v'))).toMatchObject({
      kind: 'noZone',
    });
  });

  it('answers rateLimited with the Retry-After, and a retry after that wait succeeds', async () => {
    // A 2 s window: the three calls surely fall into one even on a loaded machine.
    const emulator = await start({ rateLimit: { max: 3, windowMs: 2000 } });
    const connector = connect(emulator);
    await connector.verify(); // 2 calls
    const limited = await refusal(connector.publishTxt('_dnsauth.example.com', 'v')); // zones ok, POST 429
    expect(limited).toMatchObject({ kind: 'rateLimited', providerCode: '971' });
    expect([1000, 2000]).toContain(limited.retryAfterMs); // Retry-After: the window's rest, in whole seconds

    const waits: number[] = [];
    const sleep = (ms: number) => {
      waits.push(ms);
      return new Promise<void>((resolve) => setTimeout(resolve, ms));
    };
    const ref = await withRateLimitRetry(() => connector.publishTxt('_dnsauth.example.com', 'v'), { sleep });
    expect(waits.length).toBeLessThanOrEqual(1);
    for (const wait of waits) expect(wait).toBeLessThanOrEqual(2000);
    expect(emulator.records('example.com').map((r) => r.id)).toEqual([ref.recordId]);
  });

  it('answers unavailable for a 5xx and for an API that does not answer', async () => {
    const emulator = await start();
    emulator.failNext(503);
    expect(await refusal(connect(emulator).verify())).toMatchObject({
      kind: 'unavailable',
      providerCode: 'HTTP 503',
    });
    const closed = createDnsProviderConnector({
      provider: 'cloudflare',
      credentials: { apiToken: 'edit-token' },
      apiBase: 'http://127.0.0.1:9/client/v4',
      timeoutMs: 2000,
    });
    expect(await refusal(closed.verify())).toMatchObject({ kind: 'unavailable' });
  });
});
