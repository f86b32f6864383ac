import { createHmac, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { x509 } from '../lib/pki/crypto-provider.js';

/**
 * A small RFC 8555 client for tests of the portal's ACME server through `app.inject()`: it signs flattened JWS
 * requests (ES256 by default, RS256 on request), keeps nonces, and builds an external account binding. The real
 * clients (lego, certbot) are run against a listening portal in acme-lego.test.ts.
 */
export interface AcmeReply {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Record<string, unknown>;
  text: string;
}

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export class TestAcmeClient {
  readonly privateKey: KeyObject;
  readonly jwk: Record<string, string>;
  readonly alg: 'ES256' | 'RS256';
  /** The account URL once registered (the kid of later requests). */
  kid: string | undefined;
  private nonces: string[] = [];

  constructor(
    private readonly app: FastifyInstance,
    /** The ACME base as the portal names it (publicUrl + /acme). */
    readonly base = 'http://portal.test/acme',
    keyType: 'ec' | 'rsa' = 'ec',
  ) {
    const pair =
      keyType === 'ec'
        ? generateKeyPairSync('ec', { namedCurve: 'P-256' })
        : generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.privateKey = pair.privateKey;
    const exported = pair.publicKey.export({ format: 'jwk' }) as Record<string, string>;
    this.jwk =
      keyType === 'ec'
        ? { kty: 'EC', crv: exported.crv!, x: exported.x!, y: exported.y! }
        : { kty: 'RSA', n: exported.n!, e: exported.e! };
    this.alg = keyType === 'ec' ? 'ES256' : 'RS256';
  }

  /** The path of a full ACME URL (inject takes paths). */
  pathOf(url: string): string {
    return new URL(url).pathname;
  }

  async newNonce(): Promise<string> {
    const head = await this.app.inject({ method: 'HEAD', url: `${this.pathOf(this.base)}/new-nonce` });
    return String(head.headers['replay-nonce']);
  }

  private async takeNonce(): Promise<string> {
    return this.nonces.pop() ?? (await this.newNonce());
  }

  /** A flattened JWS over `payload` (null: POST-as-GET), signed with this client's key. */
  signed(
    url: string,
    payload: unknown,
    options: { nonce?: string; useJwk?: boolean; key?: KeyObject; alg?: string; header?: object },
  ) {
    const header = {
      alg: options.alg ?? this.alg,
      ...(options.nonce === undefined ? {} : { nonce: options.nonce }),
      url,
      ...(options.useJwk || !this.kid ? { jwk: this.jwk } : { kid: this.kid }),
      ...options.header,
    };
    const protectedB64 = b64(JSON.stringify(header));
    const payloadB64 = payload === null ? '' : b64(JSON.stringify(payload));
    const data = Buffer.from(`${protectedB64}.${payloadB64}`);
    const key = options.key ?? this.privateKey;
    const signature =
      this.alg === 'ES256'
        ? sign('sha256', data, { key, dsaEncoding: 'ieee-p1363' })
        : sign('sha256', data, key);
    return { protected: protectedB64, payload: payloadB64, signature: b64(signature) };
  }

  /** Sends a JWS body as application/jose+json; keeps the answer's nonce. */
  async send(url: string, body: unknown): Promise<AcmeReply> {
    const response = await this.app.inject({
      method: 'POST',
      url: this.pathOf(url),
      headers: { 'content-type': 'application/jose+json' },
      payload: JSON.stringify(body),
    });
    const nonce = response.headers['replay-nonce'];
    if (typeof nonce === 'string') this.nonces.push(nonce);
    let parsed: Record<string, unknown> = {};
    try {
      parsed = response.json();
    } catch {
      parsed = {};
    }
    return { status: response.statusCode, headers: response.headers, body: parsed, text: response.body };
  }

  /** Signs and sends; a badNonce answer is retried once with its fresh nonce, as RFC 8555 6.5 clients do. */
  async post(url: string, payload: unknown, options: { useJwk?: boolean } = {}): Promise<AcmeReply> {
    const reply = await this.send(
      url,
      this.signed(url, payload, { nonce: await this.takeNonce(), ...options }),
    );
    if (reply.body.type !== 'urn:ietf:params:acme:error:badNonce') return reply;
    return this.send(url, this.signed(url, payload, { nonce: await this.takeNonce(), ...options }));
  }

  /** The externalAccountBinding object for this client's key (RFC 8555 7.3.4), HS256. */
  eab(kid: string, hmacKey: string, url = `${this.base}/new-account`, jwk: object = this.jwk) {
    const protectedB64 = b64(JSON.stringify({ alg: 'HS256', kid, url }));
    const payloadB64 = b64(JSON.stringify(jwk));
    const mac = createHmac('sha256', Buffer.from(hmacKey, 'base64url'))
      .update(`${protectedB64}.${payloadB64}`)
      .digest();
    return { protected: protectedB64, payload: payloadB64, signature: b64(mac) };
  }

  /** Registers with EAB; remembers the account URL. */
  async register(kid: string, hmacKey: string): Promise<AcmeReply> {
    const reply = await this.post(
      `${this.base}/new-account`,
      {
        termsOfServiceAgreed: true,
        contact: ['mailto:ops@example.com'],
        externalAccountBinding: this.eab(kid, hmacKey),
      },
      { useJwk: true },
    );
    if (reply.status === 201 || reply.status === 200) this.kid = String(reply.headers.location);
    return reply;
  }
}

/** A CSR (base64url DER) for these names, with a fresh P-256 key; CN is the first name. */
export async function csrFor(names: string[]): Promise<string> {
  const algorithm = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
  const keys = await crypto.subtle.generateKey(algorithm, true, ['sign', 'verify']);
  const csr = await x509.Pkcs10CertificateRequestGenerator.create({
    name: `CN=${names[0]}`,
    keys,
    signingAlgorithm: algorithm,
    extensions: [new x509.SubjectAlternativeNameExtension(names.map((value) => ({ type: 'dns', value })))],
  });
  return Buffer.from(csr.rawData).toString('base64url');
}
