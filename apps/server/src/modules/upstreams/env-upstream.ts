import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../db/client.js';
import type { Config } from '../../config/config.js';
import { createPrivateKeyBox } from '../../lib/pki/index.js';
import { createSharedCaches } from '../shared-state/shared-caches.js';
import { openUpstreamSecrets, sealUpstreamSecrets, type UpstreamSecrets } from './upstream-secrets.js';
import { createUpstreamsRepository } from './upstreams.repository.js';

/** The name of the upstream the ACME_* shorthand defines. */
export const ENV_ACME_UPSTREAM = 'acme';
/** Where versions before named upstreams kept the account key (moved into the database on first start). */
const LEGACY_ACCOUNT_KEY_FILE = 'acme-account.key.sealed';

/**
 * CA_PROVIDER=acme / CA_BRANDS / ACME_*: the shorthand for one ACME upstream named `acme`, written at start as a
 * stored upstream (from_env) so its account key is made once and kept sealed in the database (every process is the
 * same ACME account; a key an earlier version kept in $DATA_DIR moves in), and its health is recorded like any
 * other's. Its settings follow the environment at each start. Answers the account key; undefined without ACME_*.
 */
export async function storeEnvAcmeUpstream(
  deps: { db: Database; secretKey: string; clock: { now(): Date } },
  config: Pick<Config, 'ca' | 'dataDir'>,
): Promise<string | undefined> {
  const acme = config.ca.acme;
  if (!acme) return undefined;
  const caBundlePem = acme.caBundleFile ? readFileSync(acme.caBundleFile, 'utf8') : null;
  const settings = { directoryUrl: acme.directoryUrl };
  return deps.db.transaction(async (tx) => {
    const repository = createUpstreamsRepository(tx);
    const now = deps.clock.now();
    let stored = await repository.lock(ENV_ACME_UPSTREAM);
    if (!stored) {
      await repository.insertOnce(
        {
          name: ENV_ACME_UPSTREAM,
          type: 'acme',
          settings,
          secretsSealed: sealUpstreamSecrets(deps.secretKey, {
            ...(acme.eab ? { eab: acme.eab } : {}),
            accountKeyPem: await firstAccountKey(config.dataDir, deps.secretKey),
          }),
          caBundlePem,
          fromEnv: true,
        },
        now,
      );
      await createSharedCaches(deps.db).changed('upstreams', tx);
      stored = await repository.lock(ENV_ACME_UPSTREAM);
      if (!stored) throw new Error('the acme upstream row vanished after it was stored');
    }
    const before = openUpstreamSecrets(deps.secretKey, stored.secretsSealed);
    const secrets: UpstreamSecrets = {
      ...(acme.eab ? { eab: acme.eab } : {}),
      accountKeyPem: before.accountKeyPem ?? (await firstAccountKey(config.dataDir, deps.secretKey)),
    };
    const same =
      stored.type === 'acme' &&
      stored.fromEnv &&
      stored.settings.directoryUrl === settings.directoryUrl &&
      !stored.settings.preferredChain &&
      stored.caBundlePem === caBundlePem &&
      JSON.stringify(before.eab ?? null) === JSON.stringify(secrets.eab ?? null) &&
      before.accountKeyPem === secrets.accountKeyPem;
    if (!same) {
      // The environment owns the name `acme` (an upstream:set one of that name is taken over; its account key kept).
      await repository.update(
        ENV_ACME_UPSTREAM,
        {
          type: 'acme',
          settings,
          secretsSealed: sealUpstreamSecrets(deps.secretKey, secrets),
          caBundlePem,
        },
        now,
      );
      await repository.markFromEnv(ENV_ACME_UPSTREAM);
      await createSharedCaches(deps.db).changed('upstreams', tx);
    }
    return secrets.accountKeyPem!;
  });
}

async function firstAccountKey(dataDir: string, secretKey: string): Promise<string> {
  const file = join(dataDir, LEGACY_ACCOUNT_KEY_FILE);
  if (existsSync(file)) return createPrivateKeyBox(secretKey).open(readFileSync(file, 'utf8'));
  const { createAcmeAccountKey } = await import('../../integrations/ca/acme/index.js');
  return createAcmeAccountKey();
}
