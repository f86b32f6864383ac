/**
 * Cloudflare's DNS through API v4 with a scoped API token (permissions Zone:Read and DNS:Edit on the zones), from
 * Cloudflare's public docs: token verify (https://developers.cloudflare.com/api/resources/user/subresources/tokens/methods/verify/),
 * zones list (https://developers.cloudflare.com/api/resources/zones/methods/list/), DNS records create / list /
 * delete (https://developers.cloudflare.com/api/resources/dns/subresources/records/), API limits (1 200 calls per 5
 * minutes, 429 with Retry-After: https://developers.cloudflare.com/fundamentals/api/reference/limits/). Answers are
 * `{success, errors: [{code, message}], result}`; the codes read here are those the test emulator
 * (packages/test-doubles/src/cloudflare-dns-emulator.ts) answers as documented.
 */
import type { DnsProviderConnector, TxtRecordRef, VerifyOptions } from './dns-provider-connector.js';
import { DnsProviderError } from './dns-provider-error.js';
import { requestJson, type ProviderHttpOptions } from './provider-http.js';
import { canonicalName, findZone } from './zone-match.js';

export const CLOUDFLARE_API_BASE = 'https://api.cloudflare.com/client/v4';
const TXT_TTL = 60;
const PROBE_LABEL = '_portal-connector-check';
/** Token unknown, revoked or malformed: 9109 invalid token, 6003 / 6111 bad Authorization header, 1000 invalid user. */
const BAD_CREDENTIALS = new Set(['9109', '6003', '6111', '1000', '10001']);

export interface CloudflareCredentials {
  apiToken: string;
}

interface Envelope {
  success?: boolean;
  errors?: { code?: number; message?: string }[];
  result?: unknown;
  result_info?: { page?: number; total_pages?: number };
}

export function createCloudflareConnector(
  options: { credentials: CloudflareCredentials; apiBase?: string } & Omit<ProviderHttpOptions, 'provider'>,
): DnsProviderConnector {
  const base = (options.apiBase ?? CLOUDFLARE_API_BASE).replace(/\/$/, '');
  const http = { ...options, provider: 'cloudflare' as const };

  async function call(method: string, path: string, body?: unknown): Promise<Envelope> {
    const answer = await requestJson(http, `${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${options.credentials.apiToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const envelope = (answer.body ?? {}) as Envelope;
    if (answer.status < 300 && envelope.success !== false) return envelope;
    const first = envelope.errors?.[0];
    const code = first?.code === undefined ? `HTTP ${answer.status}` : String(first.code);
    const detail = { code, message: first?.message };
    if (answer.status === 429 || code === '971')
      throw new DnsProviderError('cloudflare', 'rateLimited', {
        ...detail,
        retryAfterMs: retryAfterMs(answer.headers.get('retry-after')),
      });
    if (BAD_CREDENTIALS.has(code) || answer.status === 401)
      throw new DnsProviderError('cloudflare', 'badCredentials', detail);
    if (answer.status === 403) throw new DnsProviderError('cloudflare', 'forbidden', detail);
    if (code === '7003') throw new DnsProviderError('cloudflare', 'noZone', detail);
    throw new DnsProviderError('cloudflare', 'rejected', detail);
  }

  async function zones(): Promise<{ id: string; name: string }[]> {
    const found: { id: string; name: string }[] = [];
    for (let page = 1; page <= 20; page++) {
      const envelope = await call('GET', `/zones?per_page=50&page=${page}`);
      for (const zone of (envelope.result ?? []) as { id: string; name: string }[])
        found.push({ id: zone.id, name: canonicalName(zone.name) });
      if (page >= (envelope.result_info?.total_pages ?? 1)) break;
    }
    return found;
  }

  async function publishTxt(fqdn: string, value: string): Promise<TxtRecordRef> {
    const name = canonicalName(fqdn);
    const visible = await zones();
    const match = findZone(
      name,
      visible.map((z) => z.name),
    );
    if (!match) throw new DnsProviderError('cloudflare', 'noZone', { message: `no zone holds ${name}` });
    const zoneId = visible.find((z) => z.name === match.zone)!.id;
    const ref = (recordId: string): TxtRecordRef => ({
      provider: 'cloudflare',
      zone: match.zone,
      zoneId,
      recordId,
      fqdn: name,
      value,
    });
    try {
      const created = await call('POST', `/zones/${zoneId}/dns_records`, {
        type: 'TXT',
        name,
        content: value,
        ttl: TXT_TTL,
      });
      return ref((created.result as { id: string }).id);
    } catch (error) {
      // 81058 "An identical record already exists": publishing again is not an error, the record is the same.
      if (!(error instanceof DnsProviderError) || error.providerCode !== '81058') throw error;
      const query = new URLSearchParams({ type: 'TXT', name, content: value });
      const listed = await call('GET', `/zones/${zoneId}/dns_records?${query}`);
      const existing = ((listed.result ?? []) as { id: string }[])[0];
      if (!existing) throw error;
      return ref(existing.id);
    }
  }

  async function removeTxt(ref: TxtRecordRef): Promise<void> {
    const zoneId = ref.zoneId ?? (await zones()).find((z) => z.name === ref.zone)?.id;
    if (!zoneId) throw new DnsProviderError('cloudflare', 'noZone', { message: `no zone ${ref.zone}` });
    try {
      await call('DELETE', `/zones/${zoneId}/dns_records/${encodeURIComponent(ref.recordId)}`);
    } catch (error) {
      // 81044 "Record does not exist": removed already.
      if (!(error instanceof DnsProviderError) || error.providerCode !== '81044') throw error;
    }
  }

  return {
    provider: 'cloudflare',
    async verify(verifyOptions: VerifyOptions = {}) {
      const verified = await call('GET', '/user/tokens/verify');
      const status = (verified.result as { status?: string } | undefined)?.status;
      if (status !== 'active')
        throw new DnsProviderError('cloudflare', 'badCredentials', {
          code: 'status',
          message: String(status),
        });
      const names = (await zones()).map((z) => z.name);
      if (verifyOptions.writeProbe) {
        if (!names[0])
          throw new DnsProviderError('cloudflare', 'noZone', { message: 'the token sees no zone' });
        await removeTxt(await publishTxt(`${PROBE_LABEL}.${names[0]}`, `check-${Date.now()}`));
      }
      return { ok: true as const, zones: names };
    },
    publishTxt,
    removeTxt,
  };
}

/** Retry-After in seconds or as an HTTP date; 1 s when absent or unreadable. */
export function retryAfterMs(header: string | null): number {
  if (!header) return 1000;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? 1000 : Math.max(0, at - Date.now());
}
