/**
 * DNSPod through Tencent Cloud API 3.0 (`https://dnspod.tencentcloudapi.com`, version 2021-03-23) with a
 * SecretId/SecretKey pair (CAM policy QcloudDNSPodFullAccess, or one allowing the four actions below on the zones),
 * signed TC3-HMAC-SHA256 (./tc3-signature.ts). From Tencent Cloud's public docs: DescribeDomainList
 * (https://tencentcloud.com/document/api/1157/53854), DescribeRecordList (https://tencentcloud.com/document/product/1157/51290),
 * CreateRecord (https://tencentcloud.com/document/api/1157/49041: Domain, SubDomain, RecordType, RecordLine "默认",
 * Value, TTL), DeleteRecord (https://tencentcloud.com/document/product/1157/49039: Domain, RecordId), the common error
 * codes (https://tencentcloud.com/document/product/1140/51177) and the frequency limits (per action and key, per
 * second; RequestLimitExceeded, no Retry-After: https://cloud.tencent.com/document/product/1278/109059). Every
 * answer is HTTP 200 with `{"Response": {…}}`, a refusal `{"Response": {"Error": {"Code", "Message"}}}`.
 */
import type { DnsProviderConnector, TxtRecordRef, VerifyOptions } from './dns-provider-connector.js';
import { DnsProviderError, type DnsProviderErrorKind } from './dns-provider-error.js';
import { requestJson, type ProviderHttpOptions } from './provider-http.js';
import { tc3Authorization } from './tc3-signature.js';
import { canonicalName, findZone } from './zone-match.js';

export const DNSPOD_API_BASE = 'https://dnspod.tencentcloudapi.com';
const VERSION = '2021-03-23';
const SERVICE = 'dnspod';
const CONTENT_TYPE = 'application/json; charset=utf-8';
/** The free plan's smallest TTL; paid plans allow less, none refuses 600. */
const TXT_TTL = 600;
const DEFAULT_LINE = '默认';
const PROBE_LABEL = '_portal-connector-check';
/** The limits are per second and the answer carries no Retry-After. */
const RATE_LIMIT_WAIT_MS = 1000;
const PAGE = 3000;

export interface DnspodCredentials {
  secretId: string;
  secretKey: string;
}

const BAD_CREDENTIALS = new Set([
  'AuthFailure.SignatureFailure',
  'AuthFailure.SecretIdNotFound',
  'AuthFailure.InvalidSecretId',
  'AuthFailure.InvalidAuthorization',
  'AuthFailure.TokenFailure',
  'AuthFailure.MFAFailure',
]);
const UNAVAILABLE = new Set([
  'FailedOperation.TemporaryError',
  'FailedOperation.UnknowError',
  'ResourceUnavailable',
]);

/** Tencent Cloud's error code in one of the kinds a caller acts on. */
export function dnspodErrorKind(code: string): DnsProviderErrorKind {
  if (code.startsWith('RequestLimitExceeded')) return 'rateLimited';
  if (BAD_CREDENTIALS.has(code)) return 'badCredentials';
  if (/^(AuthFailure\.UnauthorizedOperation|UnauthorizedOperation|OperationDenied)/.test(code))
    return 'forbidden';
  if (/\.DomainNotExists$/.test(code) || code === 'InvalidParameter.DomainIdInvalid') return 'noZone';
  if (code.startsWith('InternalError') || UNAVAILABLE.has(code)) return 'unavailable';
  return 'rejected';
}

interface TencentAnswer {
  Response?: { Error?: { Code?: string; Message?: string }; RequestId?: string } & Record<string, unknown>;
}

export function createDnspodConnector(
  options: {
    credentials: DnspodCredentials;
    apiBase?: string;
    /** The clock that stamps X-TC-Timestamp (default Date.now). */
    now?: () => number;
  } & Omit<ProviderHttpOptions, 'provider'>,
): DnsProviderConnector {
  const base = (options.apiBase ?? DNSPOD_API_BASE).replace(/\/$/, '');
  const host = new URL(base).host;
  const http = { ...options, provider: 'dnspod' as const };
  const now = options.now ?? Date.now;

  async function call(action: string, params: Record<string, unknown>): Promise<Record<string, unknown>> {
    const payload = JSON.stringify(params);
    const timestamp = Math.floor(now() / 1000);
    const { secretId, secretKey } = options.credentials;
    const answer = await requestJson(http, `${base}/`, {
      method: 'POST',
      headers: {
        'content-type': CONTENT_TYPE,
        'x-tc-action': action,
        'x-tc-version': VERSION,
        'x-tc-timestamp': String(timestamp),
        authorization: tc3Authorization({
          secretId,
          secretKey,
          service: SERVICE,
          host,
          contentType: CONTENT_TYPE,
          payload,
          timestamp,
        }),
      },
      body: payload,
    });
    const response = (answer.body as TencentAnswer).Response;
    if (!response)
      throw new DnsProviderError('dnspod', 'unavailable', {
        code: `HTTP ${answer.status}`,
        message: 'no Response',
      });
    const error = response.Error;
    if (!error) return response;
    const code = error.Code ?? 'Unknown';
    const kind = dnspodErrorKind(code);
    throw new DnsProviderError('dnspod', kind, {
      code,
      message: `${error.Message ?? ''} (RequestId ${response.RequestId ?? '-'})`,
      ...(kind === 'rateLimited' ? { retryAfterMs: RATE_LIMIT_WAIT_MS } : {}),
    });
  }

  async function zones(): Promise<string[]> {
    const names: string[] = [];
    for (let offset = 0; offset < 10 * PAGE; offset += PAGE) {
      let list: { Name: string }[];
      try {
        list = ((await call('DescribeDomainList', { Offset: offset, Limit: PAGE })).DomainList ?? []) as {
          Name: string;
        }[];
      } catch (error) {
        if (error instanceof DnsProviderError && error.providerCode === 'ResourceNotFound.NoDataOfDomain')
          break;
        throw error;
      }
      names.push(...list.map((d) => canonicalName(d.Name)));
      if (list.length < PAGE) break;
    }
    return names;
  }

  async function publishTxt(fqdn: string, value: string): Promise<TxtRecordRef> {
    const name = canonicalName(fqdn);
    const match = findZone(name, await zones());
    if (!match) throw new DnsProviderError('dnspod', 'noZone', { message: `no zone holds ${name}` });
    const ref = (recordId: unknown): TxtRecordRef => ({
      provider: 'dnspod',
      zone: match.zone,
      recordId: String(recordId),
      fqdn: name,
      value,
    });
    try {
      const created = await call('CreateRecord', {
        Domain: match.zone,
        SubDomain: match.relative,
        RecordType: 'TXT',
        RecordLine: DEFAULT_LINE,
        Value: value,
        TTL: TXT_TTL,
      });
      return ref(created.RecordId);
    } catch (error) {
      // "The record already exists and does not need to be added again": the same record, reuse it.
      if (!(error instanceof DnsProviderError) || error.providerCode !== 'InvalidParameter.DomainRecordExist')
        throw error;
      const listed = await call('DescribeRecordList', {
        Domain: match.zone,
        Subdomain: match.relative,
        RecordType: 'TXT',
        Limit: PAGE,
      });
      const existing = ((listed.RecordList ?? []) as { RecordId: number; Value: string }[]).find(
        (r) => r.Value === value,
      );
      if (!existing) throw error;
      return ref(existing.RecordId);
    }
  }

  async function removeTxt(ref: TxtRecordRef): Promise<void> {
    try {
      await call('DeleteRecord', { Domain: ref.zone, RecordId: Number(ref.recordId) });
    } catch (error) {
      const gone = ['InvalidParameter.RecordIdInvalid', 'ResourceNotFound.NoDataOfRecord'];
      if (!(error instanceof DnsProviderError) || !gone.includes(error.providerCode ?? '')) throw error;
    }
  }

  return {
    provider: 'dnspod',
    async verify(verifyOptions: VerifyOptions = {}) {
      const names = await zones();
      if (verifyOptions.writeProbe) {
        if (!names[0]) throw new DnsProviderError('dnspod', 'noZone', { message: 'the key sees no domain' });
        await removeTxt(await publishTxt(`${PROBE_LABEL}.${names[0]}`, `check-${Date.now()}`));
      }
      return { ok: true as const, zones: names };
    },
    publishTxt,
    removeTxt,
  };
}
