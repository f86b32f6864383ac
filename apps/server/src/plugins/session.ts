import {
  CSRF_COOKIE,
  CSRF_HEADER,
  DEFAULT_LANGUAGE,
  normalizeLanguage,
  type Language,
  SESSION_COOKIE,
} from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { safeEqual } from '../lib/crypto.js';
import { AppError } from '../lib/errors.js';
import {
  SESSION_MAX_AGE_MS,
  type KeyAuthentication,
  type KeyAuthenticator,
  type SessionContext,
  type SessionResolver,
} from '../lib/session-context.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function languageFromHeader(header: string | undefined) {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const lang = normalizeLanguage(part.split(';')[0]);
    if (lang) return lang;
  }
  return undefined;
}

/** The language of a visitor's answers without reading the database: the `lang` cookie, then Accept-Language. */
export function visitorLanguage(request: FastifyRequest): Language {
  return (
    normalizeLanguage(request.cookies?.lang) ??
    languageFromHeader(request.headers['accept-language']) ??
    DEFAULT_LANGUAGE
  );
}

/**
 * Fetch Metadata (`Sec-Fetch-Site`): the browser says the request comes from the portal's own pages (`same-origin`)
 * or from the user (`none`: the address bar, a bookmark, the downloads list). A page of another site (`cross-site`)
 * or of another subdomain (`same-site`) cannot claim either, and a request without the header (an old browser,
 * curl) is not taken for one (docs/decisions.md, "Downloads opened as URLs").
 */
export function isSameOriginRequest(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === 'same-origin' || site === 'none';
}

/** The key of an `Authorization: Bearer <key>` header; undefined without one (another scheme is not ours). */
function bearerKey(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer(?:\s+(.*))?$/i.exec(header.trim());
  return match ? (match[1] ?? '').trim() : undefined;
}

/**
 * For every /api request: resolve the API key of an `Authorization: Bearer` header or else the session cookie, pick
 * the language for answers, and check the CSRF header on state-changing calls made with a session cookie
 * (CONTRACT.md, API conventions). A key call needs no CSRF header; a wrong key is refused, never taken for a
 * visitor or for the cookie's session.
 */
export function registerSessionHooks(
  app: FastifyInstance,
  sessions: SessionResolver,
  keys: KeyAuthenticator,
): void {
  app.decorateRequest('session', null);
  app.decorateRequest('lang', DEFAULT_LANGUAGE);

  /** The caller of a key: throws the refusal (401, or 429 with Retry-After) when there is none. */
  function keyCaller(request: FastifyRequest, reply: FastifyReply, found: KeyAuthentication): void {
    if (!found.ok) {
      request.lang = visitorLanguage(request);
      if (found.reason === 'invalid') throw new AppError('notLoggedIn', 'apiKeys.errors.invalid');
      reply.header('retry-after', String(found.seconds));
      throw new AppError('tooManyRequests', 'errors.tooManyRequests', { seconds: found.seconds });
    }
    request.session = found.context;
    request.lang = found.context.lang ?? visitorLanguage(request);
  }

  /** The cookie's session (or none) is known: the language, then the CSRF check of a state-changing call. */
  function sessionCaller(request: FastifyRequest, token: string | undefined, session: SessionContext | null) {
    request.session = session;
    request.lang = session?.lang ?? visitorLanguage(request);

    const config = request.routeOptions.config;
    const csrfSetting = config?.csrf;
    // csrf: false marks a route authenticated by its own token (an emailed link), never by the session.
    if (csrfSetting === false) return;
    const mutating = !SAFE_METHODS.has(request.method) || csrfSetting === true;
    if (!mutating || token === undefined) return;
    // A GET the spec opens as a URL (a download, logout): a same-origin navigation carries the cookie alone.
    if (config?.navigation === true && isSameOriginRequest(request)) return;
    const header = request.headers[CSRF_HEADER];
    const cookie = request.cookies[CSRF_COOKIE];
    const sent = typeof header === 'string' ? header : '';
    const matchesCookie = cookie !== undefined && sent !== '' && safeEqual(sent, cookie);
    const matchesSession = session === null || safeEqual(sent, session.csrfToken);
    if (!matchesCookie || !matchesSession) throw new AppError('csrf');
  }

  // A callback hook: a cached session or key (most calls) is answered at once, without a promise; only a look-up
  // or a write (a miss, the once-a-minute touch, the once-a-second shared count) waits for the database.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    // Authenticated by its own token alone (delivery): neither an API key nor the cookie's session counts.
    if (request.routeOptions.config?.ownBearer === true) {
      request.lang = visitorLanguage(request);
      return done();
    }
    try {
      const key = bearerKey(request.headers.authorization);
      if (key !== undefined) {
        const known = keys.authenticateCached?.(key);
        if (known === undefined) {
          keys.authenticate(key).then((found) => {
            try {
              keyCaller(request, reply, found);
            } catch (error) {
              return done(error as Error);
            }
            done();
          }, done);
          return;
        }
        keyCaller(request, reply, known);
        return done();
      }
      const token = request.cookies[SESSION_COOKIE];
      const cached = sessions.resolveCached?.(token);
      if (cached === undefined) {
        sessions.resolve(token).then((session) => {
          try {
            sessionCaller(request, token, session);
          } catch (error) {
            return done(error as Error);
          }
          done();
        }, done);
        return;
      }
      sessionCaller(request, token, cached);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}

export function setSessionCookies(
  reply: FastifyReply,
  session: { token: string; csrfToken: string },
  secure: boolean,
): void {
  const maxAge = Math.floor(SESSION_MAX_AGE_MS / 1000);
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge,
  });
  reply.setCookie(CSRF_COOKIE, session.csrfToken, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    maxAge,
  });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(CSRF_COOKIE, { path: '/', sameSite: 'lax', secure });
}
