/**
 * DNSPod through Tencent Cloud API 3.0 (`dnspod.tencentcloudapi.com`, version 2021-03-23) as a local HTTP server, for
 * tests only: the four actions a DCV connector uses, written from Tencent Cloud's public API documentation:
 *
 * - DescribeDomainList (https://tencentcloud.com/document/api/1157/53854, cloud.tencent.com/document/api/1427/56172):
 *   Offset, Limit (default 3000) → DomainCountInfo, DomainList[{DomainId, Name, Status, …}]
 * - DescribeRecordList (https://tencentcloud.com/document/product/1157/51290): Domain, Subdomain, RecordType, Offset,
 *   Limit (default 100, at most 3000) → RecordCountInfo, RecordList[{RecordId, Name, Type, Value, Line, TTL, …}];
 *   an empty result is the error ResourceNotFound.NoDataOfRecord
 * - CreateRecord (https://tencentcloud.com/document/api/1157/49041, cloud.tencent.com/document/product/457/56180):
 *   Domain, SubDomain (default `@`), RecordType, RecordLine (`默认`) or RecordLineId (`0`), Value, TTL (1–604 800,
 *   at least the plan's minimum: 600 on the free plan) → RecordId
 * - DeleteRecord (https://tencentcloud.com/document/product/1157/49039): Domain, RecordId → RequestId
 *
 * Every call is `POST /` with a JSON body, the action and version in X-TC-Action / X-TC-Version, X-TC-Timestamp,
 * and a TC3-HMAC-SHA256 Authorization (./tencent-cloud-tc3.ts). Every answer is HTTP 200 with
 * `{"Response": {…, "RequestId"}}`; a refusal is `{"Response": {"Error": {"Code", "Message"}, "RequestId"}}` with the
 * documented codes (common error codes: https://tencentcloud.com/document/product/1140/51177; DNSPod's own as the
 * tencentcloud SDKs list them for dnspod/v20210323): AuthFailure.InvalidAuthorization, .SecretIdNotFound (unknown
 * or disabled key), .SignatureExpire (timestamp more than five minutes off), .SignatureFailure,
 * .UnauthorizedOperation (the key's CAM policy does not cover the domain or the write); InvalidAction,
 * NoSuchVersion, MissingParameter; InvalidParameterValue.DomainNotExists; InvalidParameter.DomainRecordExist (an
 * identical record), .RecordTypeInvalid, .RecordLineInvalid, .RecordValueInvalid, .RecordValueLengthInvalid,
 * .SubdomainInvalid, .RecordIdInvalid; LimitExceeded.RecordTtlLimit; ResourceNotFound.NoDataOfRecord; and
 * RequestLimitExceeded when a key calls one action more often than its limit in a window ("API + region + sub-account",
 * https://cloud.tencent.com/document/product/1278/109059: DescribeDomainList 20/s, DescribeRecordList 100/s,
 * CreateRecord and DeleteRecord 500/s). Tencent Cloud sends no Retry-After: the windows are one second.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { verifyTc3 } from './tencent-cloud-tc3.js';

export const DNSPOD_VERSION = '2021-03-23';
const SERVICE = 'dnspod';
const DEFAULT_LINE = '默认';

export interface DnspodCredential {
  secretKey: string;
  /** The domains the key's CAM policy covers; `*` for all of the account's (QcloudDNSPodFullAccess). */
  domains: string[] | '*';
  /** `read`: QcloudDNSPodReadOnlyAccess; `edit`: may create and delete records. */
  access: 'read' | 'edit';
  /** A disabled key answers AuthFailure.SecretIdNotFound like a deleted one. */
  status?: 'active' | 'disabled';
}

export interface DnspodRecord {
  RecordId: number;
  Domain: string;
  /** The host record (SubDomain), `@` for the domain itself. */
  Name: string;
  Type: string;
  Value: string;
  Line: string;
  LineId: string;
  TTL: number;
  Status: 'ENABLE';
  UpdatedOn: string;
  /** Name and domain joined (not a DNSPod field: for a test's DNS server). */
  fqdn: string;
}

export interface DnspodEmulatorOptions {
  credentials: Record<string, DnspodCredential>;
  /** The domains the account holds. */
  domains: string[];
  /** Calls per key and action per window before RequestLimitExceeded (default the documented per-second limits). */
  rateLimit?: { max: number; windowMs: number };
  /** The plan's smallest TTL (default 600, the free plan's). */
  minTtl?: number;
  /** The emulator's clock, for the timestamp check (default Date.now). */
  now?: () => number;
  onChange?: (record: DnspodRecord, change: 'created' | 'deleted') => void;
}

export interface DnspodEmulator {
  /** The API base, as `https://dnspod.tencentcloudapi.com` would be configured. */
  baseUrl: string;
  records(domain: string): DnspodRecord[];
  /** Every request: the action, the key, and `OK`, the error code, or `HTTP <status>` for an injected failure. */
  requests: { action: string; secretId: string | undefined; code: string }[];
  /** The next `times` requests fail at the gateway with this HTTP status (a 502/503 outage). */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
}

const DOCUMENTED_LIMITS: Record<string, number> = {
  DescribeDomainList: 20,
  DescribeRecordList: 100,
  CreateRecord: 500,
  DeleteRecord: 500,
};
const TYPES = new Set(['TXT', 'A', 'AAAA', 'CNAME']);
const LABEL =
  /^(@|\*|(\*\.)?[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)*)$/;

class Refusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function startDnspodEmulator(options: DnspodEmulatorOptions): Promise<DnspodEmulator> {
  const domains = new Map(options.domains.map((name, i) => [name.toLowerCase(), 100_001 + i]));
  const records = new Map<number, DnspodRecord>();
  const windows = new Map<string, { start: number; count: number }>();
  const requests: DnspodEmulator['requests'] = [];
  const now = options.now ?? Date.now;
  const minTtl = options.minTtl ?? 600;
  let nextRecordId = 1_000_001;
  let failures: { status: number; times: number } | undefined;

  function throttle(secretId: string, action: string) {
    const max = options.rateLimit?.max ?? DOCUMENTED_LIMITS[action] ?? 20;
    const windowMs = options.rateLimit?.windowMs ?? 1000;
    const key = `${secretId} ${action}`;
    const window = windows.get(key);
    const at = now();
    if (!window || at - window.start >= windowMs) windows.set(key, { start: at, count: 1 });
    else if (++window.count > max)
      throw new Refusal(
        'RequestLimitExceeded',
        `Your current request times equals to \`${window.count}\` in a second, which exceeds the frequency limit \`${max}\` for a second. Please reduce the frequency of calls.`,
      );
  }

  function domainOf(credential: DnspodCredential, params: Record<string, unknown>, write: boolean) {
    const name = String(params.Domain ?? '').toLowerCase();
    if (!name) throw new Refusal('MissingParameter', 'The request is missing a required parameter `Domain`.');
    const allowed = credential.domains === '*' || credential.domains.some((d) => d.toLowerCase() === name);
    if (domains.has(name) && (!allowed || (write && credential.access !== 'edit')))
      throw new Refusal(
        'AuthFailure.UnauthorizedOperation',
        'The request is not authorized. For more information, see the CAM documentation.',
      );
    if (!domains.has(name))
      throw new Refusal(
        'InvalidParameterValue.DomainNotExists',
        'The current domain is incorrect. Return to the previous step and try again.',
      );
    return name;
  }

  const page = (params: Record<string, unknown>, defaultLimit: number) => {
    const offset = Math.max(0, Number(params.Offset ?? 0) || 0);
    const limit = Math.min(3000, Math.max(1, Number(params.Limit ?? defaultLimit) || defaultLimit));
    return { offset, limit };
  };

  function act(action: string, credential: DnspodCredential, params: Record<string, unknown>) {
    if (action === 'DescribeDomainList') {
      const mine = [...domains].filter(
        ([name]) => credential.domains === '*' || credential.domains.some((d) => d.toLowerCase() === name),
      );
      const { offset, limit } = page(params, 3000);
      return {
        DomainCountInfo: { DomainTotal: mine.length, AllTotal: mine.length, MineTotal: mine.length },
        DomainList: mine.slice(offset, offset + limit).map(([name, id]) => ({
          DomainId: id,
          Name: name,
          Punycode: name,
          Status: 'ENABLE',
          Grade: 'DP_FREE',
          TTL: 600,
          RecordCount: [...records.values()].filter((r) => r.Domain === name).length,
        })),
      };
    }
    if (action === 'DescribeRecordList') {
      const domain = domainOf(credential, params, false);
      const sub = params.Subdomain === undefined ? undefined : String(params.Subdomain).toLowerCase();
      const type = params.RecordType === undefined ? undefined : String(params.RecordType).toUpperCase();
      const list = [...records.values()].filter(
        (r) => r.Domain === domain && (sub === undefined || r.Name === sub) && (!type || r.Type === type),
      );
      if (list.length === 0)
        throw new Refusal('ResourceNotFound.NoDataOfRecord', 'The record list is empty.');
      const { offset, limit } = page(params, 100);
      return {
        RecordCountInfo: { SubdomainCount: list.length, ListCount: list.length, TotalCount: list.length },
        RecordList: list
          .slice(offset, offset + limit)
          .map(({ fqdn: _fqdn, Domain: _domain, ...record }) => record),
      };
    }
    if (action === 'CreateRecord') {
      const domain = domainOf(credential, params, true);
      const type = String(params.RecordType ?? '').toUpperCase();
      if (!type)
        throw new Refusal('MissingParameter', 'The request is missing a required parameter `RecordType`.');
      if (!TYPES.has(type))
        throw new Refusal('InvalidParameter.RecordTypeInvalid', 'The record type is incorrect.');
      const lineId = params.RecordLineId === undefined ? undefined : String(params.RecordLineId);
      if (lineId === undefined && params.RecordLine === undefined)
        throw new Refusal('MissingParameter', 'The request is missing a required parameter `RecordLine`.');
      if (lineId !== undefined ? lineId !== '0' : params.RecordLine !== DEFAULT_LINE)
        throw new Refusal('InvalidParameter.RecordLineInvalid', 'The record split zone is incorrect.');
      const value = String(params.Value ?? '');
      if (!value) throw new Refusal('InvalidParameter.RecordValueInvalid', 'The record value is incorrect.');
      if (value.length > 512)
        throw new Refusal('InvalidParameter.RecordValueLengthInvalid', 'The DNS record value is too long.');
      const name = String(params.SubDomain ?? '@').toLowerCase();
      if (!LABEL.test(name) || name.endsWith(`.${domain}`))
        throw new Refusal('InvalidParameter.SubdomainInvalid', 'The subdomain is incorrect.');
      const ttl = params.TTL === undefined ? 600 : Number(params.TTL);
      if (!Number.isInteger(ttl) || ttl < minTtl || ttl > 604_800)
        throw new Refusal('LimitExceeded.RecordTtlLimit', 'The TTL value of the record exceeds the limit.');
      const same = [...records.values()].some(
        (r) => r.Domain === domain && r.Name === name && r.Type === type && r.Value === value,
      );
      if (same)
        throw new Refusal(
          'InvalidParameter.DomainRecordExist',
          'The record already exists and does not need to be added again.',
        );
      const record: DnspodRecord = {
        RecordId: nextRecordId++,
        Domain: domain,
        Name: name,
        Type: type,
        Value: value,
        Line: DEFAULT_LINE,
        LineId: '0',
        TTL: ttl,
        Status: 'ENABLE',
        UpdatedOn: new Date(now()).toISOString().replace('T', ' ').slice(0, 19),
        fqdn: name === '@' ? domain : `${name}.${domain}`,
      };
      records.set(record.RecordId, record);
      options.onChange?.(record, 'created');
      return { RecordId: record.RecordId };
    }
    if (action === 'DeleteRecord') {
      const domain = domainOf(credential, params, true);
      if (params.RecordId === undefined)
        throw new Refusal('MissingParameter', 'The request is missing a required parameter `RecordId`.');
      const record = records.get(Number(params.RecordId));
      if (!record || record.Domain !== domain)
        throw new Refusal('InvalidParameter.RecordIdInvalid', 'The record number is incorrect.');
      records.delete(record.RecordId);
      options.onChange?.(record, 'deleted');
      return {};
    }
    throw new Refusal('InvalidAction', `The requested action \`${action}\` does not exist.`);
  }

  function answer(incoming: IncomingMessage, body: Buffer, seen: { secretId?: string }) {
    if (incoming.method !== 'POST')
      throw new Refusal('UnsupportedProtocol', 'Only POST with a JSON body is emulated.');
    const checked = verifyTc3(
      { method: incoming.method, headers: incoming.headers, body },
      {
        service: SERVICE,
        nowMs: now(),
        secretKeyOf: (id) => {
          const credential = options.credentials[id];
          return credential && (credential.status ?? 'active') === 'active'
            ? credential.secretKey
            : undefined;
        },
      },
    );
    if (!checked.ok) throw new Refusal(checked.code, checked.message);
    seen.secretId = checked.secretId;
    const action = String(incoming.headers['x-tc-action'] ?? '');
    if (!action)
      throw new Refusal('MissingParameter', 'The request is missing a required parameter `Action`.');
    if (incoming.headers['x-tc-version'] !== DNSPOD_VERSION)
      throw new Refusal('NoSuchVersion', 'The API version does not exist.');
    throttle(checked.secretId, action);
    let params: Record<string, unknown>;
    try {
      params = body.length ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};
    } catch {
      throw new Refusal('InvalidParameter', 'The request body is not valid JSON.');
    }
    return act(action, options.credentials[checked.secretId]!, params);
  }

  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const action = String(incoming.headers['x-tc-action'] ?? '');
      if (failures && failures.times > 0) {
        failures.times -= 1;
        requests.push({ action, secretId: undefined, code: `HTTP ${failures.status}` });
        response.writeHead(failures.status, { 'content-type': 'text/plain' });
        return void response.end('upstream unavailable');
      }
      const RequestId = randomUUID();
      let payload: Record<string, unknown>;
      const seen: { secretId?: string } = {};
      try {
        const result = answer(incoming, Buffer.concat(chunks), seen);
        requests.push({ action, secretId: seen.secretId, code: 'OK' });
        payload = { Response: { ...result, RequestId } };
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        requests.push({ action, secretId: seen.secretId, code: error.code });
        payload = { Response: { Error: { Code: error.code, Message: error.message }, RequestId } };
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    records: (domain) => [...records.values()].filter((r) => r.Domain === domain.toLowerCase()),
    requests,
    failNext(status, times = 1) {
      failures = { status, times };
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
