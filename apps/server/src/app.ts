import { createUpstreamActions } from './modules/certificates/upstream-actions.js';
import { createUpstreamStuckService } from './modules/ops/upstream-stuck.service.js';
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { UPLOAD_MAX_BYTES } from '@portal/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { tokenHasher } from './lib/crypto.js';
import { AppError } from './lib/errors.js';
import { databaseRateLimitStore } from './modules/shared-state/database-rate-limit-store.js';
import { createSharedCounts } from './modules/shared-state/shared-counts.js';
import { registerAcmeDirectory } from './modules/acme-server/acme-directory.routes.js';
import { DEFAULT_KEY_RATE_LIMIT } from './modules/api-keys/key-rate-limiter.js';
import { registerMetrics } from './plugins/metrics.js';
import { answerClientError, frameworkErrors } from './plugins/framework-errors.js';
import { poolOf } from './db/client.js';
import { createJobRunner } from './jobs/boss.js';
import type { AuthRouteOptions } from './modules/auth/auth.routes.js';
import { registerReferralTracking } from './modules/affiliate/referral-tracking.js';
import { DEFAULT_DELIVERY_RATE_LIMITS } from './modules/delivery/delivery-limits.js';
import { DEFAULT_PRICING_REQUEST_LIMITS } from './modules/pricing-requests/pricing-request-limits.js';
import { storefrontServiceOf } from './modules/storefront/storefront.module.js';
import { registerStorefrontPages } from './modules/storefront/storefront.pages.js';
import { createPortalServices } from './portal-services.js';
import { createDatabaseHealth } from './db/health.js';
import { readinessProbe } from './db/readiness.js';
import { registerErrorEnvelope, serializeAnswer } from './plugins/envelope.js';
import { registerHealthRoutes, registerOutageGuard } from './plugins/health.js';
import { registerRequestDeadline } from './plugins/request-deadline.js';
import { withRedactedRequests } from './plugins/log-redaction.js';
import { openApiRoute, registerOpenApi } from './plugins/openapi.js';
import './plugins/request-context.js';
import { registerSessionHooks } from './plugins/session.js';
import { registerWebApp } from './plugins/web.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerUploads } from './plugins/uploads.js';
import { registerTextInputGuard } from './plugins/text-input.js';
import { registerApiNotFound } from './plugins/api-not-found.js';
import { walletContentSources } from './integrations/payments/wallet-content-sources.js';
import type { ServiceDeps } from './services.js';
import { unconfiguredProbe } from './integrations/tls/served-certificate-probe.js';

import type { AppDeps } from './app-deps.js';
import { registerHousekeeping } from './housekeeping.js';
import { PORTAL_MODULES } from './portal-modules.js';
import { registerZoneResponder } from './modules/domains/zone-responder.js';

export type { AppDeps } from './app-deps.js';
export { PORTAL_MODULES } from './portal-modules.js';

export const DEFAULT_RATE_LIMITS: AuthRouteOptions['limits'] = {
  /** Failed logins per account e-mail and client address (also the operator's confirmations per address). */
  login: 10,
  /** Failed logins per client address, any account: an office behind one address is not a stuffing attack. */
  loginPerAddress: 100,
  register: 10,
  forget: 5,
  reset: 10,
  windowMs: 10 * 60_000,
};

/** Body size limits: JSON and form bodies; uploads (CSR files, receipts) are bounded separately. */
const BODY_LIMIT = 1024 * 1024;
const FILE_LIMIT = UPLOAD_MAX_BYTES;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Request logs never show a key password or a one-time token from the URL.
    logger: withRedactedRequests(deps.logger),
    bodyLimit: BODY_LIMIT,
    frameworkErrors,
    // What Node's HTTP parser refuses (headers over 16 KB, a malformed request line) answers the envelope too.
    clientErrorHandler: answerClientError,
    // TRUST_PROXY: only these addresses may name the client in X-Forwarded-For (audit logs, rate limits).
    trustProxy: deps.trustProxy && deps.trustProxy.length > 0 ? deps.trustProxy : false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Response schemas exist for the OpenAPI document; answers are plain JSON (no per-answer validation cost).
  app.setSerializerCompiler(() => serializeAnswer);

  const ownHealth = !deps.health;
  const health = deps.health ?? createDatabaseHealth({ probe: readinessProbe(deps.db) });
  health.setLog(app.log);
  if (ownHealth) app.addHook('onClose', async () => health.stop());
  registerErrorEnvelope(app, health);
  registerHealthRoutes(app, health, deps.isDraining, deps.isStarting);
  await app.register(cookie);
  // After the cookies are read (the answer's language), before the session hook: while the database is away,
  // no call waits for its own connection attempt.
  registerOutageGuard(app, health);
  // Every later hook (the session's reads) and the handler run under the request's database deadline.
  registerRequestDeadline(app, deps.requestDeadlineMs);
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await registerUploads(app, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: FILE_LIMIT, files: 5, fields: 100, parts: 105 },
  });
  const hashToken = tokenHasher(deps.secretKey);
  const serviceDeps: ServiceDeps = {
    db: deps.db,
    clock: deps.clock,
    mailer: deps.mailer,
    hashToken,
    publicUrl: deps.publicUrl,
    log: app.log,
  };
  const services = createPortalServices(serviceDeps, {
    secretKey: deps.secretKey,
    secureCookies: deps.secureCookies ?? false,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits },
    ca: deps.ca,
    caByBrand: deps.caByBrand,
    builtinCa: deps.builtinCa,
    upstreams: deps.upstreams,
    dcvChecker: deps.dcvChecker,
    dcvDelegationZone: deps.dcvDelegation?.zone,
    dnsConnectors: deps.dnsConnectors,
    cardWallet: deps.cardWallet,
    payoutSender: deps.payoutSender,
    sharedCaches: deps.sharedCaches,
    apiKeyRateLimit: { ...DEFAULT_KEY_RATE_LIMIT, ...deps.apiKeyRateLimit },
    ...(deps.rateLimitStore === 'memory' ? {} : { sharedCounts: createSharedCounts(deps.db) }),
    afterBalanceDebit: deps.testHooks?.afterBalanceDebit,
    salesEmail: deps.salesEmail ?? `sales@${new URL(deps.publicUrl).hostname}`,
    pricingRequestLimits: { ...DEFAULT_PRICING_REQUEST_LIMITS, ...deps.pricingRequestLimits },
    deliveryRateLimits: { ...DEFAULT_DELIVERY_RATE_LIMITS, ...deps.deliveryRateLimits },
    servedCertificateProbe: deps.servedCertificateProbe ?? unconfiguredProbe,
  });
  registerSecurityHeaders(app, {
    hsts: deps.secureCookies ?? false,
    walletSources: deps.cardWallet ? walletContentSources(deps.cardWallet.sdk.sdkUrl) : undefined,
    pageSources: services.pageSources,
  });
  // The policy allows the operator's chat widget and advertisement images from the first answer on.
  app.addHook('onReady', () => services.pageSources.refresh());
  // The stored upstreams and routes (modules/upstreams), read before the first order needs them. A database that
  // is down at start must not keep the portal from starting (readyz says 503): order/commit reads them again.
  app.addHook('onReady', async () => {
    await services.cas
      .refresh()
      .catch((error: unknown) => app.log.error({ err: error }, 'upstreams not read at start'));
  });
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: every process on one PostgreSQL shares the counts (CONTRACT.md).
    ...(deps.rateLimitStore === 'memory' ? {} : { store: databaseRateLimitStore(deps.db, app.log) }),
    errorResponseBuilder: (_request, context) =>
      new AppError('tooManyRequests', 'errors.tooManyRequests', {
        seconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
  await registerOpenApi(app);

  const { sessions, sharedCaches } = services;
  const jobs = deps.jobs
    ? createJobRunner(
        deps.db,
        PORTAL_MODULES.flatMap((portalModule) => portalModule.jobs?.(services) ?? []),
        app.log,
        deps.jobs,
        health,
      )
    : null;
  if (jobs) {
    if (!deps.jobs?.deferStart) app.addHook('onReady', () => jobs.start());
    // Before the database closes: running handlers finish (or time out) first.
    app.addHook('onClose', () => jobs.stop());
  }
  // The DCV delegation zone's DNS server (UDP and TCP on DNS_LISTEN), with the app's start and stop.
  const dnsZone = deps.dcvDelegation
    ? registerZoneResponder(app, serviceDeps, {
        ...deps.dcvDelegation,
        nameServer: new URL(deps.publicUrl).hostname,
      })
    : { address: null };
  app.decorate('portal', {
    validation: services.validation,
    issuance: services.issuance,
    reissues: services.reissues,
    renewals: services.renewals,
    refunds: services.refunds,
    offlinePayments: services.wallet.offline,
    lifecycle: services.lifecycle,
    commissions: services.commissions,
    payouts: services.payouts,
    reviews: services.reviews,
    upstreams: services.upstreams,
    upstreamActions: createUpstreamActions(services.serviceDeps, services.cas),
    upstreamStuck: createUpstreamStuckService(services.serviceDeps, services),
    acmeServer: services.acmeServer,
    servedCertificates: services.servedCertificates,
    reissueNotices: services.reissueNotices,
    dnsZone,
    jobs,
  });

  registerSessionHooks(app, sessions, services.apiKeys);
  // Share links (`/?id={uid}`) on the web app's pages: the referral cookie (modules/affiliate).
  registerReferralTracking(app, {
    hashToken,
    clock: deps.clock,
    secureCookies: deps.secureCookies ?? false,
  });
  if (deps.housekeeping)
    registerHousekeeping(app, { db: deps.db, clock: deps.clock, sessions, sharedCaches, health });

  await app.register(
    async (api) => {
      // Every module's routes in the /api scope itself: the session hook, CSRF, rate limits and OpenAPI see them.
      // NUL bytes and bytes that are not UTF-8 are refused in the URL and the bodies before any handler runs.
      registerTextInputGuard(api, { bodyLimit: BODY_LIMIT });
      registerApiNotFound(api);
      for (const portalModule of PORTAL_MODULES) portalModule.prepare?.(api, services);
      for (const portalModule of PORTAL_MODULES) portalModule.register(api, services);
      openApiRoute(api);
    },
    { prefix: '/api' },
  );

  // Operational endpoints outside /api, before the web app's catch-all.
  registerMetrics(app, {
    token: deps.metricsToken,
    pool: poolOf(deps.db),
    jobs,
  });
  // The ACME server's RFC 8555 endpoints at /acme (problem documents, never the envelope or the web app).
  await registerAcmeDirectory(app, services.acmeServer, { health });
  // The public storefront's server-rendered pages at the root, and its 404 page for every unknown public path.
  const storefront = await registerStorefrontPages(app, {
    service: storefrontServiceOf(services),
    publicUrl: deps.publicUrl,
    webRoot: deps.webRoot,
    skinForRequest: services.skins.skinForRequest,
    sessions,
  });
  await registerWebApp(app, deps.webRoot, {
    notFoundPage: storefront.notFound,
    skinForRequest: services.skins.skinForRequest,
  });
  return app;
}
