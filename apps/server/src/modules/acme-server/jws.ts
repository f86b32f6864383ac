import {
  constants,
  createHash,
  createHmac,
  createPublicKey,
  timingSafeEqual,
  verify,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import { MIN_RSA_BITS } from '../../lib/pki/key-policy.js';
import { AcmeProblem } from './acme-problem.js';

/**
 * JSON Web Signatures as RFC 8555 section 6.2 uses them: the flattened JSON serialization, one signature, the
 * protected header carrying `alg`, `nonce`, `url` and either `jwk` (new account, key change) or `kid` (the
 * account URL). Verified with node:crypto on the JWK itself (createPublicKey with format 'jwk'); ECDSA signatures
 * are the raw r||s form (`dsaEncoding: 'ieee-p1363'`).
 */

export interface Jwk {
  kty: string;
  crv?: string;
  x?: string;
  y?: string;
  n?: string;
  e?: string;
  [member: string]: unknown;
}

export interface JwsHeader {
  alg: string;
  nonce?: string;
  url?: string;
  jwk?: Jwk;
  kid?: string;
}

export interface ParsedJws {
  header: JwsHeader;
  protectedB64: string;
  payloadB64: string;
  signature: Buffer;
  /** The decoded payload; null for POST-as-GET (an empty payload). */
  payload: unknown;
}

interface AlgorithmRule {
  kty: 'EC' | 'RSA' | 'OKP';
  crv?: string;
  hash: string | null;
  pss?: boolean;
}

/** What the server accepts: lego's default (ES256), certbot's (RS256, or ES256 with --key-type ecdsa) and more. */
const ALGORITHMS: Record<string, AlgorithmRule> = {
  ES256: { kty: 'EC', crv: 'P-256', hash: 'sha256' },
  ES384: { kty: 'EC', crv: 'P-384', hash: 'sha384' },
  ES512: { kty: 'EC', crv: 'P-521', hash: 'sha512' },
  RS256: { kty: 'RSA', hash: 'sha256' },
  RS384: { kty: 'RSA', hash: 'sha384' },
  RS512: { kty: 'RSA', hash: 'sha512' },
  PS256: { kty: 'RSA', hash: 'sha256', pss: true },
  EdDSA: { kty: 'OKP', crv: 'Ed25519', hash: null },
};
export const ACCEPTED_ALGORITHMS = Object.keys(ALGORITHMS);
/** External account binding MACs (RFC 8555 7.3.4). */
const MAC_HASHES: Record<string, string> = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' };

const B64URL = /^[A-Za-z0-9_-]*$/;

export function b64urlDecode(value: string, what: string): Buffer {
  if (typeof value !== 'string' || !B64URL.test(value))
    throw new AcmeProblem('malformed', `${what} is not base64url`);
  return Buffer.from(value, 'base64url');
}

function jsonOf(bytes: Buffer, what: string): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new AcmeProblem('malformed', `${what} is not JSON`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a flattened JWS (the request body); every shape problem is `malformed`. */
export function parseJws(body: unknown): ParsedJws {
  if (!isObject(body)) throw new AcmeProblem('malformed', 'the request body is not a JWS object');
  if ('signatures' in body)
    throw new AcmeProblem('malformed', 'only the flattened JWS serialization is accepted');
  if ('header' in body) throw new AcmeProblem('malformed', 'unprotected JWS headers are not allowed');
  const { protected: protectedB64, payload: payloadB64, signature } = body;
  if (typeof protectedB64 !== 'string' || typeof payloadB64 !== 'string' || typeof signature !== 'string')
    throw new AcmeProblem('malformed', 'the JWS needs protected, payload and signature');
  const header = jsonOf(b64urlDecode(protectedB64, 'protected'), 'the protected header');
  if (!isObject(header) || typeof header.alg !== 'string')
    throw new AcmeProblem('malformed', 'the protected header has no alg');
  if (header.jwk !== undefined && header.kid !== undefined)
    throw new AcmeProblem('malformed', 'the protected header has both jwk and kid');
  if (header.jwk !== undefined && (!isObject(header.jwk) || typeof header.jwk.kty !== 'string'))
    throw new AcmeProblem('malformed', 'the protected header’s jwk is not a JSON Web Key');
  if (header.kid !== undefined && typeof header.kid !== 'string')
    throw new AcmeProblem('malformed', 'the protected header’s kid is not a string');
  if (header.nonce !== undefined && typeof header.nonce !== 'string')
    throw new AcmeProblem('malformed', 'the protected header’s nonce is not a string');
  if (header.url !== undefined && typeof header.url !== 'string')
    throw new AcmeProblem('malformed', 'the protected header’s url is not a string');
  const payload = payloadB64 === '' ? null : jsonOf(b64urlDecode(payloadB64, 'payload'), 'the payload');
  return {
    header: header as unknown as JwsHeader,
    protectedB64,
    payloadB64,
    signature: b64urlDecode(signature, 'signature'),
    payload,
  };
}

/** The public key of a JWK; a private member (`d`) or an unusable key is refused. */
export function publicKeyOf(jwk: Jwk): KeyObject {
  if ('d' in jwk || 'p' in jwk || 'k' in jwk)
    throw new AcmeProblem('badPublicKey', 'the account key must be a public key');
  if (jwk.kty !== 'EC' && jwk.kty !== 'RSA' && jwk.kty !== 'OKP')
    throw new AcmeProblem('badPublicKey', `key type ${jwk.kty} is not supported`);
  let key: KeyObject;
  try {
    key = createPublicKey({ key: jwk as unknown as JsonWebKey, format: 'jwk' });
  } catch {
    throw new AcmeProblem('badPublicKey', 'the JWK is not a valid public key');
  }
  // An account key is held to the TLS certificates' RSA minimum (key-policy.ts; boulder's key policy does the same).
  if (jwk.kty === 'RSA' && (key.asymmetricKeyDetails?.modulusLength ?? 0) < MIN_RSA_BITS.tls)
    throw new AcmeProblem('badPublicKey', `RSA account keys need at least ${MIN_RSA_BITS.tls} bits`);
  return key;
}

/** Checks the JWS signature with `jwk` under the header's `alg` (which must fit the key). */
export function verifyJwsSignature(jws: ParsedJws, jwk: Jwk): void {
  const rule = ALGORITHMS[jws.header.alg];
  if (!rule)
    throw new AcmeProblem('badSignatureAlgorithm', `alg ${jws.header.alg} is not supported`, {
      algorithms: ACCEPTED_ALGORITHMS,
    });
  if (rule.kty !== jwk.kty || (rule.crv !== undefined && rule.crv !== jwk.crv))
    throw new AcmeProblem('badSignatureAlgorithm', `alg ${jws.header.alg} does not fit the ${jwk.kty} key`, {
      algorithms: ACCEPTED_ALGORITHMS,
    });
  const key = publicKeyOf(jwk);
  const data = Buffer.from(`${jws.protectedB64}.${jws.payloadB64}`, 'ascii');
  let valid = false;
  try {
    if (rule.kty === 'EC') valid = verify(rule.hash, data, { key, dsaEncoding: 'ieee-p1363' }, jws.signature);
    else if (rule.pss)
      valid = verify(
        rule.hash,
        data,
        { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: constants.RSA_PSS_SALTLEN_DIGEST },
        jws.signature,
      );
    else valid = verify(rule.hash, data, key, jws.signature);
  } catch {
    valid = false;
  }
  if (!valid) throw new AcmeProblem('malformed', 'JWS signature verification failed');
}

/** The members RFC 7638 hashes for each key type, in lexicographic order. */
const THUMBPRINT_MEMBERS: Record<string, string[]> = {
  EC: ['crv', 'kty', 'x', 'y'],
  RSA: ['e', 'kty', 'n'],
  OKP: ['crv', 'kty', 'x'],
};

/** RFC 7638 JWK thumbprint (SHA-256, base64url): the account key's identity and half of a key authorization. */
export function jwkThumbprint(jwk: Jwk): string {
  const members = THUMBPRINT_MEMBERS[jwk.kty];
  if (!members) throw new AcmeProblem('badPublicKey', `key type ${jwk.kty} is not supported`);
  const canonical: Record<string, unknown> = {};
  for (const member of members) {
    if (typeof jwk[member] !== 'string') throw new AcmeProblem('badPublicKey', `the JWK has no ${member}`);
    canonical[member] = jwk[member];
  }
  return createHash('sha256').update(JSON.stringify(canonical)).digest('base64url');
}

/** The public members only (what is stored and shown for an account key). */
export function publicJwk(jwk: Jwk): Record<string, string> {
  const members = THUMBPRINT_MEMBERS[jwk.kty] ?? [];
  return Object.fromEntries(members.map((m) => [m, String(jwk[m])]));
}

/** The key authorization of a challenge token (RFC 8555 8.1) and its dns-01 TXT value (8.4). */
export const keyAuthorization = (token: string, thumbprint: string) => `${token}.${thumbprint}`;
export const dns01Value = (keyAuth: string) => createHash('sha256').update(keyAuth).digest('base64url');

export interface EabCheck {
  /** The kid the binding names (the portal's credential). */
  kid: string;
  /** Verifies the MAC once the caller looked up the kid's HMAC key. */
  verify(hmacKey: Buffer): void;
}

/**
 * Reads the `externalAccountBinding` of a new-account request (RFC 8555 7.3.4): a JWS with an HMAC `alg`, `kid`
 * and the same `url` as the outer request, no nonce, whose payload is the account's public JWK. Returns the kid
 * and a MAC check to run with that kid's key.
 */
export function readExternalAccountBinding(eab: unknown, outerUrl: string, accountJwk: Jwk): EabCheck {
  if (!isObject(eab)) throw new AcmeProblem('malformed', 'externalAccountBinding is not a JWS object');
  const { protected: protectedB64, payload: payloadB64, signature } = eab;
  if (typeof protectedB64 !== 'string' || typeof payloadB64 !== 'string' || typeof signature !== 'string')
    throw new AcmeProblem('malformed', 'externalAccountBinding needs protected, payload and signature');
  const header = jsonOf(b64urlDecode(protectedB64, 'externalAccountBinding protected'), 'its header');
  if (!isObject(header)) throw new AcmeProblem('malformed', 'externalAccountBinding header is not an object');
  const hash = typeof header.alg === 'string' ? MAC_HASHES[header.alg] : undefined;
  if (!hash)
    throw new AcmeProblem('badSignatureAlgorithm', 'externalAccountBinding must use HS256, HS384 or HS512', {
      algorithms: Object.keys(MAC_HASHES),
    });
  if (typeof header.kid !== 'string' || header.kid === '')
    throw new AcmeProblem('malformed', 'externalAccountBinding has no kid');
  if ('nonce' in header) throw new AcmeProblem('malformed', 'externalAccountBinding must not carry a nonce');
  if (header.url !== outerUrl)
    throw new AcmeProblem('malformed', 'externalAccountBinding url differs from the request url');
  const boundKey = jsonOf(b64urlDecode(payloadB64, 'externalAccountBinding payload'), 'its payload');
  if (!isObject(boundKey) || typeof boundKey.kty !== 'string')
    throw new AcmeProblem('malformed', 'externalAccountBinding payload is not a JWK');
  if (jwkThumbprint(boundKey as Jwk) !== jwkThumbprint(accountJwk))
    throw new AcmeProblem('unauthorized', 'externalAccountBinding binds another key than the account key');
  const mac = b64urlDecode(signature, 'externalAccountBinding signature');
  return {
    kid: header.kid,
    verify(hmacKey: Buffer) {
      const expected = createHmac(hash, hmacKey).update(`${protectedB64}.${payloadB64}`).digest();
      if (mac.length !== expected.length || !timingSafeEqual(mac, expected))
        throw new AcmeProblem('unauthorized', 'externalAccountBinding MAC verification failed');
    },
  };
}
