import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { UPLOAD_MAX_BYTES } from '@portal/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.js';
import type { Mailer } from './integrations/mail/index.js';
import type { Clock } from './lib/clock.js';
import { tokenHasher } from './lib/crypto.js';
import { AppError } from './lib/errors.js';
import { databaseRateLimitStore, purgeRateLimits } from './modules/shared-state/database-rate-limit-store.js';
import { createSharedCounts } from './modules/shared-state/shared-counts.js';
import { apiKeysModule } from './modules/api-keys/api-keys.module.js';
import { acmeServerModule } from './modules/acme-server/acme-server.module.js';
import { registerAcmeDirectory } from './modules/acme-server/acme-directory.routes.js';
import type { AcmeServerService } from './modules/acme-server/acme-server.service.js';
import { DEFAULT_KEY_RATE_LIMIT, type KeyRateLimit } from './modules/api-keys/key-rate-limiter.js';
import type { SharedCaches } from './modules/shared-state/shared-caches.js';
import { registerMetrics } from './plugins/metrics.js';
import { answerClientError, frameworkErrors } from './plugins/framework-errors.js';
import { poolOf } from './db/client.js';
import type { CertificateAuthority } from './integrations/ca/certificate-authority.js';
import type { IssuanceService } from './modules/certificates/issuance.service.js';
import type { DcvChecker } from './modules/validation/dcv-checker.js';
import type { ValidationService } from './modules/validation/validation.service.js';
import type { ReissueService } from './modules/reissue/reissue.service.js';
import type { RefundService } from './modules/refunds/refund.service.js';
import type { CertificateRenewals } from './modules/lifecycle/certificate-renewals.js';
import type { LifecycleService } from './modules/lifecycle/lifecycle.service.js';
import type { ServedCertificatesService } from './modules/served-certificates/served-certificates.service.js';
import { createJobRunner, type JobRunner, type JobsOptions } from './jobs/boss.js';
import type { AuthRouteOptions } from './modules/auth/auth.routes.js';
import { accountModule } from './modules/account/account.module.js';
import { advertisementsModule } from './modules/advertisements/advertisements.module.js';
import { affiliateModule } from './modules/affiliate/affiliate.module.js';
import type { CommissionsService } from './modules/affiliate/commissions.service.js';
import type { PayoutsService } from './modules/affiliate/payouts.service.js';
import { registerReferralTracking } from './modules/affiliate/referral-tracking.js';
import { auditModule } from './modules/audit/audit.module.js';
import { authModule } from './modules/auth/auth.module.js';
import { booksModule } from './modules/books/books.module.js';
import { catalogueModule } from './modules/catalogue/catalogue.module.js';
import { certificatesModule } from './modules/certificates/certificates.module.js';
import { couponsModule } from './modules/coupons/coupons.module.js';
import { dashboardModule } from './modules/dashboard/dashboard.module.js';
import { DEFAULT_DELIVERY_RATE_LIMITS, type DeliveryRateLimits } from './modules/delivery/delivery-limits.js';
import { deliveryModule } from './modules/delivery/delivery.module.js';
import { keyManagerModule } from './modules/key-manager/key-manager.module.js';
import { lettersModule } from './modules/letters/letters.module.js';
import {
  DEFAULT_PRICING_REQUEST_LIMITS,
  type PricingRequestLimits,
} from './modules/pricing-requests/pricing-request-limits.js';
import { pricingRequestsModule } from './modules/pricing-requests/pricing-requests.module.js';
import { lifecycleModule } from './modules/lifecycle/lifecycle.module.js';
import { myOrdersModule } from './modules/my-orders/my-orders.module.js';
import { opsModule } from './modules/ops/ops.module.js';
import type { ReviewService } from './modules/ops/review.service.js';
import { paymentsModule } from './modules/payments/payments.module.js';
import type { PortalModule } from './modules/portal-module.js';
import { purchaseModule } from './modules/purchase/purchase.module.js';
import { purgeExpiredVisitorPurchases } from './modules/purchase/expired-visitor-purchases.js';
import { recordsModule } from './modules/records/records.module.js';
import { reissueModule } from './modules/reissue/reissue.module.js';
import { storefrontModule, storefrontServiceOf } from './modules/storefront/storefront.module.js';
import { registerStorefrontPages } from './modules/storefront/storefront.pages.js';
import { teamModule } from './modules/team/team.module.js';
import { validationModule } from './modules/validation/validation.module.js';
import { walletModule } from './modules/wallet/wallet.module.js';
import { createPortalServices, type PortalServices } from './portal-services.js';
import { createDatabaseHealth, type DatabaseHealth } from './db/health.js';
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
import type { CardWallet } from './integrations/payments/card-wallet.js';
import type { PayoutSender } from './integrations/payments/payout-sender.js';
import type { OfflinePaymentService } from './modules/wallet/offline-payment.service.js';
import { walletContentSources } from './integrations/payments/wallet-content-sources.js';
import type { ServiceDeps } from './services.js';
import {
  unconfiguredProbe,
  type ServedCertificateProbe,
} from './integrations/tls/served-certificate-probe.js';
import { servedCertificatesModule } from './modules/served-certificates/served-certificates.module.js';

export interface AppDeps {
  db: Database;
  /** Whether the database is known to be reachable (the handle's); absent: one watching `db` is made here. */
  health?: DatabaseHealth;
  /**
   * API_REQUEST_TIMEOUT_MS, on PostgreSQL only: how long an ordinary /api request may wait for the database in all
   * before it is answered 503 (plugins/request-deadline.ts). Absent: no deadline (the embedded database).
   */
  requestDeadlineMs?: number;
  clock: Clock;
  mailer: Mailer;
  secretKey: string;
  publicUrl: string;
  secureCookies?: boolean;
  /** The built web app (apps/web/dist); absent in API-only tests. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  rateLimits?: Partial<AuthRouteOptions['limits']>;
  /** Calls one API key may make per window (default 600 a minute; docs/domain/api-keys.md). */
  apiKeyRateLimit?: Partial<KeyRateLimit>;
  /** True once the process is shutting down (SIGTERM): /readyz answers 503 from then on. */
  isDraining?: () => boolean;
  /** True while start-up work still runs after the listen (the job queues): /readyz answers 503 until then. */
  isStarting?: () => boolean;
  /** METRICS_TOKEN: GET /metrics needs it as a bearer token; unset: loopback callers only. */
  metricsToken?: string | undefined;
  /** TRUST_PROXY: addresses or CIDRs of the reverse proxies in front (none: the socket's address counts). */
  trustProxy?: string[];
  /**
   * Where rate limits are counted: `database` (default; shared by every process) or `memory` (this app only: the
   * test harness, whose many apps share one PostgreSQL test database and the same client addresses).
   */
  rateLimitStore?: 'database' | 'memory';
  /** The CA that issues (built-in or ACME), and the look-ups domain validation uses. */
  ca: CertificateAuthority;
  /** Brands served by another CA than `ca` (CA_BRANDS), e.g. { Sectigo: an ACME CA }. */
  caByBrand?: Record<string, CertificateAuthority>;
  dcvChecker: DcvChecker;
  /**
   * Reads what an order's hosts serve (DNS_SERVERS, the DCV address guard): the running portal's own; absent (tests
   * that do not look at served certificates), every check answers "not configured" without touching the network.
   */
  servedCertificateProbe?: ServedCertificateProbe;
  /**
   * Run the recurring jobs on pg-boss (validation recheck, certificate renewals, order lifecycle, affiliate
   * clearance and payouts): the running portal turns them on; tests call the services directly (ADR 0002).
   */
  jobs?: JobsOptions;
  /** Test seams (crash tests); never set by the running portal. */
  testHooks?: { afterBalanceDebit?: (paymentId: number) => void | Promise<void> };
  /** The card-wallet provider (PAYPAL_* settings); without one the wallet button says why not. */
  cardWallet?: CardWallet;
  /** Affiliate payouts through PayPal's Payouts API (PAYPAL_* settings); without: approved by hand only. */
  payoutSender?: PayoutSender;
  /** Periodic clean-up (expired sessions); the running portal turns it on, tests drive services directly. */
  housekeeping?: boolean;
  /**
   * The shared-cache poller (another process's changes): the running portal's own; tests that play two processes
   * on one database call `poll()` themselves. Made here when absent.
   */
  sharedCaches?: SharedCaches;
  /** SALES_EMAIL: where pricing requests are sent; default sales@ the host of `publicUrl`. */
  salesEmail?: string;
  /** Pricing requests per account and per address (default 10 and 30 an hour; docs/domain/pricing-requests.md). */
  pricingRequestLimits?: Partial<PricingRequestLimits>;
  /** Delivery token calls per token and refused calls per address (default 120 and 30 an hour; docs/domain/delivery.md). */
  deliveryRateLimits?: Partial<DeliveryRateLimits>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Services the operator commands and tests drive directly (the recheck job, approvals). */
    portal: {
      validation: ValidationService;
      issuance: IssuanceService;
      reissues: ReissueService;
      /** The renewal schedule of multi-year orders (the certificate-renewals job). */
      renewals: CertificateRenewals;
      refunds: RefundService;
      offlinePayments: OfflinePaymentService;
      lifecycle: LifecycleService;
      /** Affiliate commissions (the clearance job's service) and payout decisions with the PayPal follow-up. */
      commissions: CommissionsService;
      payouts: PayoutsService;
      /** Review decisions of orders in status 11 (the console and `portal order:reject`). */
      reviews: ReviewService;
      /** The ACME server (its clean-up job's service). */
      acmeServer: AcmeServerService;
      /** Served-certificate checks (the job's `runDue`). */
      servedCertificates: ServedCertificatesService;
      /** The pg-boss job runner when `jobs` is on. */
      jobs: JobRunner | null;
    };
  }
}

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

/**
 * The server modules, in the order their routes are registered; their jobs run in this order too (validation
 * recheck, certificate renewals, order lifecycle, affiliate clearance and payouts). A new module adds its
 * `*.module.ts` here.
 */
export const PORTAL_MODULES: PortalModule<PortalServices>[] = [
  authModule,
  accountModule,
  teamModule,
  recordsModule,
  catalogueModule,
  purchaseModule,
  paymentsModule,
  walletModule,
  couponsModule,
  booksModule,
  myOrdersModule,
  keyManagerModule,
  validationModule,
  reissueModule,
  lifecycleModule,
  certificatesModule,
  deliveryModule,
  servedCertificatesModule,
  dashboardModule,
  auditModule,
  apiKeysModule,
  lettersModule,
  pricingRequestsModule,
  advertisementsModule,
  storefrontModule,
  affiliateModule,
  acmeServerModule,
  opsModule,
];

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
    dcvChecker: deps.dcvChecker,
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
    acmeServer: services.acmeServer,
    servedCertificates: services.servedCertificates,
    jobs,
  });

  registerSessionHooks(app, sessions, services.apiKeys);
  // Share links (`/?id={uid}`) on the web app's pages: the referral cookie (modules/affiliate).
  registerReferralTracking(app, {
    hashToken,
    clock: deps.clock,
    secureCookies: deps.secureCookies ?? false,
  });
  if (deps.housekeeping) {
    // Expired sessions, finished rate-limit windows and expired visitor purchases are refused or restarted on read
    // already; this only keeps the tables small (and drops the keys made for purchases that never became orders).
    const timer = setInterval(() => {
      sessions.purgeExpired().catch((error: unknown) => {
        if (!health.report(error)) app.log.error({ err: error }, 'session purge failed');
      });
      purgeRateLimits(deps.db, new Date(deps.clock.now().getTime() - 24 * 60 * 60_000)).catch(
        (error: unknown) => {
          if (!health.report(error)) app.log.error({ err: error }, 'rate-limit purge failed');
        },
      );
      purgeExpiredVisitorPurchases(deps.db, deps.clock.now()).catch((error: unknown) => {
        if (!health.report(error)) app.log.error({ err: error }, 'visitor purchase purge failed');
      });
    }, 60 * 60_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    // Another process's catalogue, rate and settings changes reach this one's caches.
    app.addHook('onReady', async () => {
      await sharedCaches.poll();
      sharedCaches.start(app.log, health);
    });
    app.addHook('onClose', async () => sharedCaches.stop());
  }

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
