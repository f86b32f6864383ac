import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/config.js';
import { DatabaseUnavailableError, openDatabase } from './db/client.js';
import { databaseFailureOf, databaseFailureText } from './db/connection-errors.js';
import { DataDirLockedError } from './db/lock.js';
import { runMigrations } from './db/migrate.js';
import { seedDatabase } from './db/seed/seed.js';
import { createCertificateAuthorities } from './integrations/ca/create-ca.js';
import { storeEnvAcmeUpstream } from './modules/upstreams/env-upstream.js';
import { createCaVault } from './modules/shared-state/ca-vault.repository.js';
import { caaIssuerDomains } from './modules/validation/caa-issuers.js';
import { createDcvChecker } from './modules/validation/create-dcv-checker.js';
import { createDnsResolver } from './integrations/dns/resolver.js';
import { createServedCertificateProbe } from './integrations/tls/served-certificate-probe.js';
import { createMailer } from './integrations/mail/index.js';
import { createCardWallet, createPayoutSender } from './integrations/payments/create-card-wallet.js';
import { systemClock } from './lib/clock.js';
import { resolveSecretKey } from './lib/secret.js';
import { createOperatorCommands } from './modules/operator/commands.js';
import { startControlSocket } from './modules/operator/control-socket.js';
import { startupPhases } from './lib/startup-phases.js';

/** apps/web/dist: the server's package folder (found upwards: this file may run from dist/ or dist/bundle/), then ../web. */
function webRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return join(dir, '..', 'web', 'dist');
}

async function main(): Promise<void> {
  const phases = startupPhases();
  phases.mark('modules');
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    role: 'portal server',
    timeouts: config.databaseTimeouts,
  });
  phases.mark('database');
  await runMigrations(handle);
  phases.mark('migrations');
  await seedDatabase(handle.db);
  phases.mark('seed');
  const secretKey = resolveSecretKey(config.secretKey, config.dataDir);
  const logger = { level: config.logLevel };
  const root = webRoot();
  const portalHost = new URL(config.publicUrl).hostname;
  const mailerFrom = `Certificate Portal <no-reply@${portalHost}>`;
  // The built-in CA lives in the database: every process on one PostgreSQL issues under one root (a CA an
  // earlier version kept in $DATA_DIR/ca moves in on first start).
  const caWarnings: string[] = [];
  const vault = createCaVault(handle.db);
  // The ACME_* shorthand is the upstream `acme`, stored at start: its account key lives sealed in the database.
  const acmeAccountKey = await storeEnvAcmeUpstream({ db: handle.db, secretKey, clock: systemClock }, config);
  const { ca, caByBrand, builtin } = await createCertificateAuthorities(
    config,
    secretKey,
    systemClock,
    `no-reply@${portalHost}`,
    {
      vault,
      onIgnoredCa: (message) => caWarnings.push(message),
      ...(acmeAccountKey ? { acmeAccountKey: () => Promise.resolve(acmeAccountKey) } : {}),
    },
  );
  // Open the CA now, so a bad SECRET_KEY or a damaged CA stops the start. A built-in CA that does not exist yet
  // (the first start on a database) is made after the listen instead, before /readyz answers 200: no request
  // before it needs one, and an issuance that comes first waits for the same creation.
  const caToCreate =
    ca.name === 'builtin' &&
    !existsSync(join(config.dataDir, 'ca', 'root.pem')) &&
    (await vault.read()) === undefined;
  if (!caToCreate) await ca.rootPem();
  phases.mark('ca');
  let draining = false;
  let starting = true;
  const app = await buildApp({
    db: handle.db,
    isDraining: () => draining,
    isStarting: () => starting,
    health: handle.health,
    // The embedded database runs in this process: it cannot freeze while the portal answers.
    ...(handle.kind === 'postgres' ? { requestDeadlineMs: config.apiRequestTimeoutMs } : {}),
    clock: systemClock,
    mailer: createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: mailerFrom }),
    secretKey,
    publicUrl: config.publicUrl,
    secureCookies: config.secureCookies,
    webRoot: existsSync(root) ? root : undefined,
    logger,
    housekeeping: true,
    trustProxy: config.trustProxy,
    metricsToken: config.metricsToken,
    salesEmail: config.salesEmail,
    ca,
    caByBrand,
    builtinCa: builtin,
    upstreams: { contactEmail: `no-reply@${portalHost}` },
    dcvChecker: createDcvChecker({ ...config.dcv, caaIssuerDomains: caaIssuerDomains(portalHost) }),
    // DCV_DELEGATION_ZONE / DNS_LISTEN: the zone's DNS server starts with the app (a port it cannot bind stops the start).
    dcvDelegation: config.dcvDelegation,
    // What issued orders' hosts serve: the same resolver and address guard as domain validation.
    servedCertificateProbe: createServedCertificateProbe({
      resolver: createDnsResolver(config.dcv.dnsServers ? { servers: config.dcv.dnsServers } : {}),
      allowPrivateAddresses: config.dcv.allowPrivateAddresses,
    }),
    // Validation recheck, certificate renewals and the order lifecycle run on pg-boss (ADR 0002), started once
    // the portal listens (below).
    jobs: { deferStart: true, workersAfterMs: 5000 },
    cardWallet: createCardWallet(config.paypal, systemClock, 'Certificate Portal'),
    payoutSender: createPayoutSender(config.paypal, systemClock),
  });
  phases.mark('app');
  for (const message of caWarnings) app.log.warn(message);
  if (!existsSync(root))
    app.log.warn({ root }, 'web app not built: serving the API only (run npm run build)');

  // The operator command line reaches the running portal through a local socket when the portal holds the
  // embedded database (CONTRACT.md: commands work while the portal is running).
  const control =
    handle.kind === 'pglite'
      ? await startControlSocket(
          config.dataDir,
          createOperatorCommands({
            db: handle.db,
            clock: systemClock,
            migrate: () => runMigrations(handle),
            dataDir: config.dataDir,
            salesEmail: config.salesEmail,
            ca,
            upstreams: app.portal.upstreams,
            reviews: app.portal.reviews,
            refunds: app.portal.refunds,
            offlinePayments: app.portal.offlinePayments,
            payouts: app.portal.payouts,
          }),
          app.log,
        )
      : undefined;

  /**
   * SIGTERM / SIGINT: /readyz turns 503 at once and requests are still served for SHUTDOWN_DELAY_MS (a balancer
   * notices and sends nothing new); then the listener closes, requests in flight finish, the jobs stop (running
   * ones finish), the pool closes, exit 0. Past SHUTDOWN_TIMEOUT_MS the process gives up waiting and exits 1.
   */
  const stop = async (signal: string) => {
    if (draining) return;
    draining = true;
    app.log.info({ signal, delayMs: config.shutdown.delayMs }, 'stopping: not ready any more');
    const forced = setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdown.timeoutMs }, 'stopping took too long: exiting');
      process.exit(1);
    }, config.shutdown.delayMs + config.shutdown.timeoutMs);
    forced.unref();
    await new Promise((resolve) => setTimeout(resolve, config.shutdown.delayMs));
    await control?.close();
    await app.close();
    await handle.close();
    app.log.info('stopped');
    process.exit(0);
  };
  // A database failure that reaches no handler (work started after an answer was sent) is survived and logged;
  // anything else ends the process as Node would, with a log line first.
  process.on('unhandledRejection', (reason) => {
    if (handle.health.report(reason)) {
      app.log.warn({ reason: databaseFailureText(reason) }, 'background work failed: database unavailable');
      return;
    }
    app.log.fatal({ err: reason }, 'unhandled rejection');
    process.exit(1);
  });
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  phases.mark('control');
  await app.listen({ host: config.host, port: config.port });
  phases.mark('listen');
  // What no request waits for starts after the listen: the job queues (pg-boss checks or installs its schema and
  // the schedules, ~0.5-1 s on the embedded database; their workers look for work 5 s later, so the sweeps a
  // restart finds due, which on the embedded database run on this thread, do not hold up the first requests) and
  // a new built-in CA. /readyz answers 503 until both are done; a failure here ends the process as it did before
  // the listen.
  const jobs = app.portal.jobs;
  await Promise.all([jobs?.start(), caToCreate ? ca.rootPem() : undefined]).catch((error: unknown) => {
    if (draining) return; // stopped meanwhile: stop() waits for the job queues' start and ends the process
    throw error;
  });
  if (draining) return;
  starting = false;
  phases.mark('jobs');
  app.log.debug(phases.summary(), 'start-up phases');
  app.log.info({ url: config.publicUrl, database: handle.kind, dataDir: config.dataDir }, 'portal ready');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(2);
  }
  // The database down or not answering at start (or lost during the migrations): one line, no stack trace.
  if (error instanceof DatabaseUnavailableError) {
    console.error(error.message);
    process.exit(1);
  }
  if (databaseFailureOf(error)) {
    console.error(`The database stopped answering during start-up: ${databaseFailureText(error)}`);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
