import type { AccessKeyInfo, KeyScope } from '@portal/contract';
import { AppError } from '../../lib/errors.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SharedCounts } from '../shared-state/shared-counts.js';
import { KEY_PREFIX, maskedKey, newApiKey } from './api-key-format.js';
import { createApiKeysRepository } from './api-keys.repository.js';
import { createKeyRateLimiter, type KeyRateLimit } from './key-rate-limiter.js';
import { createKeyResolver } from './key-resolver.js';

export interface ApiKeyServiceOptions {
  audit: AuditService;
  rateLimit: KeyRateLimit;
  /** Where key calls are counted across processes; absent: this process only (tests). */
  sharedCounts?: SharedCounts;
}

/** A new key's scope when none is asked for and the account had none: the least one. */
const DEFAULT_SCOPE: KeyScope = 'read';

/** "YYYY-MM-DD HH:mm:ss" in UTC, as the team's times. */
const utcText = (date: Date | null) => (date ? date.toISOString().slice(0, 19).replace('T', ' ') : null);

/**
 * The account's API key (docs/domain/api-keys.md): one per main account, shown whole only by the reset that makes
 * it, stored as a keyed hash. The route guard (`apiKeys.manage`) lets only a main account's browser session here.
 */
export function createApiKeyService(deps: ServiceDeps, options: ApiKeyServiceOptions) {
  const repo = createApiKeysRepository(deps.db);
  const limiter = createKeyRateLimiter(options.rateLimit, deps.clock, options.sharedCounts);
  const resolver = createKeyResolver(deps, repo, limiter);

  return {
    authenticate: resolver.authenticate,
    authenticateCached: resolver.authenticateCached,

    /** access_key: the key masked, as the spec answers it ('' before the first reset). */
    async read(session: SessionContext): Promise<string> {
      const row = await repo.findByAccount(session.accountId);
      return row ? maskedKey(row.prefix, row.last4) : '';
    },

    /** access_key/info: the key's scope and times. */
    async info(session: SessionContext): Promise<AccessKeyInfo> {
      const row = await repo.findByAccount(session.accountId);
      if (!row) return { hasKey: false, scope: DEFAULT_SCOPE, createdAt: null, lastUsedAt: null };
      return {
        hasKey: true,
        scope: row.scope,
        createdAt: utcText(row.createdAt),
        lastUsedAt: utcText(row.lastUsedAt),
      };
    },

    /** A new key, answered as the key itself (the only time it is shown); the previous one stops working at once. */
    async reset(session: SessionContext, ip: string, scope?: KeyScope): Promise<string> {
      const previous = await repo.findByAccount(session.accountId);
      const key = newApiKey();
      const row = await repo.replace({
        accountId: session.accountId,
        keyHash: deps.hashToken(key),
        prefix: KEY_PREFIX,
        last4: key.slice(-4),
        scope: scope ?? previous?.scope ?? DEFAULT_SCOPE,
        createdAt: deps.clock.now(),
      });
      resolver.forgetAccount(session.accountId);
      await options.audit.record(session, ip, 'apiKey.reset', {
        scope: row.scope,
        key: maskedKey(row.prefix, row.last4),
      });
      return key;
    },

    async setScope(session: SessionContext, ip: string, scope: KeyScope): Promise<AccessKeyInfo> {
      const before = await repo.findByAccount(session.accountId);
      if (!before) throw new AppError('notFound', 'apiKeys.errors.noKey');
      await repo.setScope(session.accountId, scope);
      resolver.forgetAccount(session.accountId);
      await options.audit.record(session, ip, 'apiKey.scope', { from: before.scope, to: scope });
      return this.info(session);
    },
  };
}
export type ApiKeyService = ReturnType<typeof createApiKeyService>;
