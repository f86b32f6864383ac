import { ROUTES, VISITOR_CODE_HEADER } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HOUR } from '../../lib/clock.js';
import { safeEqual } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import { isSameOriginRequest, setSessionCookies } from '../../plugins/session.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SessionService } from '../sessions/session.service.js';
import type { Purchaser, PurchaseService } from './purchase.service.js';

/** Visitor purchases one client address may start per hour (the storefront's e-mail step). */
export const VISITOR_STARTS_PER_HOUR = 10;

export interface PurchaseRouteOptions {
  purchase: PurchaseService;
  audit: AuditService;
  sessions: SessionService;
  secureCookies: boolean;
}

/**
 * Who calls: a session works on its account's purchase (the code is ignored); without one, the query's `code`
 * names a visitor's purchase; without either the caller is asked to log in (code 1002, as before).
 */
function purchaserOf(request: FastifyRequest<{ Querystring: { code?: string | undefined } }>): Purchaser {
  if (request.session) return { session: request.session };
  const code = request.query.code;
  if (code) return { visitorCode: code };
  throw new AppError('notLoggedIn');
}

/**
 * A visitor's call that writes or hands out the key repeats the code in a header: a page of another site can send a
 * form or open a link with the code, but not set a header without a CORS preflight the portal never allows — the
 * visitor's counterpart of the member's CSRF header.
 */
function requireCodeHeader(request: FastifyRequest, purchaser: Purchaser, navigation = false): void {
  if (!('visitorCode' in purchaser)) return;
  // The key download the page opens as a URL: a same-origin navigation needs no header (as a member's CSRF).
  if (navigation && isSameOriginRequest(request)) return;
  const sent = request.headers[VISITOR_CODE_HEADER];
  if (typeof sent !== 'string' || !safeEqual(sent, purchaser.visitorCode))
    throw new AppError('csrf', 'errors.visitorCodeHeader');
}

/** The purchase wizard's calls (spec 000 section 7, event/*), for members and for the storefront's visitors. */
export function purchaseRoutes(app: FastifyInstance, options: PurchaseRouteOptions): void {
  const { purchase } = options;
  const authed = { tags: ['purchase'] };
  // Counted by @fastify/rate-limit's store: in the database, so every process on one PostgreSQL shares the counts.
  const visitorStarts = app.createRateLimit({
    max: VISITOR_STARTS_PER_HOUR,
    timeWindow: HOUR,
    keyGenerator: (request) => `visitorPurchase|ip|${request.ip}`,
  });

  route(app, ROUTES.eventCreate, authed, async (request) => {
    await purchase.start(sessionOf(request), request.body);
    return ok(true);
  });

  route(app, ROUTES.eventContactSave, authed, async (request) => {
    const starting = !request.session && !request.query.code && Boolean(request.body.product);
    if (starting) {
      const counted = await visitorStarts(request);
      if (!counted.isAllowed && counted.isExceeded)
        throw new AppError('tooManyRequests', 'errors.tooManyRequests', {
          seconds: Math.max(1, Math.ceil(counted.ttl / 1000)),
        });
      return ok(await purchase.startVisitor(request.body));
    }
    const purchaser = purchaserOf(request);
    requireCodeHeader(request, purchaser);
    await purchase.saveContact(purchaser, request.body);
    return ok(true);
  });
  route(app, ROUTES.csrInfoSave, authed, async (request) => {
    const purchaser = purchaserOf(request);
    requireCodeHeader(request, purchaser);
    return ok(await purchase.saveCsr(purchaser, request.body));
  });
  route(app, ROUTES.eventInfo, authed, async (request) => ok(await purchase.info(purchaserOf(request))));
  route(
    app,
    ROUTES.privateKeyDownload,
    // It hands out key material and records the download: only the portal's own page may ask — with the CSRF
    // header (a visitor: the code header), or as a same-origin navigation (the spec opens it as a URL).
    { ...authed, config: { navigation: true } },
    async (request, reply) => {
      const purchaser = purchaserOf(request);
      requireCodeHeader(request, purchaser, true);
      const key = await purchase.privateKey(purchaser, request.ip);
      return reply
        .header('content-type', 'application/x-pem-file')
        .header('content-disposition', `attachment; filename="${key.fileName}"`)
        .header('cache-control', 'no-store')
        .send(key.pem);
    },
  );
  route(app, ROUTES.approverEmail, authed, async (request) =>
    ok(await purchase.approverEmails(purchaserOf(request))),
  );
  route(app, ROUTES.orderCreate, authed, async (request, reply) => {
    const purchaser = purchaserOf(request);
    if ('session' in purchaser) {
      const created = await purchase.createOrder(purchaser.session, request.body);
      // Written right after the order exists (docs/domain/audit.md).
      await options.audit.record(purchaser.session, request.ip, 'order.create', { orderId: created.id });
      return ok(created);
    }
    requireCodeHeader(request, purchaser);
    const created = await purchase.createVisitorOrder(purchaser.visitorCode, request.body, {
      ip: request.ip,
      lang: request.lang,
    });
    // Signed in as login does, so payment or the trial proceeds on the member pages.
    const session = await options.sessions.create(created.accountId, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    });
    setSessionCookies(reply, session, options.secureCookies);
    return ok({ id: created.id, authMethod: created.authMethod });
  });
}
