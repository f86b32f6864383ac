#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config/config.js';
import { DatabaseUnavailableError, openDatabase } from './db/client.js';
import { DataDirLockedError, readLockHolder } from './db/lock.js';
import { runMigrations } from './db/migrate.js';
import { systemClock } from './lib/clock.js';
import { tokenHasher } from './lib/crypto.js';
import { resolveSecretKey } from './lib/secret.js';
import { createCaDirectory } from './integrations/ca/ca-directory.js';
import { createCertificateAuthorities } from './integrations/ca/create-ca.js';
import { createMailer } from './integrations/mail/index.js';
import { createIssuanceService } from './modules/certificates/issuance.service.js';
import { createLedgerService } from './modules/ledger/ledger.service.js';
import { createRefundService } from './modules/refunds/refund.service.js';
import { createCouponService } from './modules/coupons/coupon.service.js';
import { createWalletParts } from './modules/wallet/wallet-parts.js';
import type { ServiceDeps } from './services.js';
import { createOperatorCommands, runOperatorCommand } from './modules/operator/commands.js';
import { controlSocketPath, sendControlCommand } from './modules/operator/control-socket.js';

/**
 * The operator command line. With DATABASE_URL it talks to PostgreSQL directly. On the embedded database it
 * asks the running portal through its socket when one holds the data directory, else opens the database itself.
 */
async function run(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  const config = loadConfig();

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
    const { ca, caByBrand } = await createCertificateAuthorities(config, secretKey, systemClock);
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
    const cas = createCaDirectory(ca, caByBrand);
    const commands = createOperatorCommands({
      db: handle.db,
      clock: systemClock,
      migrate: () => runMigrations(handle),
      ca,
      issuance: createIssuanceService(serviceDeps, cas),
      refunds: createRefundService(serviceDeps, { ledger: createLedgerService(serviceDeps), cas }),
      offlinePayments: createWalletParts(serviceDeps, {
        wallet: undefined,
        ledger: createLedgerService(serviceDeps),
        coupons: createCouponService(serviceDeps),
      }).offline,
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
