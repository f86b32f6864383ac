import { createHmac, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AcmeProblem } from './acme-problem.js';
import {
  dns01Value,
  jwkThumbprint,
  keyAuthorization,
  parseJws,
  readExternalAccountBinding,
  verifyJwsSignature,
  type Jwk,
} from './jws.js';

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function keyPair(kind: 'P-256' | 'P-384' | 'rsa' | 'ed25519') {
  const pair =
    kind === 'rsa'
      ? generateKeyPairSync('rsa', { modulusLength: 2048 })
      : kind === 'ed25519'
        ? generateKeyPairSync('ed25519')
        : generateKeyPairSync('ec', { namedCurve: kind });
  return { privateKey: pair.privateKey, jwk: pair.publicKey.export({ format: 'jwk' }) as Jwk };
}

function jws(alg: string, privateKey: KeyObject, header: object, payload: unknown) {
  const protectedB64 = b64(JSON.stringify({ alg, nonce: 'n', url: 'https://ca/acme/new-order', ...header }));
  const payloadB64 = payload === null ? '' : b64(JSON.stringify(payload));
  const data = Buffer.from(`${protectedB64}.${payloadB64}`);
  const signature =
    alg === 'EdDSA'
      ? sign(null, data, privateKey)
      : alg.startsWith('ES')
        ? sign(alg === 'ES384' ? 'sha384' : 'sha256', data, { key: privateKey, dsaEncoding: 'ieee-p1363' })
        : sign('sha256', data, privateKey);
  return { protected: protectedB64, payload: payloadB64, signature: b64(signature) };
}

const problemOf = (run: () => unknown): AcmeProblem => {
  try {
    run();
  } catch (error) {
    if (error instanceof AcmeProblem) return error;
    throw error;
  }
  throw new Error('expected an ACME problem');
};

describe('JWS signatures', () => {
  it.each([
    ['ES256', 'P-256'],
    ['ES384', 'P-384'],
    ['RS256', 'rsa'],
    ['EdDSA', 'ed25519'],
  ] as const)('verifies %s with the JWK', (alg, kind) => {
    const { privateKey, jwk } = keyPair(kind);
    const parsed = parseJws(jws(alg, privateKey, { jwk }, { hello: 'world' }));
    expect(parsed.payload).toEqual({ hello: 'world' });
    expect(() => verifyJwsSignature(parsed, jwk)).not.toThrow();
  });

  it('refuses a signature over other content, by another key, or an alg that does not fit the key', () => {
    const { privateKey, jwk } = keyPair('P-256');
    const signed = jws('ES256', privateKey, { jwk }, { a: 1 });
    const other = jws('ES256', privateKey, { jwk }, { a: 2 });
    const tampered = parseJws({ ...signed, payload: other.payload });
    expect(problemOf(() => verifyJwsSignature(tampered, jwk)).type).toBe('malformed');
    const stranger = keyPair('P-256');
    expect(problemOf(() => verifyJwsSignature(parseJws(signed), stranger.jwk)).detail).toContain('signature');
    const p384 = keyPair('P-384');
    const mismatch = parseJws(jws('ES384', p384.privateKey, { jwk: p384.jwk }, {}));
    expect(problemOf(() => verifyJwsSignature(mismatch, jwk)).type).toBe('badSignatureAlgorithm');
    const none = parseJws({
      ...signed,
      protected: b64(JSON.stringify({ alg: 'none', nonce: 'n', url: 'u' })),
    });
    const problem = problemOf(() => verifyJwsSignature(none, jwk));
    expect(problem.type).toBe('badSignatureAlgorithm');
    expect(problem.toJSON().algorithms).toContain('ES256');
  });

  it('refuses private keys, small RSA keys and malformed bodies', () => {
    const { privateKey } = keyPair('P-256');
    const privateJwk = privateKey.export({ format: 'jwk' }) as Jwk;
    const signed = parseJws(jws('ES256', privateKey, { jwk: privateJwk }, {}));
    expect(problemOf(() => verifyJwsSignature(signed, privateJwk)).type).toBe('badPublicKey');
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const smallJwk = small.publicKey.export({ format: 'jwk' }) as Jwk;
    const smallSigned = parseJws(jws('RS256', small.privateKey, { jwk: smallJwk }, {}));
    expect(problemOf(() => verifyJwsSignature(smallSigned, smallJwk)).type).toBe('badPublicKey');
    for (const body of [
      null,
      'text',
      { protected: 'a' },
      { signatures: [] },
      { protected: '!!', payload: '', signature: '' },
    ])
      expect(problemOf(() => parseJws(body)).type).toBe('malformed');
    expect(parseJws(jws('ES256', privateKey, {}, null)).payload).toBeNull();
  });
});

describe('thumbprints and key authorizations', () => {
  it('matches the RFC 7638 example thumbprint', () => {
    const jwk = {
      kty: 'RSA',
      n: '0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_BJECPebWKRXjBZCiFV4n3oknjhMstn64tZ_2W-5JsGY4Hc5n9yBXArwl93lqt7_RN5w6Cf0h4QyQ5v-65YGjQR0_FDW2QvzqY368QQMicAtaSqzs8KJZgnYb9c7d0zgdAZHzu6qMQvRL5hajrn1n91CbOpbISD08qNLyrdkt-bFTWhAI4vMQFh6WeZu0fM4lFd2NcRwr3XPksINHaQ-G_xBniIqbw0Ls1jF44-csFCur-kEgU8awapJzKnqDKgw',
      e: 'AQAB',
      alg: 'RS256',
      kid: '2011-04-29',
    };
    expect(jwkThumbprint(jwk)).toBe('NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs');
  });

  it('builds the dns-01 value as base64url(SHA-256(key authorization))', () => {
    const keyAuth = keyAuthorization('token', 'thumb');
    expect(keyAuth).toBe('token.thumb');
    expect(dns01Value(keyAuth)).toMatch(/^[\w-]{43}$/);
  });
});

describe('external account binding', () => {
  const url = 'https://ca/acme/new-account';
  const hmacKey = Buffer.alloc(32, 9);
  function binding(
    jwk: object,
    options: { kid?: string; alg?: string; url?: string; key?: Buffer; nonce?: string } = {},
  ) {
    const protectedB64 = b64(
      JSON.stringify({
        alg: options.alg ?? 'HS256',
        kid: options.kid ?? 'eab_kid',
        url: options.url ?? url,
        ...(options.nonce ? { nonce: options.nonce } : {}),
      }),
    );
    const payloadB64 = b64(JSON.stringify(jwk));
    const mac = createHmac('sha256', options.key ?? hmacKey)
      .update(`${protectedB64}.${payloadB64}`)
      .digest();
    return { protected: protectedB64, payload: payloadB64, signature: b64(mac) };
  }

  it('reads the kid and verifies the MAC over the account key', () => {
    const { jwk } = keyPair('P-256');
    const check = readExternalAccountBinding(binding(jwk), url, jwk);
    expect(check.kid).toBe('eab_kid');
    expect(() => check.verify(hmacKey)).not.toThrow();
    expect(problemOf(() => check.verify(Buffer.alloc(32, 1))).type).toBe('unauthorized');
  });

  it('refuses a binding of another key, another url, a nonce, or a non-HMAC alg', () => {
    const { jwk } = keyPair('P-256');
    const other = keyPair('P-256').jwk;
    expect(problemOf(() => readExternalAccountBinding(binding(other), url, jwk)).type).toBe('unauthorized');
    expect(
      problemOf(() => readExternalAccountBinding(binding(jwk, { url: 'https://x' }), url, jwk)).type,
    ).toBe('malformed');
    expect(problemOf(() => readExternalAccountBinding(binding(jwk, { nonce: 'n' }), url, jwk)).type).toBe(
      'malformed',
    );
    expect(problemOf(() => readExternalAccountBinding(binding(jwk, { alg: 'RS256' }), url, jwk)).type).toBe(
      'badSignatureAlgorithm',
    );
    expect(problemOf(() => readExternalAccountBinding('nope', url, jwk)).type).toBe('malformed');
  });
});
