import { normalizeLanguage } from '@portal/contract';
import { MINUTE } from '../../lib/clock.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import type { KeyAuthentication, SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { actorCapabilities } from '../sessions/actor.js';
import { looksLikeApiKey } from './api-key-format.js';
import type { ApiKeysRepository } from './api-keys.repository.js';
import type { KeyRateLimiter } from './key-rate-limiter.js';

/** last_used_at is written at most this often, so a call is not a write (as the session's last_seen_at). */
const TOUCH_EVERY_MS = MINUTE;
/**
 * Resolved keys are kept this long in memory, as sessions are: a reset or scope change in this process evicts at
 * once; another process behind the same PostgreSQL notices within this time (the old key stops within a second).
 */
const CACHE_TTL_MS = 900;
const CACHE_MAX = 10_000;

interface CacheEntry {
  context: SessionContext;
  lastUsedAt: number;
}

export function createKeyResolver(deps: ServiceDeps, repo: ApiKeysRepository, limiter: KeyRateLimiter) {
  const cache = createTtlCache<CacheEntry>(CACHE_TTL_MS, CACHE_MAX);

  const lookUp = async (key: string, now: number): Promise<CacheEntry | null> => {
    const cached = cache.get(key, now);
    if (cached) return cached;
    const keyHash = deps.hashToken(key);
    const row = await repo.findByHash(keyHash);
    // Only a main account's key, and only while the account is active.
    if (!row || row.status !== 'active' || row.parentId !== null) return null;
    const entry: CacheEntry = {
      context: {
        idHash: keyHash,
        accountId: row.accountId,
        ownerAccountId: row.accountId,
        email: row.email,
        role: row.role,
        auditPerm: true,
        capabilities: actorCapabilities(row, row.scope),
        via: 'key',
        keyScope: row.scope,
        csrfToken: '',
        lang: normalizeLanguage(row.lang) ?? null,
        currency: row.currency,
      },
      lastUsedAt: row.lastUsedAt?.getTime() ?? 0,
    };
    cache.set(key, entry, now);
    return entry;
  };

  return {
    /** `authenticate` when its answer needs no database (cached key, no shared count or touch due). */
    authenticateCached(key: string): KeyAuthentication | undefined {
      if (!looksLikeApiKey(key)) return { ok: false, reason: 'invalid' };
      const now = deps.clock.now().getTime();
      const entry = cache.get(key, now);
      if (!entry || now - entry.lastUsedAt >= TOUCH_EVERY_MS) return undefined;
      const seconds = limiter.hitLocal(entry.context.accountId);
      if (seconds === undefined) return undefined;
      if (seconds > 0) return { ok: false, reason: 'limited', seconds };
      return { ok: true, context: entry.context };
    },

    /** The caller a key names, counted against the key's rate limit. */
    async authenticate(key: string): Promise<KeyAuthentication> {
      if (!looksLikeApiKey(key)) return { ok: false, reason: 'invalid' };
      const now = deps.clock.now().getTime();
      const entry = await lookUp(key, now);
      if (!entry) return { ok: false, reason: 'invalid' };
      const seconds = await limiter.hit(entry.context.accountId);
      if (seconds > 0) return { ok: false, reason: 'limited', seconds };
      if (now - entry.lastUsedAt >= TOUCH_EVERY_MS) {
        entry.lastUsedAt = now;
        await repo.touch(entry.context.accountId, new Date(now));
      }
      return { ok: true, context: entry.context };
    },

    /** Drops this process's cached copies of the account's key (after a reset or a scope change). */
    forgetAccount(accountId: number): void {
      cache.deleteWhere((entry) => entry.context.accountId === accountId);
    },
  };
}
export type KeyResolver = ReturnType<typeof createKeyResolver>;
