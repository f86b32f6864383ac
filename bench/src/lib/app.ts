// The portal's app (`buildApp`) on a fresh or given database, and a plain Fastify route to compare it with, both
// listening on 127.0.0.1 in this process.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { buildApp, type AppDeps } from '@portal/server/dist/app.js';
import { DEFAULT_API_REQUEST_TIMEOUT_MS } from '@portal/server/dist/config/config.js';
import { openDatabase, type DatabaseHandle } from '@portal/server/dist/db/client.js';
import { runMigrations } from '@portal/server/dist/db/migrate.js';
import { seedDatabase } from '@portal/server/dist/db/seed/seed.js';
import { createBuiltinCa } from '@portal/server/dist/integrations/ca/builtin/index.js';
import { createMailer } from '@portal/server/dist/integrations/mail/index.js';
import { createDcvChecker } from '@portal/server/dist/modules/validation/create-dcv-checker.js';
import Fastify, { type FastifyInstance } from 'fastify';
import { tempDir } from './env.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** The answer of the plain route and of the app's own `/bench-bare` route. */
export const BARE_BODY = JSON.stringify({ code: 0, msg: true });

export interface BenchAppOptions {
  kind: DatabaseKind;
  /** PostgreSQL only. */
  databaseUrl?: string | undefined;
  /** Load the catalogue, rates and promo codes after migrating, as the running portal does (main.ts). */
  seed?: boolean;
  rateLimits?: AppDeps['rateLimits'];
  /** The per-key limit of API key calls (the default 600 a minute would refuse a load test at once). */
  apiKeyRateLimit?: AppDeps['apiKeyRateLimit'];
  /** `ip:port` list for the DCV checker's look-ups (e.g. @portal/e2e/dns-server); unset: the system resolvers. */
  dnsServers?: string[];
  /** The DCV checker itself, instead of the DNS one (`dnsServers` is then unused). */
  dcvChecker?: AppDeps['dcvChecker'];
}

export interface BenchApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  clock: AppDeps['clock'];
  /** http://127.0.0.1:port */
  url: string;
  close(): Promise<void>;
}

export interface BareServer {
  url: string;
  close(): Promise<void>;
}

export function address(app: FastifyInstance): string {
  const info = app.server.address();
  if (!info || typeof info === 'string') throw new Error('server is not listening on a TCP port');
  return `http://127.0.0.1:${info.port}`;
}

/**
 * Opens the database (in-memory PGlite, or `databaseUrl` with a pool of 10), migrates it (and seeds it when
 * asked), builds the portal's app and listens on a random port. The app also answers `GET /bench-bare` outside
 * `/api` (the app's plugins and hooks without a session look-up), for the breakdown lines.
 */
export async function startBenchApp(options: BenchAppOptions): Promise<BenchApp> {
  const dataDir = tempDir(options.kind);
  const clock: AppDeps['clock'] = { now: () => new Date() };
  let handle: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  const close = async () => {
    await app?.close().catch(() => undefined);
    await handle?.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    handle =
      options.kind === 'postgres'
        ? await openDatabase({ databaseUrl: options.databaseUrl, poolSize: 10 })
        : await openDatabase({ inMemory: true });
    await runMigrations(handle);
    if (options.seed) await seedDatabase(handle.db);
    const secretKey = randomBytes(32).toString('hex');
    app = await buildApp({
      db: handle.db,
      clock,
      mailer: createMailer({ smtpUrl: undefined, dataDir, from: 'Bench <no-reply@bench.test>' }),
      secretKey,
      publicUrl: 'http://127.0.0.1',
      ca: createBuiltinCa({ dataDir, secretKey, clock }),
      dcvChecker:
        options.dcvChecker ??
        createDcvChecker({
          dnsServers: options.dnsServers,
          httpPort: 80,
          allowPrivateAddresses: false,
          caaIssuerDomains: ['127.0.0.1'],
        }),
      ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
      ...(options.apiKeyRateLimit ? { apiKeyRateLimit: options.apiKeyRateLimit } : {}),
      // As server.ts runs it: on PostgreSQL every /api call waits under API_REQUEST_TIMEOUT_MS (default 10 s).
      ...(handle.kind === 'postgres' ? { requestDeadlineMs: DEFAULT_API_REQUEST_TIMEOUT_MS } : {}),
    });
    app.get('/bench-bare', () => ({ code: 0, msg: true }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    return { app, handle, clock, url: address(app), close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** A plain Fastify instance with one route `GET /bare → {code:0,msg:true}`: the reference of the ratios. */
export async function startBareServer(): Promise<BareServer> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', () => ({ code: 0, msg: true }));
  try {
    await bare.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await bare.close().catch(() => undefined);
    throw error;
  }
  return { url: `${address(bare)}/bare`, close: () => bare.close() };
}
