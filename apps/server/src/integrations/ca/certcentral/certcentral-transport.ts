import { CaError } from '../certificate-authority.js';

/**
 * One exchange with CertCentral's Services API v2: the `X-DC-DEVKEY` header, JSON in and out, a time limit, and
 * every failure as a CaError the order service understands. DigiCert answers errors as
 * `{"errors":[{"code","message"}]}`; the first code and message go into the CaError's detail.
 */
export interface CertCentralTransportOptions {
  apiBase: string;
  apiKey: string;
  fetch?: typeof fetch;
  /** Per request, milliseconds (default 30 s). */
  timeoutMs?: number;
}

export interface CertCentralAnswer {
  status: number;
  json: Record<string, unknown>;
  text: string;
}

export type CertCentralCall = (
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
) => Promise<CertCentralAnswer>;

const DEFAULT_TIMEOUT_MS = 30_000;

/** A 4xx the caller reads itself (a DCV value not found yet is not a failure of the order). */
export class CertCentralRefusal extends CaError {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(kindOf(status, code), message, { status: String(status), code });
  }
}

function kindOf(status: number, code: string): CaError['kind'] {
  if (status === 404) return 'notFound';
  if (code.startsWith('caa_')) return 'caaForbids';
  return 'refused';
}

export function createTransport(options: CertCentralTransportOptions): CertCentralCall {
  const base = options.apiBase.replace(/\/+$/, '');
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return async (method, path, body) => {
    const url = `${base}${path}`;
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await send(url, {
        method,
        headers: {
          'X-DC-DEVKEY': options.apiKey,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal,
      });
      text = await response.text();
    } catch (error) {
      // Node's fetch reports a TimeoutError, node:https (caBundlePem) an AbortError: the signal tells both.
      const timedOut = signal.aborted;
      throw new CaError(
        'unavailable',
        timedOut
          ? `CertCentral did not answer within ${timeoutMs} ms`
          : `CertCentral cannot be reached: ${error instanceof Error ? error.message : String(error)}`,
        { url, reason: timedOut ? 'timeout' : 'network' },
      );
    }
    const json = parseJson(text);
    if (response.ok) return { status: response.status, json, text };

    const first = Array.isArray(json.errors) ? (json.errors[0] as Record<string, unknown>) : undefined;
    const code = typeof first?.code === 'string' ? first.code : '';
    const message = typeof first?.message === 'string' ? first.message : `HTTP ${response.status}`;
    if (response.status === 429 || response.status >= 500) {
      const retryAfter = response.headers.get('retry-after');
      throw new CaError('unavailable', `CertCentral answered HTTP ${response.status}: ${message}`, {
        url,
        status: String(response.status),
        code,
        ...(retryAfter ? { retryAfterSeconds: retryAfterSeconds(retryAfter) } : {}),
      });
    }
    throw new CertCentralRefusal(response.status, code, `CertCentral refused ${method} ${path}: ${message}`);
  };
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = text ? JSON.parse(text) : {};
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Retry-After is seconds or an HTTP date (RFC 9110 section 10.2.3); answered as seconds. */
function retryAfterSeconds(value: string): string {
  if (/^\d+$/.test(value.trim())) return value.trim();
  const at = Date.parse(value);
  return Number.isNaN(at) ? value : String(Math.max(0, Math.ceil((at - Date.now()) / 1000)));
}
