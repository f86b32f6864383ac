import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { DnsLookupError } from '../dns/dns-lookup-error.js';
import { isPublicAddress } from './address-policy.js';
import { ValidationFetchError } from './validation-fetch-error.js';

export interface ValidationFetcherOptions {
  /** Port of the first request (DCV_HTTP_PORT); redirects may go to it, 80 or 443. */
  port?: number;
  /** DCV_ALLOW_PRIVATE_ADDRESSES: tests reach loopback servers; never in production. */
  allowPrivateAddresses?: boolean;
  /** Budget for the whole fetch: look-ups, redirects and body. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Names are resolved here, not by the system, so DNS_SERVERS is honoured. */
  resolver: { resolve4(name: string): Promise<string[]> };
}

export interface ValidationResponse {
  status: number;
  body: string;
  /** Where the body came from, after redirects. */
  finalUrl: string;
}

export interface ValidationFetcher {
  /** GET http://{domain}[:port]{path}. `domain` may be an IPv4 literal. Throws ValidationFetchError. */
  fetch(domain: string, path: string): Promise<ValidationResponse>;
}

/** BR 3.2.2.4.18: only these redirect statuses may be followed. */
const FOLLOWED_REDIRECTS: ReadonlySet<number> = new Set([301, 302, 307, 308]);
const USER_AGENT = 'cert-portal-domain-validation/1.0';

export function createValidationFetcher(options: ValidationFetcherOptions): ValidationFetcher {
  const port = options.port ?? 80;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 64 * 1024;
  const maxRedirects = options.maxRedirects ?? 3;
  // BR 3.2.2.4.18 "Authorized Ports" are 80 and 443; the configured port lets tests use a high one.
  const authorizedPorts = new Set([80, 443, port]);

  async function addressOf(url: URL, signal: AbortSignal): Promise<string> {
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const addresses = isIP(host) ? [host] : await withinDeadline(lookUp(host, url), signal, url);
    if (addresses.length === 0) throw new ValidationFetchError('noAddress', url.href, host);
    const reachable = options.allowPrivateAddresses ? addresses : addresses.filter(isPublicAddress);
    if (!reachable[0]) throw new ValidationFetchError('privateAddress', url.href, addresses.join(', '));
    return reachable[0];
  }

  async function lookUp(host: string, url: URL): Promise<string[]> {
    try {
      return await options.resolver.resolve4(host);
    } catch (error) {
      if (error instanceof DnsLookupError)
        throw new ValidationFetchError('dnsLookupFailed', url.href, error.kind);
      throw error;
    }
  }

  return {
    async fetch(domain, path) {
      const signal = AbortSignal.timeout(timeoutMs);
      let url = new URL(`http://${domain}:${port}${path}`);
      for (let redirects = 0; ; redirects++) {
        const address = await addressOf(url, signal);
        const answer = await get(url, address, signal, maxBytes);
        if (answer.location === undefined)
          return { status: answer.status, body: answer.body, finalUrl: url.href };
        if (redirects >= maxRedirects) {
          throw new ValidationFetchError('tooManyRedirects', url.href, String(maxRedirects));
        }
        url = redirectTarget(url, answer.location, authorizedPorts);
      }
    },
  };
}

/** BR 3.2.2.4.18: redirects go to http or https URLs on an authorized port. */
function redirectTarget(from: URL, location: string, authorizedPorts: ReadonlySet<number>): URL {
  let target: URL;
  try {
    target = new URL(location, from);
  } catch {
    throw new ValidationFetchError('redirectRefused', from.href, location);
  }
  const secure = target.protocol === 'https:';
  const port = Number(target.port || (secure ? 443 : 80));
  if ((!secure && target.protocol !== 'http:') || !authorizedPorts.has(port)) {
    throw new ValidationFetchError('redirectRefused', from.href, target.href);
  }
  target.hash = '';
  return target;
}

interface Answer {
  status: number;
  body: string;
  /** Set when the answer is a redirect to follow. */
  location?: string;
}

/** One GET to an already vetted address, with the URL's host name in Host (and SNI). */
function get(url: URL, address: string, signal: AbortSignal, maxBytes: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const fail = (kind: 'timeout' | 'tooLarge' | 'unreachable', detail = '') =>
      reject(new ValidationFetchError(kind, url.href, detail));
    const failFrom = (error: NodeJS.ErrnoException) =>
      signal.aborted ? fail('timeout') : fail('unreachable', error.code ?? error.message);
    const secure = url.protocol === 'https:';
    const hostName = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const request = (secure ? https : http).request({
      host: address,
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      headers: { host: url.host, 'user-agent': USER_AGENT, accept: '*/*', connection: 'close' },
      agent: false,
      signal,
      // A site asking for its first certificate often has no valid one yet; the random value proves control.
      ...(secure ? { servername: isIP(hostName) ? undefined : hostName, rejectUnauthorized: false } : {}),
    });
    request.on('error', failFrom);
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (FOLLOWED_REDIRECTS.has(status) && location !== undefined) {
        request.destroy();
        return resolve({ status, body: '', location });
      }
      if (Number(response.headers['content-length']) > maxBytes) {
        request.destroy();
        return fail('tooLarge', String(maxBytes));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= maxBytes) return void chunks.push(chunk);
        request.destroy();
        fail('tooLarge', String(maxBytes));
      });
      response.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', failFrom);
      response.on('close', () => {
        if (!response.complete)
          failFrom(Object.assign(new Error('connection closed early'), { code: 'ECONNRESET' }));
      });
    });
    request.end();
  });
}

/** DNS look-ups cannot take the abort signal, so race them against it. */
function withinDeadline<T>(work: Promise<T>, signal: AbortSignal, url: URL): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new ValidationFetchError('timeout', url.href));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    void work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
