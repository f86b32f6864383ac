import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuthInfoItem } from '@portal/contract';
import type { DatabaseHandle } from '../db/client.js';
import { seedDatabase } from '../db/seed/seed.js';
import type { ValidationInstruction } from '../integrations/ca/certificate-authority.js';
import { x509 } from '../lib/pki/crypto-provider.js';
import { createOperatorCommands, runOperatorCommand } from '../modules/operator/commands.js';
import { createDcvChecker } from '../modules/validation/create-dcv-checker.js';
import { openFreshDatabase } from './database.js';
import { createTestContext, type TestContext } from './harness.js';

/**
 * A private ACME CA for tests: Debian's `pebble` with `pebble-challtestsrv` as its DNS server and HTTP-01
 * responder, all on loopback ports chosen per run. Tests publish challenge answers through `challtest`.
 */
export interface PebbleServer {
  directoryUrl: string;
  /** Trust anchor of Pebble's HTTPS API (made per run); hand it to the client as its CA bundle. */
  caBundlePem: string;
  /** Pebble's issuing root, new on every start; read from its management port. */
  rootPem: string;
  /** The key Pebble demands when started with `eabRequired`; also configured (unused) otherwise. */
  eab: { kid: string; hmacKey: string };
  challtest: {
    addTxt(host: string, value: string): Promise<void>;
    clearTxt(host: string): Promise<void>;
    addHttp(token: string, content: string): Promise<void>;
    addA(host: string, ip: string): Promise<void>;
    /** Serves what a CA's instructions ask for: the TXT record (dns) or the file (http). */
    publish(instructions: ValidationInstruction[]): Promise<void>;
  };
  /** Where the challenge test server answers DNS (`ip:port`) and HTTP-01 (port): the portal's pre-checks look there. */
  dnsAddress: string;
  httpPort: number;
  /** Pebble's view of a certificate (`Valid`, `Revoked`), by hex serial number. */
  certificateStatus(serialHex: string): Promise<string>;
  /**
   * Kills the ACME server (SIGKILL, as a crash; the challenge server keeps answering). Pebble keeps everything in
   * memory: its accounts, orders and issued certificates are gone.
   */
  crash(): Promise<void>;
  /** Starts the ACME server again on the same ports and settings (a new root: `rootPem` follows it). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface PebbleOptions {
  /** Refuse new accounts without External Account Binding. */
  eabRequired?: boolean;
  /**
   * The DNS server (`ip:port`) Pebble's validation authority asks instead of the challenge test server: DCV
   * delegation's tests point it at the test DNS server that holds the customer's CNAMEs.
   */
  dnsServer?: string;
}

const LOOPBACK = '127.0.0.1';
const READY_TIMEOUT_MS = 20_000;

export async function startPebble(options: PebbleOptions = {}): Promise<PebbleServer> {
  const dir = mkdtempSync(join(tmpdir(), 'pebble-'));
  const [acmePort, managementPort, tlsPort, httpPort, dnsPort, challtestPort] = await freePorts(6);
  const tls = await makeTlsIdentity();
  const eab = { kid: 'portal-test', hmacKey: randomBytes(32).toString('base64url') };
  writeFileSync(join(dir, 'cert.pem'), tls.certificatePem);
  writeFileSync(join(dir, 'key.pem'), tls.privateKeyPem);
  writeFileSync(
    join(dir, 'pebble.json'),
    JSON.stringify({
      pebble: {
        listenAddress: `${LOOPBACK}:${acmePort}`,
        managementListenAddress: `${LOOPBACK}:${managementPort}`,
        certificate: join(dir, 'cert.pem'),
        privateKey: join(dir, 'key.pem'),
        // Pebble's VA sends HTTP-01 requests to this port: the challenge test server answers there.
        httpPort,
        tlsPort,
        ocspResponderURL: '',
        externalAccountBindingRequired: options.eabRequired ?? false,
        externalAccountMACKeys: { [eab.kid]: eab.hmacKey },
      },
    }),
  );

  const children: ManagedProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map((child) => child.stop()));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    children.push(
      startProcess('pebble-challtestsrv', [
        '-http01',
        `${LOOPBACK}:${httpPort}`,
        '-dns01',
        `${LOOPBACK}:${dnsPort}`,
        '-management',
        `${LOOPBACK}:${challtestPort}`,
        '-https01',
        '',
        '-tlsalpn01',
        '',
        // Without an AAAA answer the VA connects over IPv4 only, where the responder listens.
        '-defaultIPv6',
        '',
      ]),
    );
    const startAcme = () =>
      startProcess(
        'pebble',
        ['-config', join(dir, 'pebble.json'), '-dnsserver', options.dnsServer ?? `${LOOPBACK}:${dnsPort}`],
        {
          PEBBLE_VA_NOSLEEP: '1',
          PEBBLE_WFE_NONCEREJECT: '0',
        },
      );
    children.push(startAcme());
    const management = `https://${LOOPBACK}:${managementPort}`;
    const challtest = `http://${LOOPBACK}:${challtestPort}`;
    const directoryUrl = `https://${LOOPBACK}:${acmePort}/dir`;
    await waitUntil(() => httpsGet(directoryUrl, tls.caPem), children);
    await waitUntil(() => post(challtest, '/clear-txt', { host: 'ready.test.' }), children);
    const rootPem = await httpsGet(`${management}/roots/0`, tls.caPem);
    const acmeIndex = children.length - 1;
    const addTxt = (host: string, value: string) => post(challtest, '/set-txt', { host: fqdn(host), value });
    const addHttp = (token: string, content: string) => post(challtest, '/add-http01', { token, content });

    const server: PebbleServer = {
      directoryUrl,
      dnsAddress: `${LOOPBACK}:${dnsPort}`,
      httpPort,
      caBundlePem: tls.caPem,
      rootPem,
      eab,
      challtest: {
        addTxt,
        clearTxt: (host) => post(challtest, '/clear-txt', { host: fqdn(host) }),
        addHttp,
        addA: (host, ip) => post(challtest, '/add-a', { host: fqdn(host), addresses: [ip] }),
        publish: async (instructions) => {
          for (const { method, authKey, authValue } of instructions) {
            if (method === 'dns') await addTxt(authKey, authValue);
            else if (method === 'http') await addHttp(authKey, authValue);
          }
        },
      },
      certificateStatus: async (serialHex) => {
        const body = await httpsGet(`${management}/cert-status-by-serial/${serialHex}`, tls.caPem);
        return (JSON.parse(body) as { Status: string }).Status;
      },
      crash: () => children[acmeIndex]!.kill(),
      restart: async () => {
        await children[acmeIndex]!.kill();
        children[acmeIndex] = startAcme();
        await waitUntil(() => httpsGet(directoryUrl, tls.caPem), children);
        server.rootPem = await httpsGet(`${management}/roots/0`, tls.caPem);
      },
      stop,
    };
    return server;
  } catch (error) {
    const logs = children.map((child) => child.output()).join('\n');
    await stop();
    throw new Error(`Pebble did not start: ${String(error)}\n${logs}`, { cause: error });
  }
}

/**
 * Pebbles as upstreams of a portal: one Debian pebble per `options` (e.g. `{}` and `{ eabRequired: true }`), each
 * API trust anchor in a file for `upstream:set --ca-bundle`, and a test app on a database of its own (routes are
 * per database: other test files' orders stay out), seeded as the shared one is. The portal's pre-checks look at
 * the first pebble's DNS and HTTP ports; `publish` puts every value on every pebble's challenge server (which keep
 * answering while a pebble is crashed). The upstreams are not defined here: tests do that with `run`.
 */
export interface PebblePortal {
  pebbles: PebbleServer[];
  ctx: TestContext;
  /** `--ca-bundle FILE` for upstream:set of pebble `index`. */
  caBundleArgs(index: number): string[];
  /** A `portal` command line (upstream:set, upstream:route …), as the operator runs it. */
  run(name: string, ...args: string[]): Promise<{ ok: boolean; output: string }>;
  /** Publishes the values the order shows (authInfo) where every pebble's validation authority looks. */
  publish(values: AuthInfoItem[]): Promise<void>;
  close(): Promise<void>;
}

export async function startPebblePortal(...options: PebbleOptions[]): Promise<PebblePortal> {
  const pebbles = await Promise.all(options.map((o) => startPebble(o)));
  const dir = mkdtempSync(join(tmpdir(), 'pebble-portal-'));
  const bundles = pebbles.map((pebble, index) => {
    const file = join(dir, `${index}.pem`);
    writeFileSync(file, pebble.caBundlePem);
    return file;
  });
  let fresh: DatabaseHandle | undefined;
  let ctx: TestContext | undefined;
  const close = async () => {
    await ctx?.close();
    await fresh?.close();
    await Promise.all(pebbles.map((pebble) => pebble.stop()));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    fresh = await openFreshDatabase();
    // A fresh PostgreSQL database is migrated, not seeded (PGlite's template is both).
    await seedDatabase(fresh.db);
    const first = pebbles[0]!;
    ctx = await createTestContext(
      {
        upstreams: { acmeBackoffMin: 50 },
        dcvChecker: createDcvChecker({
          dnsServers: [first.dnsAddress],
          httpPort: first.httpPort,
          allowPrivateAddresses: true,
          caaIssuerDomains: ['portal.test'],
        }),
      },
      fresh,
    );
    const commands = createOperatorCommands({
      db: ctx.handle.db,
      clock: ctx.clock,
      migrate: async () => {},
      upstreams: ctx.app.portal.upstreams,
    });
    return {
      pebbles,
      ctx,
      caBundleArgs: (index) => ['--ca-bundle', bundles[index]!],
      run: (name, ...args) => runOperatorCommand(commands, name, args),
      publish: async (values) => {
        const instructions = values.map((v) => ({
          domain: v.domain,
          method: v.authMethod === 'http' ? ('http' as const) : ('dns' as const),
          authKey: v.authKey,
          authPath: v.authPath ?? '',
          authValue: v.authValue,
        }));
        await Promise.all(pebbles.map((pebble) => pebble.challtest.publish(instructions)));
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * A TCP gate in front of a pebble's ACME port: an upstream that goes down and comes back with its memory (unlike
 * `crash`). Pebble writes its URLs with the host the client asked for, so a directory read through the gate
 * (`directoryUrl`) keeps every call behind it. `close` refuses connections (ECONNREFUSED) and cuts those open;
 * `open` listens again on the same port.
 */
export interface PebbleGate {
  directoryUrl: string;
  close(): Promise<void>;
  open(): Promise<void>;
}

export async function startPebbleGate(pebble: PebbleServer): Promise<PebbleGate> {
  const target = new URL(pebble.directoryUrl);
  const [port] = await freePorts(1);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const open = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer((client) => {
        const upstream = connect(Number(target.port), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      listening.once('error', reject);
      listening.listen(port, LOOPBACK, () => {
        server = listening;
        resolve();
      });
    });
  await open();
  return {
    directoryUrl: `https://${LOOPBACK}:${port}${target.pathname}`,
    open,
    close: async () => {
      const closing = server;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      if (closing) await new Promise((resolve) => closing.close(resolve));
    },
  };
}

interface ManagedProcess {
  running(): boolean;
  output(): string;
  stop(): Promise<void>;
  /** SIGKILL (a crash), waiting until it ended. */
  kill(): Promise<void>;
}

/** Spawns one binary; `stop` ends exactly that process (and waits for it), never anything else. */
function startProcess(command: string, args: string[], env: Record<string, string> = {}): ManagedProcess {
  const child: ChildProcess = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('error', (error) => keep(Buffer.from(`${command}: ${error.message}\n`)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A crashed test worker must not leave the servers running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const running = () => child.pid !== undefined && child.exitCode === null && child.signalCode === null;
  return {
    running,
    output: () => `--- ${command}\n${output}`,
    stop: async () => {
      process.off('exit', killOnExit);
      if (running()) {
        child.kill('SIGTERM');
        await exited;
      }
    },
    kill: async () => {
      process.off('exit', killOnExit);
      if (running()) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

async function waitUntil(probe: () => Promise<unknown>, children: ManagedProcess[]): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    try {
      await probe();
      return;
    } catch (error) {
      if (Date.now() > deadline || children.some((child) => !child.running())) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Ports the OS hands out for listening on loopback; held together so no two are the same. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, LOOPBACK, () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** A throwaway CA and the server certificate it signs for Pebble's HTTPS API on 127.0.0.1 / localhost. */
export async function makeTlsIdentity() {
  const algorithm = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
  const caKeys = await crypto.subtle.generateKey(algorithm, true, ['sign', 'verify']);
  const serverKeys = await crypto.subtle.generateKey(algorithm, true, ['sign', 'verify']);
  const notBefore = new Date(Date.now() - 60_000);
  const notAfter = new Date(Date.now() + 24 * 3600_000);
  const ca = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: 'CN=Pebble test API CA',
    notBefore,
    notAfter,
    keys: caKeys,
    signingAlgorithm: algorithm,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign, true),
    ],
  });
  const server = await x509.X509CertificateGenerator.create({
    serialNumber: '02',
    subject: 'CN=localhost',
    issuer: ca.subject,
    notBefore,
    notAfter,
    publicKey: serverKeys.publicKey,
    signingKey: caKeys.privateKey,
    signingAlgorithm: algorithm,
    extensions: [
      new x509.SubjectAlternativeNameExtension([
        { type: 'dns', value: 'localhost' },
        { type: 'ip', value: LOOPBACK },
      ]),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
    ],
  });
  const pkcs8 = await crypto.subtle.exportKey('pkcs8', serverKeys.privateKey);
  return {
    caPem: `${ca.toString('pem')}\n`,
    certificatePem: `${server.toString('pem')}\n`,
    privateKeyPem: `${x509.PemConverter.encode(pkcs8, 'PRIVATE KEY')}\n`,
  };
}

const fqdn = (host: string) => (host.endsWith('.') ? host : `${host}.`);

function httpsGet(url: string, caPem: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(url, { ca: caPem }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        res.statusCode === 200 ? resolve(body) : reject(new Error(`GET ${url}: ${res.statusCode} ${body}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function post(base: string, path: string, body: object): Promise<void> {
  const response = await fetch(`${base}${path}`, { method: 'POST', body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
}
