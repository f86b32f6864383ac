import { REFERRAL_COOKIE, ROUTES, SESSION_COOKIE } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { clearSessionCookies, setSessionCookies } from '../../plugins/session.js';
import type { AuthService } from './auth.service.js';
import type { SessionService } from '../sessions/session.service.js';
import type { AuditService } from '../audit/audit.service.js';

export interface AuthRouteOptions {
  auth: AuthService;
  audit: AuditService;
  sessions: SessionService;
  secureCookies: boolean;
  /**
   * Per window: `login` failed logins per account e-mail and client address, `loginPerAddress` failed logins per
   * client address (successful ones never count; login-throttle.ts); `register`, `forget` and `reset` requests
   * per client address (@fastify/rate-limit).
   */
  limits: {
    login: number;
    loginPerAddress: number;
    register: number;
    forget: number;
    reset: number;
    windowMs: number;
  };
}

export function authRoutes(app: FastifyInstance, options: AuthRouteOptions): void {
  const limit = (max: number) => ({ rateLimit: { max, timeWindow: options.limits.windowMs } });
  const tags = ['auth'];

  // Synchronous: the web app asks this on every page; the session hook already knows the answer.
  route(app, ROUTES.isLogin, { tags }, (request) => ok(request.session !== null));

  // Limited by the auth service itself: failed logins only, per account and address and per address.
  route(app, ROUTES.login, { tags }, async (request, reply) => {
    try {
      const session = await options.auth.login(
        request.body,
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
        request.cookies[SESSION_COOKIE],
      );
      setSessionCookies(reply, session, options.secureCookies);
      return ok({ email: session.email });
    } catch (error) {
      if (error instanceof AppError && error.code === 'tooManyRequests')
        reply.header('retry-after', String(error.vars.seconds ?? 1));
      throw error;
    }
  });

  route(app, ROUTES.register, { tags, config: limit(options.limits.register) }, async (request, reply) => {
    const cookie = request.cookies[REFERRAL_COOKIE];
    const answer = await options.auth.register(request.body, request.lang, {
      cookie,
      signedIn: request.session !== null,
    });
    // A share link credits one registration of the browser.
    if (cookie !== undefined) reply.clearCookie(REFERRAL_COOKIE, { path: '/' });
    return ok(answer);
  });

  route(app, ROUTES.forget, { tags, config: limit(options.limits.forget) }, async (request) => {
    options.auth.requestPasswordReset(request.query.email, request.lang);
    return ok(true);
  });

  route(app, ROUTES.reset, { tags, config: limit(options.limits.reset) }, async (request) => {
    await options.auth.resetPassword(request.params.token, request.body.password, request.ip);
    return ok(true);
  });

  // Ends the session: a state-changing GET, so another site's <img> must not log the user out. The page's call
  // sends the CSRF header; a same-origin navigation (a logout link) needs none.
  route(app, ROUTES.logout, { tags, config: { navigation: true } }, async (request, reply) => {
    // An API key has no session to end (and a logout changes nothing of its account).
    if (request.session?.via === 'session') {
      await options.sessions.destroy(request.session.idHash);
      await options.audit.record(request.session, request.ip, 'logout');
    }
    clearSessionCookies(reply, options.secureCookies);
    return ok(true);
  });
}
