import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { startDnsServer, type DnsServer } from '@portal/test-doubles/dns-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCa } from '../../test/tls-certificates.js';
import { startTestTlsServer, type TestTlsServer } from '../../test/tls-server.js';
import { createDnsResolver } from '../dns/resolver.js';
import { createServedCertificateProbe, type ProbeResult } from './served-certificate-probe.js';

let dns: DnsServer;
let tls: TestTlsServer;
let silent: Server;
let silentPort: number;
const silentSockets: Socket[] = [];
let leafPem: string;
let intermediatePem: string;

beforeAll(async () => {
  dns = await startDnsServer();
  const ca = await createTestCa('Probe Test');
  const leaf = await ca.leaf({ names: ['shop.probe.test', '127.0.0.1'] });
  leafPem = leaf.pem;
  intermediatePem = ca.intermediatePem;
  tls = await startTestTlsServer(leaf.keyPem, leaf.pem + ca.intermediatePem);
  dns.setRecords('shop.probe.test', { a: ['127.0.0.1'] });
  dns.setRecords('mixed.probe.test', { a: ['10.0.0.1', '127.0.0.1'] });
  // Accepts the connection and never says a word: the handshake times out.
  silent = createServer((socket) => silentSockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentPort = (silent.address() as AddressInfo).port;
});
afterAll(async () => {
  await tls.close();
  await dns.close();
  for (const socket of silentSockets) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

const probe = (allowPrivateAddresses: boolean, timeoutMs = 5000) =>
  createServedCertificateProbe({
    resolver: createDnsResolver({ servers: [dns.address] }),
    allowPrivateAddresses,
    timeoutMs,
  });

const failureOf = (result: ProbeResult) => (result.ok ? 'ok' : `${result.error}:${result.detail}`);

describe('the served-certificate probe', () => {
  it('reads the leaf and the chain a host serves, asking for the host name by SNI at the resolved address', async () => {
    const result = await probe(true).probe('shop.probe.test', tls.port);
    expect(result.ok, failureOf(result)).toBe(true);
    if (!result.ok) return;
    expect(result.address).toBe('127.0.0.1');
    expect(result.leaf).toMatchObject({
      issuer: 'CN=Probe Test Intermediate',
      subject: 'CN=shop.probe.test',
      dnsNames: ['shop.probe.test'],
      ipAddresses: ['127.0.0.1'],
    });
    expect(result.leaf.serial).toMatch(/^[0-9A-F]+$/);
    expect(result.leaf.notAfter.getTime()).toBeGreaterThan(Date.now());
    expect(result.chain).toHaveLength(2);
    const { X509Certificate } = await import('node:crypto');
    expect(new X509Certificate(result.chain[0]!).raw.equals(new X509Certificate(leafPem).raw)).toBe(true);
    expect(new X509Certificate(result.chain[1]!).raw.equals(new X509Certificate(intermediatePem).raw)).toBe(
      true,
    );
    expect(tls.names).toContain('shop.probe.test');
  });

  it('connects to an IP address itself, without SNI', async () => {
    const before = tls.names.length;
    const result = await probe(true).probe('127.0.0.1', tls.port);
    expect(result.ok, failureOf(result)).toBe(true);
    expect(tls.names.length).toBe(before);
  });

  it('refuses loopback and private addresses without DCV_ALLOW_PRIVATE_ADDRESSES, before connecting', async () => {
    const before = tls.names.length;
    expect(await probe(false).probe('shop.probe.test', tls.port)).toEqual({
      ok: false,
      address: null,
      error: 'privateAddress',
      detail: '127.0.0.1',
    });
    expect(failureOf(await probe(false).probe('127.0.0.1', tls.port))).toBe('privateAddress:127.0.0.1');
    expect(failureOf(await probe(false).probe('mixed.probe.test', tls.port))).toBe(
      'privateAddress:10.0.0.1, 127.0.0.1',
    );
    expect(tls.names.length).toBe(before);
  });

  it('answers what failed: no address, a refused connection, a handshake that never comes', async () => {
    expect(failureOf(await probe(true).probe('none.probe.test', tls.port))).toBe('noAddress:none.probe.test');
    const refused = await probe(true).probe('127.0.0.1', 9);
    expect(refused).toMatchObject({ ok: false, address: '127.0.0.1', error: 'connectFailed' });
    expect(await probe(true, 500).probe('127.0.0.1', silentPort)).toMatchObject({
      ok: false,
      error: 'timeout',
      detail: 'handshake',
    });
  });
});
