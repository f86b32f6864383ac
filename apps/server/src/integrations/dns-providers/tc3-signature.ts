/**
 * Signs a Tencent Cloud API 3.0 call with TC3-HMAC-SHA256, as "Signature v3" documents it
 * (https://www.tencentcloud.com/document/product/267/37447; the same page under each product, e.g.
 * https://tencentcloud.com/document/api/1227/61798): a canonical request of the method, URI `/`, empty query,
 * the signed headers `content-type` and `host` (name:value lower-case, one per line), their names, and the
 * SHA-256 of the JSON body; a string to sign of the algorithm, the timestamp, the credential scope
 * `<UTC date>/<service>/tc3_request` and the canonical request's hash; a key derived by HMAC-SHA256 from
 * "TC3" + SecretKey over the date, the service and "tc3_request". Its worked example is the unit test.
 */
import { createHash, createHmac } from 'node:crypto';

export interface Tc3SignInput {
  secretId: string;
  secretKey: string;
  /** The product's service name, the host's first label: `dnspod`. */
  service: string;
  /** The Host header the request is sent with. */
  host: string;
  contentType: string;
  /** The exact bytes sent as the body. */
  payload: string;
  /** Unix seconds; also sent as X-TC-Timestamp. */
  timestamp: number;
}

const hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const mac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** The Authorization header value for one POST. */
export function tc3Authorization(input: Tc3SignInput): string {
  const signedHeaders = 'content-type;host';
  const canonicalRequest =
    `POST\n/\n\n` +
    `content-type:${input.contentType.toLowerCase()}\nhost:${input.host.toLowerCase()}\n\n` +
    `${signedHeaders}\n${hex(input.payload)}`;
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const scope = `${date}/${input.service}/tc3_request`;
  const stringToSign = `TC3-HMAC-SHA256\n${input.timestamp}\n${scope}\n${hex(canonicalRequest)}`;
  const key = mac(mac(mac(`TC3${input.secretKey}`, date), input.service), 'tc3_request');
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  return `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}
