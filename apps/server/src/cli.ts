#!/usr/bin/env node
import { caaIssuerDomains } from './modules/validation/caa-issuers.js';
import { createUpstreamStuckService } from './modules/ops/upstream-stuck.service.js';
import { createValidationService } from './modules/validation/validation.service.js';
import { createDcvChecker } from './modules/validation/create-dcv-checker.js';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, loadConfig, type Config } from './config/config.js';
import { DatabaseUnavailableError, openDatabase } from './db/client.js';
import { acquireDataDirLock, DataDirLockedError, readLockHolder } from './db/lock.js';
import { OperatorError, parseFlags, requireFlag } from './modules/operator/args.js';
import { restoreBackup } from './modules/operator/backup.js';
import { runMigrations } from './db/migrate.js';
import { systemClock } from './lib/clock.js';
import { tokenHasher } from './lib/crypto.js';
import { resolveSecretKey } from './lib/secret.js';
import { createCaDirectory } from './integrations/ca/ca-directory.js';
import { createCertificateAuthorities } from './integrations/ca/create-ca.js';
import { createCaVault } from './modules/shared-state/ca-vault.repository.js';
import { createMailer } from './integrations/mail/index.js';
import { createIssuanceService } from './modules/certificates/issuance.service.js';
import { scheduleServedChecks } from './modules/served-certificates/served-schedule.js';
import { createLedgerService } from './modules/ledger/ledger.service.js';
import { createLettersService } from './modules/letters/letters.service.js';
import { createReviewService } from './modules/ops/review.service.js';
import { createRefundService } from './modules/refunds/refund.service.js';
import { createCouponService } from './modules/coupons/coupon.service.js';
import { createWalletParts } from './modules/wallet/wallet-parts.js';
import { createAuditService } from './modules/audit/audit.service.js';
import { createAffiliateNotices } from './modules/affiliate/affiliate-notices.js';
import { createCommissionsService } from './modules/affiliate/commissions.service.js';
import { createPayoutsService } from './modules/affiliate/payouts.service.js';
import { createPayoutSender } from './integrations/payments/create-card-wallet.js';
import { createSharedCaches } from './modules/shared-state/shared-caches.js';
import { storeEnvAcmeUpstream } from './modules/upstreams/env-upstream.js';
import { createUpstreamRegistry } from './modules/upstreams/upstream-registry.js';
import { createUpstreamsService } from './modules/upstreams/upstreams.service.js';
import type { ServiceDeps } from './services.js';
import { createOperatorCommands, runOperatorCommand } from './modules/operator/commands.js';
import { controlSocketPath, sendControlCommand } from './modules/operator/control-socket.js';

const PATH_FLAGS = new Set(['--out', '--in', '--file', '--ca-bundle']);

/** `portal restore --in FILE`: into an empty DATA_DIR, with no portal running on it (it takes the lock). */
async function restore(config: Config, args: string[]): Promise<number> {
  if (config.databaseUrl) {
    console.error('restore fills the embedded database; with DATABASE_URL use pg_restore (docs/deploy.md)');
    return 1;
  }
  const lock = acquireDataDirLock(config.dataDir, 'portal restore');
  try {
    console.log(await restoreBackup(requireFlag(parseFlags(args), 'in'), config.dataDir));
    return 0;
  } catch (error) {
    if (error instanceof OperatorError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    lock.release();
  }
}

/**
 * The operator command line. With DATABASE_URL it talks to PostgreSQL directly. On the embedded database it
 * asks the running portal through its socket when one holds the data directory, else opens the database itself.
 */
async function run(argv: string[]): Promise<number> {
  const [command, ...given] = argv;
  const config = loadConfig();
  // File flags name files where the command line runs, also when the running portal carries the command out.
  const args = given.map((arg, i) =>
    i > 0 && PATH_FLAGS.has(given[i - 1]!) && !arg.startsWith('--') ? resolve(arg) : arg,
  );

  if (command === 'restore') return restore(config, args);

  if (!config.databaseUrl && readLockHolder(config.dataDir)) {
    const socket = controlSocketPath(config.dataDir);
    // The portal may still be starting: give its socket a little time to appear.
    for (let i = 0; i < 100 && !existsSync(socket); i++) await new Promise((r) => setTimeout(r, 100));
    const answer = await sendControlCommand(config.dataDir, command ?? '', args);
    (answer.ok ? console.log : console.error)(answer.output);
    return answer.ok ? 0 : 1;
  }

  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    role: `portal ${command ?? 'cli'}`,
    poolSize: 2,
    timeouts: config.databaseTimeouts,
  });
  try {
    await runMigrations(handle);
    const secretKey = resolveSecretKey(config.secretKey, config.dataDir);
    const acmeAccountKey = await storeEnvAcmeUpstream(
      { db: handle.db, secretKey, clock: systemClock },
      config,
    );
    const { ca, caByBrand, builtin } = await createCertificateAuthorities(
      config,
      secretKey,
      systemClock,
      undefined,
      {
        vault: createCaVault(handle.db),
        ...(acmeAccountKey ? { acmeAccountKey: () => Promise.resolve(acmeAccountKey) } : {}),
      },
    );
    const serviceDeps: ServiceDeps = {
      db: handle.db,
      clock: systemClock,
      mailer: createMailer({
        smtpUrl: config.smtpUrl,
        dataDir: config.dataDir,
        from: `Certificate Portal <no-reply@${new URL(config.publicUrl).hostname}>`,
      }),
      hashToken: tokenHasher(secretKey),
      publicUrl: config.publicUrl,
      log: { info: () => {}, error: (obj, msg) => console.error(msg, obj) },
    };
    const sharedCaches = createSharedCaches(handle.db);
    const upstreamDeps = { db: handle.db, secretKey, clock: systemClock };
    const registry = createUpstreamRegistry(upstreamDeps, { sharedCaches });
    const cas = createCaDirectory(ca, caByBrand, { builtin, routing: registry });
    const letters = createLettersService(serviceDeps);
    const audit = createAuditService(serviceDeps);
    const notices = createAffiliateNotices(serviceDeps, { letters, audit });
    const commissions = createCommissionsService(serviceDeps, { notices, audit }).writer;
    const refunds = createRefundService(serviceDeps, {
      ledger: createLedgerService(serviceDeps),
      cas,
      letters,
      commissions,
    });
    const issuance = createIssuanceService(serviceDeps, cas, letters, {
      afterCertificateStored: scheduleServedChecks,
    });
    const commands = createOperatorCommands({
      db: handle.db,
      clock: systemClock,
      migrate: () => runMigrations(handle),
      dataDir: config.dataDir,
      salesEmail: config.salesEmail,
      ca,
      upstreams: createUpstreamsService(upstreamDeps, { sharedCaches, registry }),
      reviews: createReviewService(serviceDeps, { issuance, refunds, letters }),
      // The console's service for an order stuck on its upstream CA (retry checks it as the recheck job does).
      upstreamStuck: createUpstreamStuckService(serviceDeps, {
        cas,
        refunds,
        validation: createValidationService(serviceDeps, {
          checker: createDcvChecker({
            ...config.dcv,
            caaIssuerDomains: caaIssuerDomains(new URL(config.publicUrl).hostname),
          }),
          issuance,
        }),
      }),
      refunds,
      offlinePayments: createWalletParts(serviceDeps, {
        wallet: undefined,
        ledger: createLedgerService(serviceDeps),
        coupons: createCouponService(serviceDeps),
        sharedCaches,
        letters,
        commissions,
        // Only payment:offline is used here; the command line answers no payments/offline (the sales address).
        salesEmail: async () => config.salesEmail,
      }).offline,
      payouts: createPayoutsService(serviceDeps, {
        notices,
        sender: createPayoutSender(config.paypal, systemClock),
      }),
    });
    const answer = await runOperatorCommand(commands, command, args);
    (answer.ok ? console.log : console.error)(answer.output);
    return answer.ok ? 0 : 1;
  } finally {
    await handle.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof DatabaseUnavailableError
    )
      console.error(error.message);
    else console.error(error);
    process.exit(2);
  },
);
