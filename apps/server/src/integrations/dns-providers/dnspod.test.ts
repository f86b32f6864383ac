// The DNSPod connector against the DNSPod emulator (packages/test-doubles), which checks TC3-HMAC-SHA256 with its
// own implementation and answers as Tencent Cloud API 3.0 documents: keys, CAM scope, records, refusals, limits.
import { afterEach, describe, expect, it } from 'vitest';
import {
  startDnspodEmulator,
  type DnspodEmulator,
  type DnspodEmulatorOptions,
} from '@portal/test-doubles/dnspod-emulator';
import { createDnsProviderConnector } from './create-dns-provider-connector.js';
import { DnsProviderError } from './dns-provider-error.js';
import { createDnspodConnector } from './dnspod.js';
import type { FetchLike } from './provider-http.js';
import { withRateLimitRetry } from './rate-limit-retry.js';

let dp: DnspodEmulator | undefined;
afterEach(() => dp?.close());

let clock = Date.now();
const start = async (extra: Partial<DnspodEmulatorOptions> = {}) => {
  clock = Date.now();
  dp = await startDnspodEmulator({
    domains: ['example.com', 'b.example.com', 'other.org'],
    credentials: {
      AKIDedit: { secretKey: 'edit-key', domains: ['example.com', 'b.example.com'], access: 'edit' },
      AKIDread: { secretKey: 'read-key', domains: ['example.com'], access: 'read' },
    },
    now: () => clock,
    ...extra,
  });
  return dp;
};
const connect = (
  emulator: DnspodEmulator,
  secretId = 'AKIDedit',
  secretKey = 'edit-key',
  fetch?: FetchLike,
) =>
  createDnsProviderConnector({
    provider: 'dnspod',
    credentials: { secretId, secretKey },
    apiBase: emulator.baseUrl,
    ...(fetch ? { fetch } : {}),
  });

async function refusal(call: Promise<unknown>): Promise<DnsProviderError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DnsProviderError);
  return error as DnsProviderError;
}

describe('DNSPod connector', () => {
  it('verifies a good key and lists the domains it may manage', async () => {
    const emulator = await start();
    expect(await connect(emulator).verify()).toEqual({ ok: true, zones: ['example.com', 'b.example.com'] });
    await connect(emulator).verify({ writeProbe: true });
    expect(emulator.records('example.com')).toEqual([]);
    expect(emulator.requests.map((r) => r.action)).toContain('DeleteRecord');
  });

  it('refuses an unknown key or a wrong secret as badCredentials and a read-only key as forbidden', async () => {
    const emulator = await start();
    expect(await refusal(connect(emulator, 'AKIDnobody', 'x').verify())).toMatchObject({
      kind: 'badCredentials',
      provider: 'dnspod',
      providerCode: 'AuthFailure.SecretIdNotFound',
    });
    expect(await refusal(connect(emulator, 'AKIDedit', 'wrong').verify())).toMatchObject({
      kind: 'badCredentials',
      providerCode: 'AuthFailure.SignatureFailure',
    });
    expect((await connect(emulator, 'AKIDread', 'read-key').verify()).zones).toEqual(['example.com']);
    expect(
      await refusal(connect(emulator, 'AKIDread', 'read-key').verify({ writeProbe: true })),
    ).toMatchObject({
      kind: 'forbidden',
      providerCode: 'AuthFailure.UnauthorizedOperation',
    });
  });

  it('is refused when the signed request is changed on the way, or signed with a clock off by minutes', async () => {
    const emulator = await start();
    const tampering: FetchLike = (url, init) =>
      fetch(url, { ...init, body: String(init.body).replace('"Offset":0', '"Offset":1') });
    expect(await refusal(connect(emulator, 'AKIDedit', 'edit-key', tampering).verify())).toMatchObject({
      kind: 'badCredentials',
      providerCode: 'AuthFailure.SignatureFailure',
    });
    const late = createDnspodConnector({
      credentials: { secretId: 'AKIDedit', secretKey: 'edit-key' },
      apiBase: emulator.baseUrl,
      now: () => clock - 6 * 60_000,
    });
    expect(await refusal(late.verify())).toMatchObject({
      kind: 'rejected',
      providerCode: 'AuthFailure.SignatureExpire',
    });
  });

  it('publishes into the longest zone with the relative SubDomain, reuses an identical record, removes it once', async () => {
    const emulator = await start();
    const connector = connect(emulator);
    const ref = await connector.publishTxt('_dnsauth.a.b.example.com', 'token-1');
    expect(ref).toMatchObject({
      provider: 'dnspod',
      zone: 'b.example.com',
      fqdn: '_dnsauth.a.b.example.com',
    });
    expect(emulator.records('b.example.com')).toEqual([
      expect.objectContaining({
        RecordId: Number(ref.recordId),
        Name: '_dnsauth.a',
        Type: 'TXT',
        Line: '默认',
        Value: 'token-1',
        TTL: 600,
      }),
    ]);
    expect(emulator.records('example.com')).toEqual([]);

    // InvalidParameter.DomainRecordExist: the connector finds the record with DescribeRecordList.
    expect(await connector.publishTxt('_dnsauth.a.b.example.com', 'token-1')).toEqual(ref);
    expect(emulator.records('b.example.com')).toHaveLength(1);

    // The zone apex is SubDomain "@".
    const apex = await connector.publishTxt('example.com', 'apex-value');
    expect(emulator.records('example.com')).toEqual([
      expect.objectContaining({ Name: '@', Value: 'apex-value' }),
    ]);

    await connector.removeTxt(ref);
    await connector.removeTxt(apex);
    expect([...emulator.records('b.example.com'), ...emulator.records('example.com')]).toEqual([]);
    await connector.removeTxt(ref); // InvalidParameter.RecordIdInvalid: gone already
  });

  it('answers noZone for a name no domain of the key holds', async () => {
    const emulator = await start();
    expect(await refusal(connect(emulator).publishTxt('_dnsauth.other.org', 'v'))).toMatchObject({
      kind: 'noZone',
    });
    expect(await refusal(connect(emulator).publishTxt('_dnsauth.unknown.net', 'v'))).toMatchObject({
      kind: 'noZone',
    });
  });

  it('answers rateLimited on RequestLimitExceeded, and a retry after the wait succeeds', async () => {
    const emulator = await start({ rateLimit: { max: 1, windowMs: 1000 } });
    const connector = connect(emulator);
    await connector.verify(); // DescribeDomainList: the one call of this second
    const limited = await refusal(connector.publishTxt('_dnsauth.example.com', 'v'));
    expect(limited).toMatchObject({
      kind: 'rateLimited',
      providerCode: 'RequestLimitExceeded',
      retryAfterMs: 1000,
    });

    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
      clock += ms; // the emulator's clock: the window passes
    };
    const ref = await withRateLimitRetry(() => connector.publishTxt('_dnsauth.example.com', 'v'), { sleep });
    expect(waits).toEqual([1000]);
    expect(emulator.records('example.com').map((r) => String(r.RecordId))).toEqual([ref.recordId]);
    // Bounded: a provider that stays limited ends the retries.
    const stillLimited = await refusal(
      withRateLimitRetry(() => connector.verify(), { sleep: async () => undefined, maxRetries: 2 }),
    );
    expect(stillLimited.kind).toBe('rateLimited');
  });

  it('answers unavailable for a 5xx at the gateway', async () => {
    const emulator = await start();
    emulator.failNext(502);
    expect(await refusal(connect(emulator).verify())).toMatchObject({
      kind: 'unavailable',
      providerCode: 'HTTP 502',
    });
    expect((await connect(emulator).verify()).ok).toBe(true);
  });
});
