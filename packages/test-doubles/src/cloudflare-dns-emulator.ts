/**
 * Cloudflare's DNS API (v4) as a local HTTP server, for tests only: the calls a DCV connector makes to publish a TXT
 * value and take it away again, written from Cloudflare's public API documentation
 * (https://developers.cloudflare.com/api/resources/dns/subresources/records/). Every answer is Cloudflare's
 * envelope `{success, errors: [{code, message}], messages, result}` (lists add `result_info`).
 *
 * - GET    /client/v4/user/tokens/verify                   the token's id and status
 * - GET    /client/v4/zones?name=&page=&per_page=          the zones the token may read
 * - GET    /client/v4/zones/{zone_id}/dns_records?type=&name=&content=
 * - POST   /client/v4/zones/{zone_id}/dns_records          {type, name, content, ttl}: TXT, A, AAAA, CNAME
 * - DELETE /client/v4/zones/{zone_id}/dns_records/{id}
 *
 * Refusals as Cloudflare answers them: no or a malformed Authorization header 400 (6003, with 6111 in its
 * error_chain); an unknown or revoked token 403 (9109 "Invalid access token"); a token without the zone or without
 * DNS write 403 (10000 "Authentication error"); an unknown zone id 400 (7003); an identical record 400 (81058); a
 * type, name (outside the zone) or content it cannot take 400 (1004 "DNS Validation Error", the reason in its
 * error_chain); a TTL out of range 400 (9021); an unknown record 404 (81044); more requests
 * than the limit in its window (Cloudflare's is 1 200 per 5 minutes per user) 429 (971) with Retry-After.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface CloudflareToken {
  /** The zones (by name) the token's resources include. */
  zones: string[];
  /** `read`: Zone Read and DNS Read only; `edit`: DNS Write too (what a DCV connector needs). */
  access: 'read' | 'edit';
  /** A revoked or expired token answers 9109 like an unknown one. */
  status?: 'active' | 'disabled' | 'expired';
}

export interface CloudflareRecord {
  id: string;
  zone_id: string;
  zone_name: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  created_on: string;
  modified_on: string;
}

export interface CloudflareEmulatorOptions {
  /** Bearer tokens and what each may do. */
  tokens: Record<string, CloudflareToken>;
  /** The zones the account holds (names); each gets a 32-hex id. */
  zones: string[];
  /** Requests per token per window before 429 (default Cloudflare's 1 200 per 5 minutes). */
  rateLimit?: { max: number; windowMs: number };
  /** Called after every change of a zone's records (a test mirrors them into its DNS server). */
  onChange?: (record: CloudflareRecord, change: 'created' | 'deleted') => void;
}

export interface CloudflareEmulator {
  /** The API base, as `https://api.cloudflare.com/client/v4` would be configured. */
  baseUrl: string;
  zoneId(name: string): string;
  records(zoneName: string): CloudflareRecord[];
  /** Requests answered so far, refused ones included (a test checks how many calls a flow made). */
  requests: { method: string; path: string; status: number }[];
  /** The next `times` requests fail at the edge with this HTTP status (a 502/503 outage), before any check. */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

const hexId = () => randomBytes(16).toString('hex');
const envelope = (result: unknown, extra: Record<string, unknown> = {}) => ({
  success: true,
  errors: [],
  messages: [],
  result,
  ...extra,
});
const refusal = (
  status: number,
  code: number,
  message: string,
  chain?: { code: number; message: string },
) => ({
  status,
  body: {
    success: false,
    errors: [{ code, message, ...(chain ? { error_chain: [chain] } : {}) }],
    messages: [],
    result: null,
  },
});
const MIN_TTL = 60;
const MAX_TTL = 86_400;
const TYPES = new Set(['TXT', 'A', 'AAAA', 'CNAME']);

export async function startCloudflareEmulator(
  options: CloudflareEmulatorOptions,
): Promise<CloudflareEmulator> {
  const zones = new Map(options.zones.map((name) => [hexId(), name.toLowerCase()]));
  const records = new Map<string, CloudflareRecord>();
  const limit = options.rateLimit ?? { max: 1200, windowMs: 5 * 60_000 };
  const windows = new Map<string, { start: number; count: number }>();
  const requests: CloudflareEmulator['requests'] = [];
  let failures: { status: number; times: number } | undefined;

  function answer(method: string, url: URL, auth: string | undefined, body: Record<string, unknown>): Answer {
    const bearer = /^Bearer ([\w-]+)$/.exec(auth ?? '');
    if (!bearer)
      return refusal(400, 6003, 'Invalid request headers', {
        code: 6111,
        message: 'Invalid format for Authorization header',
      });
    const token = options.tokens[bearer[1]!];
    if (!token || (token.status ?? 'active') !== 'active') return refusal(403, 9109, 'Invalid access token');
    const now = Date.now();
    const window = windows.get(bearer[1]!);
    if (!window || now - window.start >= limit.windowMs) windows.set(bearer[1]!, { start: now, count: 1 });
    else if (++window.count > limit.max) {
      const wait = Math.ceil((window.start + limit.windowMs - now) / 1000);
      return {
        ...refusal(429, 971, 'Please wait and consider throttling your request speed'),
        headers: { 'retry-after': String(wait) },
      };
    }
    const path = url.pathname.replace(/^\/client\/v4/, '');
    if (method === 'GET' && path === '/user/tokens/verify')
      return { status: 200, body: envelope({ id: bearer[1]!.slice(0, 32), status: 'active' }) };
    const readable = (name: string) => token.zones.map((z) => z.toLowerCase()).includes(name);
    if (method === 'GET' && path === '/zones') {
      const wanted = url.searchParams.get('name')?.toLowerCase();
      const list = [...zones]
        .filter(([, name]) => readable(name) && (!wanted || name === wanted))
        .map(([id, name]) => ({ id, name, status: 'active', paused: false, type: 'full' }));
      const perPage = Math.min(Number(url.searchParams.get('per_page')) || 20, 50);
      const page = Math.max(Number(url.searchParams.get('page')) || 1, 1);
      const shown = list.slice((page - 1) * perPage, page * perPage);
      return {
        status: 200,
        body: envelope(shown, {
          result_info: {
            page,
            per_page: perPage,
            count: shown.length,
            total_count: list.length,
            total_pages: Math.max(1, Math.ceil(list.length / perPage)),
          },
        }),
      };
    }
    const route = /^\/zones\/([^/]+)\/dns_records(?:\/([^/]+))?$/.exec(path);
    if (!route) return refusal(400, 7000, 'No route for that URI');
    const zoneId = route[1]!;
    const zoneName = zones.get(zoneId);
    if (!zoneName)
      return refusal(400, 7003, `Could not route to ${path}, perhaps your object identifier is invalid?`);
    if (!readable(zoneName)) return refusal(403, 10000, 'Authentication error');
    const ofZone = [...records.values()].filter((r) => r.zone_id === zoneId);
    if (method === 'GET' && !route[2]) {
      const filters = ['type', 'name', 'content'] as const;
      const list = ofZone.filter((r) =>
        filters.every((key) => {
          const wanted = url.searchParams.get(key);
          return wanted === null || r[key].toLowerCase() === wanted.toLowerCase();
        }),
      );
      return {
        status: 200,
        body: envelope(list, {
          result_info: {
            page: 1,
            per_page: 100,
            count: list.length,
            total_count: list.length,
            total_pages: 1,
          },
        }),
      };
    }
    if (token.access !== 'edit') return refusal(403, 10000, 'Authentication error');
    if (method === 'POST' && !route[2]) {
      const type = String(body.type ?? '').toUpperCase();
      const name = String(body.name ?? '')
        .toLowerCase()
        .replace(/\.$/, '');
      const content = String(body.content ?? '');
      const ttl = body.ttl === undefined ? 1 : Number(body.ttl);
      const invalid = (message: string) =>
        refusal(400, 1004, 'DNS Validation Error', { code: 9000, message });
      if (!TYPES.has(type)) return invalid(`The record type ${type || '(none)'} is not supported here.`);
      if (name !== zoneName && !name.endsWith(`.${zoneName}`))
        return invalid(`${name || '(no name)'} is not in the zone ${zoneName}.`);
      if (!content) return invalid(`Content for ${type} record is invalid.`);
      if (ttl !== 1 && (!Number.isInteger(ttl) || ttl < MIN_TTL || ttl > MAX_TTL))
        return refusal(
          400,
          9021,
          `Invalid TTL. Must be between ${MIN_TTL} and ${MAX_TTL} seconds, or 1 for automatic`,
        );
      if (ofZone.some((r) => r.type === type && r.name === name && r.content === content))
        return refusal(400, 81058, 'An identical record already exists.');
      const at = new Date().toISOString();
      const record: CloudflareRecord = {
        id: hexId(),
        zone_id: zoneId,
        zone_name: zoneName,
        type,
        name,
        content,
        ttl,
        proxied: false,
        created_on: at,
        modified_on: at,
      };
      records.set(record.id, record);
      options.onChange?.(record, 'created');
      return { status: 200, body: envelope(record) };
    }
    if (method === 'DELETE' && route[2]) {
      const record = records.get(route[2]);
      if (!record || record.zone_id !== zoneId) return refusal(404, 81044, 'Record does not exist.');
      records.delete(record.id);
      options.onChange?.(record, 'deleted');
      return { status: 200, body: envelope({ id: record.id }) };
    }
    return refusal(405, 10405, 'Method not allowed for this route');
  }

  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      let body: Record<string, unknown> = {};
      let result: Answer;
      try {
        const text = Buffer.concat(chunks).toString('utf8');
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        if (failures && failures.times > 0) {
          failures.times -= 1;
          result = {
            status: failures.status,
            body: { success: false, errors: [], messages: [], result: null },
          };
        } else result = answer(incoming.method ?? 'GET', url, incoming.headers.authorization, body);
      } catch {
        result = refusal(400, 6007, 'Malformed JSON in request body');
      }
      requests.push({ method: incoming.method ?? 'GET', path: url.pathname, status: result.status });
      response.writeHead(result.status, { 'content-type': 'application/json', ...result.headers });
      response.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    baseUrl: `http://127.0.0.1:${port}/client/v4`,
    zoneId(name) {
      const found = [...zones].find(([, zone]) => zone === name.toLowerCase());
      if (!found) throw new Error(`no zone ${name}`);
      return found[0];
    },
    records: (zoneName) => [...records.values()].filter((r) => r.zone_name === zoneName.toLowerCase()),
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
