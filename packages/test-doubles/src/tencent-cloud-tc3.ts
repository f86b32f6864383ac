/**
 * Tencent Cloud API 3.0's request signature, TC3-HMAC-SHA256, as the DNSPod emulator checks it. Written from
 * "Signature v3" (https://www.tencentcloud.com/document/product/267/37447, the same page under every product's API
 * docs, e.g. https://tencentcloud.com/document/api/1227/61798) and checked against that page's worked example
 * (SecretKey `Gu5t9xGARNpq86cd98joQYCN3*******`, timestamp 1551113065, signature `2230eefd…7652c`):
 *
 *   CanonicalRequest = Method \n CanonicalURI ("/") \n CanonicalQueryString ("" for POST) \n
 *                      CanonicalHeaders (each signed header as `name:value\n`, name and value lower-cased and
 *                      trimmed, in SignedHeaders order) \n SignedHeaders (`content-type;host[;…]`) \n
 *                      hex(SHA256(payload))
 *   StringToSign     = "TC3-HMAC-SHA256" \n Timestamp \n CredentialScope (`YYYY-MM-DD/<service>/tc3_request`, the
 *                      UTC date of Timestamp) \n hex(SHA256(CanonicalRequest))
 *   Signature        = hex(HMAC(HMAC(HMAC(HMAC("TC3" + SecretKey, Date), Service), "tc3_request"), StringToSign))
 *   Authorization    = `TC3-HMAC-SHA256 Credential=<SecretId>/<CredentialScope>, SignedHeaders=…, Signature=…`
 *
 * The server's connector signs with its own implementation (apps/server/src/integrations/dns-providers/
 * tc3-signature.ts); the two are written apart on purpose, so a test of one against the other checks the docs.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const ALGORITHM = 'TC3-HMAC-SHA256';
/** "Timestamp and server time cannot differ by more than five minutes" (AuthFailure.SignatureExpire). */
export const TC3_MAX_SKEW_SECONDS = 300;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

export interface Tc3Input {
  secretKey: string;
  service: string;
  method: string;
  /** Header values by lower-case name; the ones named in `signedHeaders` are signed. */
  headers: Record<string, string>;
  signedHeaders: string[];
  payload: string | Buffer;
  timestamp: number;
  query?: string;
}

export function tc3Signature(input: Tc3Input): { signature: string; scope: string } {
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const canonicalHeaders = input.signedHeaders
    .map((name) => `${name}:${(input.headers[name] ?? '').trim().toLowerCase()}\n`)
    .join('');
  const canonicalRequest = [
    input.method.toUpperCase(),
    '/',
    input.query ?? '',
    canonicalHeaders,
    input.signedHeaders.join(';'),
    sha256(input.payload),
  ].join('\n');
  const scope = `${date}/${input.service}/tc3_request`;
  const stringToSign = [ALGORITHM, String(input.timestamp), scope, sha256(canonicalRequest)].join('\n');
  const signing = hmac(hmac(hmac(`TC3${input.secretKey}`, date), input.service), 'tc3_request');
  return { signature: createHmac('sha256', signing).update(stringToSign).digest('hex'), scope };
}

export type Tc3Refusal =
  | 'AuthFailure.InvalidAuthorization'
  | 'AuthFailure.SecretIdNotFound'
  | 'AuthFailure.SignatureExpire'
  | 'AuthFailure.SignatureFailure';

export interface Tc3Request {
  method: string;
  /** Lower-case names, as node:http gives them. */
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * Checks a request's Authorization against the secret its SecretId names. Returns the SecretId, or the refusal
 * Tencent Cloud answers: a malformed header, an unknown key, a timestamp more than five minutes from now, a
 * signature that does not match (a changed body, header, date, service or key).
 */
export function verifyTc3(
  request: Tc3Request,
  options: { service: string; secretKeyOf: (secretId: string) => string | undefined; nowMs: number },
): { ok: true; secretId: string } | { ok: false; code: Tc3Refusal; message: string } {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : (value ?? '');
  };
  const auth =
    /^TC3-HMAC-SHA256 Credential=([^/\s,]+)\/(\d{4}-\d{2}-\d{2})\/([\w-]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      header('authorization'),
    );
  const invalid = (message: string) => ({
    ok: false as const,
    code: 'AuthFailure.InvalidAuthorization' as const,
    message,
  });
  if (!auth) return invalid('Authorization in the request header is invalid.');
  const [, secretId, date, service, signed, signature] = auth as unknown as string[];
  const signedHeaders = signed!.split(';');
  if (!signedHeaders.includes('content-type') || !signedHeaders.includes('host'))
    return invalid('SignedHeaders must include content-type and host.');
  const timestamp = Number(header('x-tc-timestamp'));
  if (!Number.isInteger(timestamp) || timestamp <= 0)
    return invalid('X-TC-Timestamp is missing or malformed.');
  const secretKey = options.secretKeyOf(secretId!);
  if (secretKey === undefined)
    return {
      ok: false,
      code: 'AuthFailure.SecretIdNotFound',
      message: 'The SecretId is not found, please ensure that your SecretId is correct.',
    };
  if (Math.abs(options.nowMs / 1000 - timestamp) > TC3_MAX_SKEW_SECONDS)
    return {
      ok: false,
      code: 'AuthFailure.SignatureExpire',
      message: 'Signature expired. Timestamp and server time cannot differ by more than five minutes.',
    };
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) headers[name] = header(name);
  const expected = tc3Signature({
    secretKey,
    service: options.service,
    method: request.method,
    headers,
    signedHeaders,
    payload: request.body,
    timestamp,
  });
  const matches =
    date === expected.scope.slice(0, 10) &&
    service === options.service &&
    timingSafeEqual(Buffer.from(signature!, 'hex'), Buffer.from(expected.signature, 'hex'));
  if (!matches)
    return {
      ok: false,
      code: 'AuthFailure.SignatureFailure',
      message: 'The provided credentials could not be validated. Please check your signature is correct.',
    };
  return { ok: true, secretId: secretId! };
}
