import { SKIN_TITLE_MAX_LENGTH } from '@portal/contract';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../services.js';
import {
  appendOperatorAudit,
  COMMAND_LINE_ACTOR,
  type OperatorActor,
} from '../operator-audit/operator-audit.js';
import type { SharedCaches } from '../shared-state/shared-caches.js';
import { createCatalogueRepository } from './catalogue.repository.js';

/** The settings row of the site name (spec 001 section 3 "Admin setting": website = page title). */
export const WEBSITE_KEY = 'website';

/** The site name's rule: trimmed, plain text, at most SKIN_TITLE_MAX_LENGTH characters ('' removes it). */
export function checkedWebsite(name: string): string {
  const value = name.trim();
  if (value.length > SKIN_TITLE_MAX_LENGTH)
    throw new AppError('invalidParams', 'whiteLabel.errors.titleTooLong', { max: SKIN_TITLE_MAX_LENGTH });
  // eslint-disable-next-line no-control-regex
  if (/[<>\u0000-\u001f\u007f]/.test(value))
    throw new AppError('invalidParams', 'whiteLabel.errors.titleMarkup');
  return value;
}

const websiteOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The site name an operator sets (`portal settings:website`): admin-setting's `website` and the title of the
 * default white-label skin (docs/domain/white-label.md). A change bumps the shared `settings` cache version in its
 * own transaction, so every portal process shows it within a second.
 */
export function createWebsiteSetting(deps: Pick<ServiceDeps, 'db' | 'clock'>, sharedCaches: SharedCaches) {
  return {
    /** What the database holds now (no cache). */
    async stored(): Promise<string> {
      return websiteOf(await createCatalogueRepository(deps.db).setting(WEBSITE_KEY));
    },
    /** Sets the name ('' removes it: the built-in title). */
    async set(name: string, actor: OperatorActor = COMMAND_LINE_ACTOR): Promise<string> {
      const value = checkedWebsite(name);
      await deps.db.transaction(async (tx) => {
        const repo = createCatalogueRepository(tx);
        const before = websiteOf(await repo.setting(WEBSITE_KEY));
        await repo.saveSetting(WEBSITE_KEY, value, deps.clock.now());
        await appendOperatorAudit(tx, actor, {
          action: 'settings.website',
          targetType: 'setting',
          targetId: WEBSITE_KEY,
          details: { before, after: value },
          at: deps.clock.now(),
        });
        await sharedCaches.changed('settings', tx);
      });
      return value;
    },
  };
}
