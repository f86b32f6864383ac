// The served-certificate checks' narrow surface for the issuance (wired by the services container and the command
// line as the issuance's `afterCertificateStored` hook): a new certificate schedules its hosts' next check.
import type { Executor } from '../../db/client.js';
import { HOUR } from '../../lib/clock.js';
import { belongsToOrder, hostsOfNames } from './served-evaluation.js';
import { createServedCertificatesRepository } from './served-certificates.repository.js';

/** The customer needs a moment to install a new certificate: its hosts are first checked this long after. */
export const FIRST_CHECK_DELAY_MS = HOUR;

/**
 * In the transaction that stores an order's certificate: the hosts of its names exist (new ones enabled on port
 * 443), every host of the order is checked `FIRST_CHECK_DELAY_MS` later, and the hosts the new names no longer
 * cover (a reissue that dropped a name) go with their history. Code-signing certificates have no hosts.
 */
export async function scheduleServedChecks(
  tx: Executor,
  stored: { orderId: number; accountId: number; productType: string; names: string[]; at: Date },
): Promise<void> {
  if (stored.productType === 'CodeSign') return;
  const repo = createServedCertificatesRepository(tx);
  const existing = await repo.hostsOf(stored.orderId);
  await repo.remove(existing.filter((row) => !belongsToOrder(row.host, stored.names)).map((row) => row.id));
  const next = new Date(stored.at.getTime() + FIRST_CHECK_DELAY_MS);
  const kept = existing.filter((row) => belongsToOrder(row.host, stored.names)).map((row) => row.host);
  const hosts = [...new Set([...hostsOfNames(stored.names).map((h) => h.host), ...kept])];
  await repo.schedule(
    hosts.map((host) => ({ orderId: stored.orderId, accountId: stored.accountId, host })),
    next,
    stored.at,
  );
}
