// A real ACME client against the portal: Debian's lego obtains the paid certificate of an issued order through
// the portal's ACME directory with EAB (pre-authorized names: no challenge), then renews it. The portal listens on
// a loopback port behind a TLS terminator whose certificate comes from a throwaway test CA that lego is told to
// trust (LEGO_CA_CERTIFICATES): RFC 8555 clients expect https. In CI lego is installed by .ci/run; elsewhere the
// file is skipped, saying why, when the binary is absent.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createTlsServer, type Server as TlsServer } from 'node:tls';
import { X509Certificate } from 'node:crypto';
import { promisify } from 'node:util';
import type { AcmeCredentialCreateAnswer, AcmeCredentialsAnswer } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.js';
import { startDcvTestContext, submittedOrder, type DcvTestContext } from '../../test/dcv-context.js';
import { freePorts, makeTlsIdentity } from '../../test/pebble.js';
import { okMsg } from '../../test/purchase.js';

const LEGO = '/usr/bin/lego';
const CERTBOT = '/usr/bin/certbot';
const present = existsSync(LEGO);
for (const binary of [LEGO, CERTBOT])
  if (!existsSync(binary) && process.env.CI) throw new Error(`${binary} is missing: .ci/run installs it`);
const run = promisify(execFile);

let peers: DcvTestContext;
let tls: TlsServer;
let dir: string;
let directoryUrl: string;
const sockets = new Set<Socket>();

/** Accepts TLS on a loopback port and pipes the plain bytes to the portal's HTTP port. */
async function tlsTerminator(
  identity: { certificatePem: string; privateKeyPem: string },
  target: () => number,
) {
  const server = createTlsServer({ cert: identity.certificatePem, key: identity.privateKeyPem }, (socket) => {
    const upstream = connect(target(), '127.0.0.1');
    sockets.add(socket).add(upstream);
    socket.pipe(upstream).pipe(socket);
    const drop = () => {
      socket.destroy();
      upstream.destroy();
      sockets.delete(socket);
      sockets.delete(upstream);
    };
    socket.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

function certificatesOf(pem: string): X509Certificate[] {
  return pem
    .split(/(?=-----BEGIN CERTIFICATE-----)/)
    .filter((block) => block.includes('BEGIN CERTIFICATE'))
    .map((block) => new X509Certificate(block));
}

describe.skipIf(!present)(
  'real ACME clients against the portal’s ACME directory (skipped where /usr/bin/lego is absent)',
  () => {
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'acme-lego-'));
      const identity = await makeTlsIdentity();
      writeFileSync(join(dir, 'api-ca.pem'), identity.caPem);
      let appPort = 0;
      tls = await tlsTerminator(identity, () => appPort);
      const publicUrl = `https://127.0.0.1:${(tls.address() as AddressInfo).port}`;
      peers = await startDcvTestContext({ publicUrl });
      appPort = (
        await new Promise<AddressInfo>((resolve, reject) => {
          peers.ctx.app
            .listen({ port: 0, host: '127.0.0.1' })
            .then(() => resolve(peers.ctx.app.server.address() as AddressInfo), reject);
        })
      ).port;
      directoryUrl = `${publicUrl}/acme/directory`;
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => tls.close(resolve));
      await peers.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('obtains the paid certificate with EAB, then renews it; each becomes the order’s current certificate', async () => {
      const { ctx, dns } = peers;
      const stamp = Date.now().toString(36);
      const names = [`www.lego-${stamp}.com`, `lego-${stamp}.com`];
      const order = await submittedOrder(ctx, {
        shortName: 'RapidDVSANs',
        domains: names.join(', '),
        validity: 24,
      });
      for (const item of order.info) dns.setRecords(item.authKey, { txt: [[item.authValue]] });
      expect(okMsg<{ status: number }>(await order.client.get(`/api/order/authz/${order.id}`)).status).toBe(
        3,
      );
      const made = okMsg<AcmeCredentialCreateAnswer>(
        await order.client.post('/api/order/acme_credentials', { json: { orderID: order.id } }),
      );
      expect(made.directoryUrl).toBe(directoryUrl);

      const [httpPort] = await freePorts(1);
      const common = [
        '--server',
        directoryUrl,
        '--path',
        join(dir, 'lego'),
        '--email',
        'ops@example.com',
        '--accept-tos',
        '--eab',
        '--kid',
        made.kid,
        '--hmac',
        made.hmacKey,
        ...names.flatMap((name) => ['--domains', name]),
        // Every name is validated for the order already (pre-authorized): no challenge is solved; lego still
        // wants a solver named, and this one would listen on loopback only.
        '--http',
        '--http.port',
        `127.0.0.1:${httpPort}`,
      ];
      const env = { ...process.env, LEGO_CA_CERTIFICATES: join(dir, 'api-ca.pem') };
      const lego = async (args: string[]) => {
        try {
          return await run(LEGO, args, { env, timeout: 60_000 });
        } catch (error) {
          const failed = error as { stdout?: string; stderr?: string; message: string };
          throw new Error(
            `lego ${args.at(-1)} failed: ${failed.message}\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`,
          );
        }
      };
      const certFile = join(dir, 'lego', 'certificates', `${names[0]}.crt`);
      const root = new X509Certificate((await ctx.app.portal.issuance.cas.default.rootPem())!);
      const current = async () =>
        new X509Certificate(
          okMsg<{ cert: string }>(await order.client.get(`/api/order/cert/${order.id}`)).cert,
        );

      await lego([...common, 'run']);
      const [leaf, issuing] = certificatesOf(readFileSync(certFile, 'utf8'));
      expect(leaf!.subjectAltName).toContain(`DNS:${names[0]}`);
      expect(leaf!.subjectAltName).toContain(`DNS:${names[1]}`);
      expect(leaf!.verify(issuing!.publicKey)).toBe(true);
      expect(issuing!.verify(root.publicKey)).toBe(true);
      expect(leaf!.serialNumber).toBe((await current()).serialNumber);
      // All of the order's names: the order follows the client's CSR and key (no key kept by the portal).
      const [afterRun] = await ctx.handle.db.select().from(orders).where(eq(orders.id, order.id));
      expect(afterRun!.privateKeyId).toBeNull();
      expect(new Set(afterRun!.dnsNames)).toEqual(new Set(names));

      await lego([...common, 'renew', '--days', '999', '--no-random-sleep']);
      const [renewed] = certificatesOf(readFileSync(certFile, 'utf8'));
      expect(renewed!.serialNumber).not.toBe(leaf!.serialNumber);
      expect(renewed!.checkIssued(issuing!)).toBe(true);
      expect(renewed!.serialNumber).toBe((await current()).serialNumber);

      const list = okMsg<AcmeCredentialsAnswer>(
        await order.client.get(`/api/order/acme_credentials?orderID=${order.id}`),
      );
      expect(list.list[0]!.account?.status).toBe('valid');
      const reissues = okMsg<{ list: { type: string; status: number }[] }>(
        await order.client.get(`/api/order/reissue/list?orderID=${order.id}`),
      );
      expect(reissues.list.filter((r) => r.type === 'acme' && r.status === 3)).toHaveLength(2);
    }, 240_000);

    it.skipIf(!existsSync(CERTBOT))(
      'certbot (RSA account key, RS256) obtains and renews the paid certificate (skipped where /usr/bin/certbot is absent)',
      async () => {
        const { ctx, dns } = peers;
        const stamp = Date.now().toString(36);
        const names = [`certbot-${stamp}.com`, `www.certbot-${stamp}.com`];
        const order = await submittedOrder(ctx, {
          shortName: 'RapidDVSANs',
          domains: names.join(', '),
          validity: 24,
        });
        for (const item of order.info) dns.setRecords(item.authKey, { txt: [[item.authValue]] });
        expect(okMsg<{ status: number }>(await order.client.get(`/api/order/authz/${order.id}`)).status).toBe(
          3,
        );
        const made = okMsg<AcmeCredentialCreateAnswer>(
          await order.client.post('/api/order/acme_credentials', { json: { orderID: order.id } }),
        );
        const base = join(dir, 'certbot');
        const dirs = [
          '--config-dir',
          join(base, 'config'),
          '--work-dir',
          join(base, 'work'),
          '--logs-dir',
          join(base, 'logs'),
        ];
        mkdirSync(join(base, 'www'), { recursive: true });
        const env = { ...process.env, REQUESTS_CA_BUNDLE: join(dir, 'api-ca.pem') };
        const certbot = async (args: string[]) => {
          try {
            return await run(CERTBOT, [...args, ...dirs, '--non-interactive'], { env, timeout: 120_000 });
          } catch (error) {
            const failed = error as { stdout?: string; stderr?: string; message: string };
            const log = join(base, 'logs', 'letsencrypt.log');
            const tail = existsSync(log) ? readFileSync(log, 'utf8').slice(-4000) : '';
            throw new Error(
              `certbot ${args[0]} failed: ${failed.message}\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}\n${tail}`,
            );
          }
        };
        const current = async () =>
          new X509Certificate(
            okMsg<{ cert: string }>(await order.client.get(`/api/order/cert/${order.id}`)).cert,
          );
        const live = join(base, 'config', 'live', names[0]!, 'cert.pem');

        await certbot([
          'certonly',
          '--server',
          directoryUrl,
          '--eab-kid',
          made.kid,
          '--eab-hmac-key',
          made.hmacKey,
          '--agree-tos',
          '--no-eff-email',
          '--email',
          'ops@example.com',
          '--webroot',
          '-w',
          join(base, 'www'),
          ...names.flatMap((name) => ['-d', name]),
        ]);
        const first = new X509Certificate(readFileSync(live, 'utf8'));
        expect(first.subjectAltName).toContain(`DNS:${names[1]}`);
        expect(first.serialNumber).toBe((await current()).serialNumber);

        await certbot(['renew', '--force-renewal', '--no-random-sleep-on-renew']);
        const renewed = new X509Certificate(readFileSync(live, 'utf8'));
        expect(renewed.serialNumber).not.toBe(first.serialNumber);
        expect(renewed.serialNumber).toBe((await current()).serialNumber);
      },
      240_000,
    );
  },
);
