import {
  forgetQuery,
  loginAnswer,
  loginBody,
  registerBody,
  resetBody,
  resetParams,
  SESSION_COOKIE,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '../../plugins/openapi.js';
import { ok } from '../../plugins/envelope.js';
import { clearSessionCookies, setSessionCookies } from '../../plugins/session.js';
import type { AuthService } from './auth.service.js';
import type { SessionService } from '../sessions/session.service.js';

export interface AuthRouteOptions {
  auth: AuthService;
  sessions: SessionService;
  secureCookies: boolean;
  /** Requests per window for the guessable calls (per client address). */
  limits: { login: number; register: number; forget: number; reset: number; windowMs: number };
}

export function authRoutes(app: FastifyInstance, options: AuthRouteOptions): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = (max: number) => ({ rateLimit: { max, timeWindow: options.limits.windowMs } });
  const tags = ['auth'];

  r.get('/islogin', { schema: { tags, response: { 200: envelopeOf(z.boolean()) } } }, async (request) =>
    ok(request.session !== null),
  );

  r.post(
    '/login',
    {
      config: limit(options.limits.login),
      schema: { tags, body: loginBody, response: { 200: envelopeOf(loginAnswer) } },
    },
    async (request, reply) => {
      const session = await options.auth.login(
        request.body,
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
        request.cookies[SESSION_COOKIE],
      );
      setSessionCookies(reply, session, options.secureCookies);
      return ok({ email: session.email });
    },
  );

  r.post(
    '/register',
    {
      config: limit(options.limits.register),
      schema: { tags, body: registerBody, response: { 200: envelopeOf(loginAnswer) } },
    },
    async (request) => ok(await options.auth.register(request.body, request.lang)),
  );

  r.get(
    '/forget',
    {
      config: limit(options.limits.forget),
      schema: { tags, querystring: forgetQuery, response: { 200: envelopeOf(z.boolean()) } },
    },
    async (request) => {
      options.auth.requestPasswordReset(request.query.email, request.lang);
      return ok(true);
    },
  );

  r.post(
    '/reset/:token',
    {
      config: limit(options.limits.reset),
      schema: { tags, params: resetParams, body: resetBody, response: { 200: envelopeOf(z.boolean()) } },
    },
    async (request) => {
      await options.auth.resetPassword(request.params.token, request.body.password);
      return ok(true);
    },
  );

  r.get(
    '/logout',
    { schema: { tags, response: { 200: envelopeOf(z.boolean()) } } },
    async (request, reply) => {
      if (request.session) await options.sessions.destroy(request.session.idHash);
      clearSessionCookies(reply, options.secureCookies);
      return ok(true);
    },
  );
}
