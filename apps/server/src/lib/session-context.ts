import type { Capability, KeyScope, Language, Role } from '@portal/contract';
import { DAY } from './clock.js';

/**
 * Who is calling: what a valid session tells every service. It lives here, not in `plugins/`, so the services take
 * it without depending on the HTTP layer (the command line and jobs build it too).
 */
export interface SessionContext {
  idHash: string;
  accountId: number;
  /** The account whose records (contacts, businesses, orders) this user works on: a sub-user's main account. */
  ownerAccountId: number;
  email: string;
  role: Role;
  /** A sub-user's audit permission (always true for a main account). */
  auditPerm: boolean;
  /** What the caller may do: its column of the permission matrix (docs/domain/permissions.md). */
  capabilities: ReadonlySet<Capability>;
  /** A browser session (cookie and CSRF header) or an API key (`Authorization: Bearer`, no CSRF). */
  via: 'session' | 'key';
  /** The key's scope when `via` is key. */
  keyScope?: KeyScope;
  /** Empty for an API key: its calls carry no CSRF header. */
  csrfToken: string;
  lang: Language | null;
  currency: string | null;
}

/** How long a session lives at most (the cookie's Max-Age too). */
export const SESSION_MAX_AGE_MS = 30 * DAY;

/** What the HTTP layer needs of the session store: who a cookie's token belongs to (auth's session service). */
export interface SessionResolver {
  resolve(token: string | undefined): Promise<SessionContext | null>;
  /**
   * The answer `resolve` would give when it is known without the database (no token, or a cached session that
   * needs no write); undefined otherwise. Lets the request hook answer most calls without a promise.
   */
  resolveCached?(token: string | undefined): SessionContext | null | undefined;
}

/** What an `Authorization: Bearer` key comes to: the caller, or why not (the HTTP layer answers 401 or 429). */
export type KeyAuthentication =
  | { ok: true; context: SessionContext }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'limited'; seconds: number };

/** What the HTTP layer needs of the API keys: who a key belongs to, within its rate limit (api-keys module). */
export interface KeyAuthenticator {
  authenticate(key: string): Promise<KeyAuthentication>;
  /** The answer `authenticate` would give when it is known without the database; undefined otherwise. */
  authenticateCached?(key: string): KeyAuthentication | undefined;
}
