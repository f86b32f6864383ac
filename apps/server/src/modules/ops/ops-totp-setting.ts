import type { Executor } from '../../db/client.js';
import type { ServiceDeps } from '../../services.js';
import { readSetting, saveSetting } from '../catalogue/setting-records.js';
import { appendOperatorAudit, type OperatorActor } from '../operator-audit/operator-audit.js';

/** The settings row (owned by the catalogue, setting-records.ts) that makes TOTP compulsory for the console (`portal settings:ops-totp`). */
export const OPS_TOTP_REQUIRED_KEY = 'opsTotpRequired';

/** Read from the database on every call (no cache): a change holds at once on every process. */
export async function opsTotpRequired(db: Executor): Promise<boolean> {
  return (await readSetting(db, OPS_TOTP_REQUIRED_KEY)) === true;
}

/**
 * Sets opsTotpRequired with its audit row (`setting.opsTotpRequired`, before and after) in one transaction; the
 * command line's one way to change it. Setting the value it has writes nothing.
 */
export async function setOpsTotpRequired(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  required: boolean,
  actor: OperatorActor,
): Promise<{ required: boolean; changed: boolean }> {
  return deps.db.transaction(async (tx) => {
    const before = await opsTotpRequired(tx);
    if (before === required) return { required, changed: false };
    const now = deps.clock.now();
    await saveSetting(tx, OPS_TOTP_REQUIRED_KEY, required, now);
    await appendOperatorAudit(tx, actor, {
      action: 'setting.opsTotpRequired',
      targetType: 'setting',
      targetId: OPS_TOTP_REQUIRED_KEY,
      details: { before, after: required },
      at: now,
    });
    return { required, changed: true };
  });
}
