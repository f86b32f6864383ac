import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, createServer, type Server } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyAndCsr } from '../../../lib/pki/index.js';
import type { CertificateAuthority, IssuedCertificate } from '../certificate-authority.js';
import { createBuiltinCa } from './builtin-ca.js';

/** Real time: Node's TLS client checks the certificate dates against the system clock. */
let dataDir: string;
let ca: CertificateAuthority;
let rootPem: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-ca-tls-'));
  ca = createBuiltinCa({ dataDir, secretKey: 'tls test secret', clock: { now: () => new Date() } });
  rootPem = (await ca.rootPem())!;
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function serve(algorithm: 'RSA2048' | 'ECDSAP256'): Promise<{ server: Server; port: number }> {
  const { csrPem, privateKeyPem } = await generateKeyAndCsr({
    algorithm,
    subject: { commonName: 'shop.example.com' },
    dnsNames: [],
    ipAddresses: [],
  });
  const issued = (await ca.submit({
    reference: 'order-1',
    kind: 'tls',
    csrPem,
    dnsNames: ['shop.example.com'],
    ipAddresses: [],
    method: 'dns',
  })) as IssuedCertificate;
  const server = createServer(
    { key: privateKeyPem, cert: issued.certificatePem + issued.chainPem },
    (socket) => socket.end('hello'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** Answers what the server said, or the client's TLS error code. */
function handshake(port: number, servername: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, servername, ca: rootPem }, () => {
      socket.once('data', (data: Buffer) => {
        resolve(`${socket.authorized ? 'trusted' : 'untrusted'}:${data.toString()}`);
        socket.end();
      });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe.each(['ECDSAP256', 'RSA2048'] as const)('a %s leaf served by node:tls', (algorithm) => {
  let server: Server;
  let port: number;
  beforeAll(async () => ({ server, port } = await serve(algorithm)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is trusted by a client that knows only the root, for its host name', async () => {
    expect(await handshake(port, 'shop.example.com')).toBe('trusted:hello');
  });

  it('is refused for another host name', async () => {
    expect(await handshake(port, 'other.example.com')).toBe('ERR_TLS_CERT_ALTNAME_INVALID');
  });
});
