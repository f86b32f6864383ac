import { normalizeLanguage } from '@portal/contract';
import { actorCapabilities } from './actor.js';
import { HOUR, MINUTE } from '../../lib/clock.js';
import { randomToken } from '../../lib/crypto.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import { SESSION_MAX_AGE_MS, type SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { createSessionsRepository } from './sessions.repository.js';

export const SESSION_IDLE_MS = 12 * HOUR;
/** last_seen_at is written at most this often, so reading a session is not a write. */
const TOUCH_EVERY_MS = MINUTE;
/**
 * Resolved sessions are kept this long in memory. Logout and password changes in this process evict at once;
 * another process behind the same PostgreSQL notices within this time (CONTRACT.md: within a second). A busy
 * session still costs one read a second, not one per request.
 */
export const SESSION_CACHE_TTL_MS = 900;
const CACHE_MAX = 10_000;

interface CacheEntry {
  context: SessionContext;
  lastSeenAt: number;
}

export function createSessionService(deps: ServiceDeps) {
  const repo = createSessionsRepository(deps.db);
  const cache = createTtlCache<CacheEntry>(SESSION_CACHE_TTL_MS, CACHE_MAX);

  const evictWhere = (matches: (context: SessionContext) => boolean) =>
    cache.deleteWhere((entry) => matches(entry.context));

  return {
    /** Starts a session; the token goes into the HttpOnly cookie, the csrf token into the readable one. */
    async create(accountId: number, meta: { ip: string; userAgent: string }) {
      const token = randomToken();
      const csrfToken = randomToken(24);
      const now = deps.clock.now();
      await repo.insert({
        idHash: deps.hashToken(token),
        accountId,
        csrfToken,
        ip: meta.ip.slice(0, 64),
        userAgent: meta.userAgent.slice(0, 256),
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS),
      });
      return { token, csrfToken };
    },

    resolveCached(token: string | undefined): SessionContext | null | undefined {
      if (!token || token.length > 128) return null;
      const now = deps.clock.now().getTime();
      const cached = cache.get(token, now);
      if (cached && now - cached.lastSeenAt < Math.min(SESSION_IDLE_MS, TOUCH_EVERY_MS))
        return cached.context;
      return undefined;
    },

    async resolve(token: string | undefined): Promise<SessionContext | null> {
      if (!token || token.length > 128) return null;
      const now = deps.clock.now().getTime();
      // The cache is keyed by the cookie value itself, so a hit costs no HMAC.
      const cached = cache.get(token, now);
      if (cached && now - cached.lastSeenAt < SESSION_IDLE_MS) {
        if (now - cached.lastSeenAt >= TOUCH_EVERY_MS) {
          cached.lastSeenAt = now;
          await repo.touch(cached.context.idHash, new Date(now));
        }
        return cached.context;
      }
      const idHash = deps.hashToken(token);
      const row = await repo.findActive(idHash, new Date(now), new Date(now - SESSION_IDLE_MS));
      // A disabled account, or a sub-user of a disabled main account (docs/domain/team.md), has no session.
      if (!row || row.status !== 'active' || (row.parentStatus !== null && row.parentStatus !== 'active')) {
        cache.delete(token);
        return null;
      }
      let lastSeenAt = row.lastSeenAt.getTime();
      if (now - lastSeenAt >= TOUCH_EVERY_MS) {
        lastSeenAt = now;
        await repo.touch(idHash, new Date(now));
      }
      const context: SessionContext = {
        idHash,
        accountId: row.accountId,
        ownerAccountId: row.parentId ?? row.accountId,
        email: row.email,
        role: row.role,
        auditPerm: row.role === 'admin' || row.auditPerm,
        capabilities: actorCapabilities(row),
        via: 'session',
        csrfToken: row.csrfToken,
        lang: normalizeLanguage(row.lang) ?? null,
        currency: row.currency,
      };
      cache.set(token, { context, lastSeenAt }, now);
      return context;
    },

    /**
     * Drops this process's cached copies after the account's settings changed (language, currency, a sub-user's
     * role or audit permission): its next call reads them again.
     */
    forgetAccount(accountId: number): void {
      evictWhere((context) => context.accountId === accountId);
    },

    /** Ends the session a cookie value names (a browser's earlier session, at login). */
    async destroyToken(token: string): Promise<void> {
      if (token.length > 0 && token.length <= 128) await this.destroy(deps.hashToken(token));
    },

    async destroy(idHash: string): Promise<void> {
      evictWhere((context) => context.idHash === idHash);
      await repo.delete(idHash);
    },

    async destroyForAccount(accountId: number, exceptIdHash?: string): Promise<void> {
      await repo.deleteForAccount(accountId, exceptIdHash);
      evictWhere((context) => context.accountId === accountId && context.idHash !== exceptIdHash);
    },

    async purgeExpired(): Promise<number> {
      const now = deps.clock.now();
      return repo.deleteExpired(now, new Date(now.getTime() - SESSION_IDLE_MS));
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
