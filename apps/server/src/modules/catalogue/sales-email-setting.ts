import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../services.js';
import {
  appendOperatorAudit,
  COMMAND_LINE_ACTOR,
  type OperatorActor,
} from '../operator-audit/operator-audit.js';
import type { SharedCaches } from '../shared-state/shared-caches.js';
import { createCatalogueRepository } from './catalogue.repository.js';

/** The settings row of the sales address an operator sets ('' or absent: SALES_EMAIL, the environment's default). */
export const SALES_EMAIL_KEY = 'salesEmail';

/** The longest address stored (RFC 5321's path limit). */
export const SALES_EMAIL_MAX_LENGTH = 254;

const emailSchema = z.email().max(SALES_EMAIL_MAX_LENGTH);

/** The sales address's rule: trimmed, an e-mail address as SALES_EMAIL's check accepts it (config.ts). */
export function checkedSalesEmail(email: string): string {
  const value = email.trim();
  if (!emailSchema.safeParse(value).success)
    throw new AppError('invalidParams', 'opsContent.errors.salesEmailInvalid', { value });
  return value;
}

/** A stored value as the portal may use it: a valid address, else null (the default applies). */
export function salesEmailOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' && emailSchema.safeParse(value).success ? value : null;
}

/**
 * The sales address an operator sets (`portal settings:sales`, the console's Settings): where pricing requests are
 * mailed and what admin-setting's `salesEmail` (the white-label offer) names. None set: SALES_EMAIL. A change bumps
 * the shared `settings` cache version in its own transaction, so every portal process uses it within a second.
 */
export function createSalesEmailSetting(deps: Pick<ServiceDeps, 'db' | 'clock'>, sharedCaches: SharedCaches) {
  return {
    /** What the database holds now (no cache): null while none is set. */
    async stored(): Promise<string | null> {
      return salesEmailOf(await createCatalogueRepository(deps.db).setting(SALES_EMAIL_KEY));
    },
    /** Sets the address (refused unless an e-mail address) or clears it (null: back to SALES_EMAIL). */
    async set(email: string | null, actor: OperatorActor = COMMAND_LINE_ACTOR): Promise<string | null> {
      const value = email === null ? null : checkedSalesEmail(email);
      await deps.db.transaction(async (tx) => {
        const repo = createCatalogueRepository(tx);
        const before = salesEmailOf(await repo.setting(SALES_EMAIL_KEY));
        await repo.saveSetting(SALES_EMAIL_KEY, value ?? '', deps.clock.now());
        await appendOperatorAudit(tx, actor, {
          action: 'settings.sales',
          targetType: 'setting',
          targetId: SALES_EMAIL_KEY,
          details: { before, after: value },
          at: deps.clock.now(),
        });
        await sharedCaches.changed('settings', tx);
      });
      return value;
    },
  };
}
