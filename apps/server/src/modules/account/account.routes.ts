import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { AuditService } from '../audit/audit.service.js';
import type { AccountService } from './account.service.js';

const YEAR_SECONDS = 365 * 24 * 3600;

export function accountRoutes(
  app: FastifyInstance,
  options: { accounts: AccountService; audit: AuditService; secureCookies: boolean },
): void {
  const { accounts } = options;
  const authed = { tags: ['account'] };
  const i18n = { tags: ['i18n'] };
  const cookieOptions = {
    path: '/',
    sameSite: 'lax' as const,
    secure: options.secureCookies,
    maxAge: YEAR_SECONDS,
  };

  route(app, ROUTES.accountProfile, authed, async (request) =>
    ok(await accounts.profile(sessionOf(request), request.query.couponTag, request.lang)),
  );

  route(app, ROUTES.accountContactInfo, authed, async (request) =>
    ok(await accounts.contactInfo(sessionOf(request))),
  );

  route(app, ROUTES.passwordModify, authed, async (request) => {
    const session = sessionOf(request);
    await accounts.changePassword(session, request.body.old_password, request.body.new_password);
    await options.audit.record(session, request.ip, 'password.change');
    return ok(true);
  });

  route(app, ROUTES.i18nCurrent, i18n, async (request) =>
    ok(await accounts.current(request.session, request.cookies, request.lang)),
  );

  // Visitors keep their choice in a cookie; a logged-in user's choice is stored on the account too.
  route(app, ROUTES.i18nLanguage, i18n, async (request, reply) => {
    const lang = await accounts.setLanguage(request.session, request.body.lang);
    reply.setCookie('lang', lang, cookieOptions);
    return ok({ lang });
  });

  route(app, ROUTES.i18nCurrency, i18n, async (request, reply) => {
    const currency = await accounts.setCurrency(request.session, request.body.currency);
    reply.setCookie('currency', currency, cookieOptions);
    return ok({ currency });
  });
}
