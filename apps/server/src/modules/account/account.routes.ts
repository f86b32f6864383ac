import {
  contactInfoAnswer,
  currencyBody,
  i18nCurrentAnswer,
  languageBody,
  passwordModifyBody,
  profileAnswer,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../plugins/envelope.js';
import { envelopeOf } from '../../plugins/openapi.js';
import { sessionOf } from '../../plugins/request-context.js';
import { requireSession } from '../../plugins/session.js';
import type { AccountService } from './account.service.js';

const YEAR_SECONDS = 365 * 24 * 3600;

export function accountRoutes(
  app: FastifyInstance,
  options: { accounts: AccountService; secureCookies: boolean },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { accounts } = options;
  const authed = { preHandler: requireSession };
  const cookieOptions = {
    path: '/',
    sameSite: 'lax' as const,
    secure: options.secureCookies,
    maxAge: YEAR_SECONDS,
  };

  r.get(
    '/account/profile',
    {
      ...authed,
      schema: {
        tags: ['account'],
        querystring: z.object({ couponTag: z.enum(['all', 'usable', 'used', 'expired']).optional() }),
        response: { 200: envelopeOf(profileAnswer) },
      },
    },
    async (request) => ok(await accounts.profile(sessionOf(request), request.query.couponTag, request.lang)),
  );

  r.get(
    '/account/contact_info',
    { ...authed, schema: { tags: ['account'], response: { 200: envelopeOf(contactInfoAnswer) } } },
    async (request) => ok(await accounts.contactInfo(sessionOf(request))),
  );

  r.put(
    '/password/modify',
    {
      ...authed,
      schema: { tags: ['account'], body: passwordModifyBody, response: { 200: envelopeOf(z.boolean()) } },
    },
    async (request) => {
      await accounts.changePassword(sessionOf(request), request.body.old_password, request.body.new_password);
      return ok(true);
    },
  );

  r.get(
    '/i18n/current',
    { schema: { tags: ['i18n'], response: { 200: envelopeOf(i18nCurrentAnswer) } } },
    async (request) => ok(await accounts.current(request.session, request.cookies, request.lang)),
  );

  // Visitors keep their choice in a cookie; a logged-in user's choice is stored on the account too.
  r.put(
    '/i18n/language',
    {
      schema: {
        tags: ['i18n'],
        body: languageBody,
        response: { 200: envelopeOf(z.object({ lang: z.string() })) },
      },
    },
    async (request, reply) => {
      const lang = await accounts.setLanguage(request.session, request.body.lang);
      reply.setCookie('lang', lang, cookieOptions);
      return ok({ lang });
    },
  );

  r.put(
    '/i18n/currency',
    {
      schema: {
        tags: ['i18n'],
        body: currencyBody,
        response: { 200: envelopeOf(z.object({ currency: z.string() })) },
      },
    },
    async (request, reply) => {
      const currency = await accounts.setCurrency(request.session, request.body.currency);
      reply.setCookie('currency', currency, cookieOptions);
      return ok({ currency });
    },
  );
}
