// The Cloudflare DNS emulator answers as Cloudflare's API documents it: the envelope, the records a DCV connector
// publishes and deletes, and the refusals (headers, tokens, scope, duplicates, validation, rate limit).
import { afterEach, describe, expect, it } from 'vitest';
import {
  startCloudflareEmulator,
  type CloudflareEmulator,
  type CloudflareEmulatorOptions,
  type CloudflareRecord,
} from './cloudflare-dns-emulator.js';

let emulator: CloudflareEmulator | undefined;
afterEach(() => emulator?.close());

const start = async (extra: Partial<CloudflareEmulatorOptions> = {}) => {
  emulator = await startCloudflareEmulator({
    zones: ['example.com', 'other.org'],
    tokens: {
      'edit-token': { zones: ['example.com'], access: 'edit' },
      'read-token': { zones: ['example.com'], access: 'read' },
      'old-token': { zones: ['example.com'], access: 'edit', status: 'expired' },
    },
    ...extra,
  });
  return emulator;
};

async function call(
  cf: CloudflareEmulator,
  method: string,
  path: string,
  options: { token?: string | null; body?: unknown } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = options.token === undefined ? 'edit-token' : options.token;
  if (token !== null) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${cf.baseUrl}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const body = (await response.json()) as {
    success: boolean;
    errors: { code: number; message: string; error_chain?: { code: number }[] }[];
    result: unknown;
    result_info?: { total_count: number };
  };
  return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
}

const txt = (name: string, content: string) => ({ type: 'TXT', name, content, ttl: 60 });

describe('Cloudflare DNS emulator', () => {
  it('verifies a token, finds its zone by name and publishes, lists and deletes a TXT record', async () => {
    const changes: [string, string][] = [];
    const cf = await start({ onChange: (record, change) => changes.push([change, record.name]) });
    expect((await call(cf, 'GET', '/user/tokens/verify')).body).toMatchObject({
      success: true,
      result: { status: 'active' },
    });
    const zones = await call(cf, 'GET', '/zones?name=example.com');
    expect(zones.body.result).toEqual([
      expect.objectContaining({ id: cf.zoneId('example.com'), name: 'example.com' }),
    ]);
    expect(zones.body.result_info).toMatchObject({ total_count: 1 });
    // other.org exists but the token's resources do not include it.
    expect((await call(cf, 'GET', '/zones')).body.result_info).toMatchObject({ total_count: 1 });

    const zone = cf.zoneId('example.com');
    const created = await call(cf, 'POST', `/zones/${zone}/dns_records`, {
      body: txt('_dnsauth.www.example.com.', 'token-value'),
    });
    expect(created.status).toBe(200);
    const record = created.body.result as CloudflareRecord;
    expect(record).toMatchObject({ type: 'TXT', name: '_dnsauth.www.example.com', content: 'token-value' });
    expect(cf.records('example.com')).toHaveLength(1);

    const listed = await call(cf, 'GET', `/zones/${zone}/dns_records?type=TXT&name=_dnsauth.www.example.com`);
    expect((listed.body.result as CloudflareRecord[]).map((r) => r.id)).toEqual([record.id]);

    expect((await call(cf, 'DELETE', `/zones/${zone}/dns_records/${record.id}`)).body.result).toEqual({
      id: record.id,
    });
    expect(cf.records('example.com')).toEqual([]);
    expect(changes).toEqual([
      ['created', '_dnsauth.www.example.com'],
      ['deleted', '_dnsauth.www.example.com'],
    ]);
  });

  it('refuses as Cloudflare does: headers, tokens, scope, zone ids, duplicates, validation, missing records', async () => {
    const cf = await start();
    const zone = cf.zoneId('example.com');
    const records = `/zones/${zone}/dns_records`;
    const codeOf = async (...args: Parameters<typeof call> extends [unknown, ...infer R] ? R : never) => {
      const answer = await call(cf, ...args);
      expect(answer.body.success).toBe(false);
      return [answer.status, answer.body.errors[0]!.code];
    };
    const noHeader = await call(cf, 'GET', '/zones', { token: null });
    expect([noHeader.status, noHeader.body.errors[0]!.code]).toEqual([400, 6003]);
    expect(noHeader.body.errors[0]!.error_chain?.[0]?.code).toBe(6111);
    expect(await codeOf('GET', '/zones', { token: 'unknown-token' })).toEqual([403, 9109]);
    expect(await codeOf('GET', '/zones', { token: 'old-token' })).toEqual([403, 9109]);
    // Read access lists records but may not write them; another account's zone is not the token's.
    expect((await call(cf, 'GET', records, { token: 'read-token' })).status).toBe(200);
    expect(await codeOf('POST', records, { token: 'read-token', body: txt('a.example.com', 'x') })).toEqual([
      403, 10000,
    ]);
    expect(await codeOf('GET', `/zones/${cf.zoneId('other.org')}/dns_records`)).toEqual([403, 10000]);
    expect(await codeOf('GET', '/zones/0123456789abcdef0123456789abcdef/dns_records')).toEqual([400, 7003]);

    expect((await call(cf, 'POST', records, { body: txt('a.example.com', 'x') })).status).toBe(200);
    expect(await codeOf('POST', records, { body: txt('a.example.com', 'x') })).toEqual([400, 81058]);
    expect(await codeOf('POST', records, { body: txt('a.other.org', 'x') })).toEqual([400, 1004]);
    expect(
      await codeOf('POST', records, { body: { type: 'MX', name: 'a.example.com', content: 'x' } }),
    ).toEqual([400, 1004]);
    expect(await codeOf('POST', records, { body: { ...txt('b.example.com', 'x'), ttl: 30 } })).toEqual([
      400, 9021,
    ]);
    expect(await codeOf('DELETE', `${records}/ffffffffffffffffffffffffffffffff`)).toEqual([404, 81044]);
  });

  it('answers 429 (971) with Retry-After past the rate limit, per token', async () => {
    const cf = await start({ rateLimit: { max: 3, windowMs: 60_000 } });
    for (let i = 0; i < 3; i += 1) expect((await call(cf, 'GET', '/user/tokens/verify')).status).toBe(200);
    const limited = await call(cf, 'GET', '/user/tokens/verify');
    expect([limited.status, limited.body.errors[0]!.code]).toEqual([429, 971]);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(Number(limited.retryAfter)).toBeLessThanOrEqual(60);
    // Another token has its own count.
    expect((await call(cf, 'GET', '/zones', { token: 'read-token' })).status).toBe(200);
    expect(cf.requests.filter((r) => r.status === 429)).toHaveLength(1);
  });
});
