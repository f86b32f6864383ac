// The DNSPod emulator answers as Tencent Cloud API 3.0 documents it: TC3-HMAC-SHA256 checked (the docs' worked
// example first), the four actions a DCV connector uses, CAM scope, the documented refusals and the rate limit.
import { afterEach, describe, expect, it } from 'vitest';
import { startDnspodEmulator, type DnspodEmulator, type DnspodEmulatorOptions } from './dnspod-emulator.js';
import { tc3Signature } from './tencent-cloud-tc3.js';

let emulator: DnspodEmulator | undefined;
afterEach(() => emulator?.close());

let clock = Date.now();
const start = async (extra: Partial<DnspodEmulatorOptions> = {}) => {
  clock = Date.now();
  emulator = await startDnspodEmulator({
    domains: ['example.com', 'b.example.com', 'other.org'],
    credentials: {
      AKIDedit: { secretKey: 'edit-key', domains: ['example.com', 'b.example.com'], access: 'edit' },
      AKIDread: { secretKey: 'read-key', domains: '*', access: 'read' },
      AKIDoff: { secretKey: 'off-key', domains: '*', access: 'edit', status: 'disabled' },
    },
    now: () => clock,
    ...extra,
  });
  return emulator;
};

interface CallOptions {
  secretId?: string;
  secretKey?: string;
  timestamp?: number;
  version?: string;
  /** Changes the body after it was signed. */
  tamper?: (body: string) => string;
  authorization?: string;
}

async function call(
  dp: DnspodEmulator,
  action: string,
  params: Record<string, unknown>,
  options: CallOptions = {},
) {
  const body = JSON.stringify(params);
  const timestamp = options.timestamp ?? Math.floor(clock / 1000);
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    host: new URL(dp.baseUrl).host,
    'x-tc-action': action,
    'x-tc-version': options.version ?? '2021-03-23',
    'x-tc-timestamp': String(timestamp),
  };
  const secretId = options.secretId ?? 'AKIDedit';
  const { signature, scope } = tc3Signature({
    secretKey: options.secretKey ?? `${secretId.slice(4)}-key`,
    service: 'dnspod',
    method: 'POST',
    headers,
    signedHeaders: ['content-type', 'host'],
    payload: body,
    timestamp,
  });
  headers.authorization =
    options.authorization ??
    `TC3-HMAC-SHA256 Credential=${secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`;
  const response = await fetch(`${dp.baseUrl}/`, {
    method: 'POST',
    headers,
    body: options.tamper ? options.tamper(body) : body,
  });
  expect(response.status).toBe(200);
  const json = (await response.json()) as {
    Response: Record<string, unknown> & { Error?: { Code: string } };
  };
  return json.Response;
}

const txt = (SubDomain: string, Value: string, Domain = 'example.com') => ({
  Domain,
  SubDomain,
  RecordType: 'TXT',
  RecordLine: '默认',
  Value,
  TTL: 600,
});

describe('DNSPod (Tencent Cloud API 3.0) emulator', () => {
  it("signs the Signature v3 page's worked example to its documented signature", () => {
    const signed = tc3Signature({
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3*******',
      service: 'cvm',
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', host: 'cvm.tencentcloudapi.com' },
      signedHeaders: ['content-type', 'host'],
      payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
      timestamp: 1551113065,
    });
    expect(signed).toEqual({
      signature: '2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c',
      scope: '2019-02-25/cvm/tc3_request',
    });
  });

  it("lists the key's domains, creates, lists and deletes a TXT record", async () => {
    const changes: [string, string, string][] = [];
    const dp = await start({ onChange: (r, change) => changes.push([change, r.fqdn, r.Value]) });
    const domains = await call(dp, 'DescribeDomainList', {});
    expect((domains.DomainList as { Name: string }[]).map((d) => d.Name)).toEqual([
      'example.com',
      'b.example.com',
    ]);
    expect(domains.DomainCountInfo).toMatchObject({ DomainTotal: 2 });
    expect(domains.RequestId).toEqual(expect.any(String));

    const created = await call(dp, 'CreateRecord', txt('_dnsauth.www', 'token-value'));
    expect(created.RecordId).toEqual(expect.any(Number));
    expect(dp.records('example.com')).toEqual([
      expect.objectContaining({
        Name: '_dnsauth.www',
        Type: 'TXT',
        Value: 'token-value',
        Line: '默认',
        TTL: 600,
      }),
    ]);
    const listed = await call(dp, 'DescribeRecordList', { Domain: 'example.com', Subdomain: '_dnsauth.www' });
    expect(listed.RecordList).toEqual([
      expect.objectContaining({ RecordId: created.RecordId, Value: 'token-value' }),
    ]);
    expect(listed.RecordCountInfo).toMatchObject({ TotalCount: 1 });

    expect(
      (await call(dp, 'DeleteRecord', { Domain: 'example.com', RecordId: created.RecordId })).Error,
    ).toBeUndefined();
    expect(dp.records('example.com')).toEqual([]);
    expect(changes).toEqual([
      ['created', '_dnsauth.www.example.com', 'token-value'],
      ['deleted', '_dnsauth.www.example.com', 'token-value'],
    ]);
    expect(dp.requests.map((r) => [r.action, r.secretId, r.code])).toEqual([
      ['DescribeDomainList', 'AKIDedit', 'OK'],
      ['CreateRecord', 'AKIDedit', 'OK'],
      ['DescribeRecordList', 'AKIDedit', 'OK'],
      ['DeleteRecord', 'AKIDedit', 'OK'],
    ]);
  });

  it('refuses unknown, disabled and wrong keys, a tampered body, a stale timestamp and a malformed header', async () => {
    const dp = await start();
    const code = async (options: CallOptions) =>
      (await call(dp, 'DescribeDomainList', {}, options)).Error?.Code;
    expect(await code({ secretId: 'AKIDnobody' })).toBe('AuthFailure.SecretIdNotFound');
    expect(await code({ secretId: 'AKIDoff' })).toBe('AuthFailure.SecretIdNotFound');
    expect(await code({ secretKey: 'wrong-key' })).toBe('AuthFailure.SignatureFailure');
    expect(await code({ tamper: (body) => body.replace('}', ',"Limit":1}') })).toBe(
      'AuthFailure.SignatureFailure',
    );
    expect(await code({ timestamp: Math.floor(clock / 1000) - 301 })).toBe('AuthFailure.SignatureExpire');
    expect(await code({ timestamp: Math.floor(clock / 1000) + 299 })).toBeUndefined();
    expect(await code({ authorization: 'Bearer something' })).toBe('AuthFailure.InvalidAuthorization');
    expect(await code({ version: '2018-08-26' })).toBe('NoSuchVersion');
    expect((await call(dp, 'DescribeInstances', {})).Error?.Code).toBe('InvalidAction');
  });

  it('answers the documented refusals of the record actions', async () => {
    const dp = await start();
    const code = async (action: string, params: Record<string, unknown>, options: CallOptions = {}) =>
      (await call(dp, action, params, options)).Error?.Code;
    expect(await code('CreateRecord', txt('_dnsauth', 'v'), { secretId: 'AKIDread' })).toBe(
      'AuthFailure.UnauthorizedOperation',
    );
    expect(await code('CreateRecord', txt('_dnsauth', 'v', 'other.org'))).toBe(
      'AuthFailure.UnauthorizedOperation',
    );
    expect(await code('CreateRecord', txt('_dnsauth', 'v', 'unknown.net'))).toBe(
      'InvalidParameterValue.DomainNotExists',
    );
    expect(await code('CreateRecord', { ...txt('_dnsauth', 'v'), TTL: 1 })).toBe(
      'LimitExceeded.RecordTtlLimit',
    );
    expect(await code('CreateRecord', { ...txt('_dnsauth', 'v'), RecordLine: 'default' })).toBe(
      'InvalidParameter.RecordLineInvalid',
    );
    expect(await code('CreateRecord', { ...txt('_dnsauth', 'v'), RecordType: 'SPF1' })).toBe(
      'InvalidParameter.RecordTypeInvalid',
    );
    expect(await code('CreateRecord', txt('_dnsauth', ''))).toBe('InvalidParameter.RecordValueInvalid');
    expect(await code('CreateRecord', txt('bad label!', 'v'))).toBe('InvalidParameter.SubdomainInvalid');
    expect(await code('DescribeRecordList', { Domain: 'example.com', Subdomain: '_dnsauth' })).toBe(
      'ResourceNotFound.NoDataOfRecord',
    );
    expect(await code('CreateRecord', txt('_dnsauth', 'v'))).toBeUndefined();
    expect(await code('CreateRecord', txt('_dnsauth', 'v'))).toBe('InvalidParameter.DomainRecordExist');
    expect(await code('DeleteRecord', { Domain: 'example.com', RecordId: 1 })).toBe(
      'InvalidParameter.RecordIdInvalid',
    );
    expect(await code('DeleteRecord', { Domain: 'example.com' })).toBe('MissingParameter');
    // The read-only key may read.
    expect(
      await code('DescribeRecordList', { Domain: 'example.com' }, { secretId: 'AKIDread' }),
    ).toBeUndefined();
  });

  it('answers RequestLimitExceeded past the limit of one key and action in a window, and again after it', async () => {
    const dp = await start({ rateLimit: { max: 2, windowMs: 1000 } });
    const code = async (secretId = 'AKIDedit') =>
      (await call(dp, 'DescribeDomainList', {}, { secretId })).Error?.Code;
    expect(await code()).toBeUndefined();
    expect(await code()).toBeUndefined();
    expect(await code()).toBe('RequestLimitExceeded');
    expect(await code('AKIDread')).toBeUndefined();
    expect((await call(dp, 'DescribeRecordList', { Domain: 'example.com' })).Error?.Code).toBe(
      'ResourceNotFound.NoDataOfRecord',
    );
    clock += 1000;
    expect(await code()).toBeUndefined();
  });

  it('fails at the gateway when told to', async () => {
    const dp = await start();
    dp.failNext(503);
    const response = await fetch(`${dp.baseUrl}/`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(503);
    expect((await call(dp, 'DescribeDomainList', {})).Error).toBeUndefined();
    expect(dp.requests.map((r) => r.code)).toEqual(['HTTP 503', 'OK']);
  });
});
