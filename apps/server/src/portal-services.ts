import { ORDER_STATUS } from '@portal/contract';
import type { AuthRouteOptions } from './modules/auth/auth.routes.js';
import { createAccountService, type AccountService } from './modules/account/account.service.js';
import { createSessionService, type SessionService } from './modules/sessions/session.service.js';
import { createCatalogueService, type CatalogueService } from './modules/catalogue/catalogue.service.js';
import { createRatesService, type RatesService } from './modules/catalogue/rates.service.js';
import { createSharedCaches, type SharedCaches } from './modules/shared-state/shared-caches.js';
import { createCouponService, type CouponService } from './modules/coupons/coupon.service.js';
import { createLedgerService, type LedgerService } from './modules/ledger/ledger.service.js';
import {
  createCertificateRenewals,
  type CertificateRenewals,
} from './modules/lifecycle/certificate-renewals.js';
import { createAuditService, type AuditService } from './modules/audit/audit.service.js';
import { createLettersService, type LettersService } from './modules/letters/letters.service.js';
import { createApiKeyService, type ApiKeyService } from './modules/api-keys/api-keys.service.js';
import {
  createAdvertisementsService,
  type AdvertisementsService,
} from './modules/advertisements/advertisements.service.js';
import { chatWidgetSources } from './modules/catalogue/chat-widget.js';
import { createSkinsService, type SkinsService } from './modules/skins/skins.service.js';
import { createPageSources, type PageSources } from './modules/shared-state/page-sources.js';
import type { KeyRateLimit } from './modules/api-keys/key-rate-limiter.js';
import type { SharedCounts } from './modules/shared-state/shared-counts.js';
import { createCaDirectory, type CaDirectory } from './integrations/ca/ca-directory.js';
import type { CertificateAuthority } from './integrations/ca/certificate-authority.js';
import { createIssuanceService, type IssuanceService } from './modules/certificates/issuance.service.js';
import type { DcvChecker } from './modules/validation/dcv-checker.js';
import {
  createEmailApprovalService,
  type EmailApprovalService,
} from './modules/validation/email-approval.service.js';
import { createValidationService, type ValidationService } from './modules/validation/validation.service.js';
import { dcvReuseDays } from './modules/validation/reuse-window.js';
import { createDomainsServices, type DomainsOptions } from './modules/domains/domains-services.js';
import type { DomainsServices } from './modules/domains/domains-services.js';
import { DAY } from './lib/clock.js';
import { createReissueService, type ReissueService } from './modules/reissue/reissue.service.js';
import {
  createAcmeCredentialsService,
  type AcmeCredentialsService,
} from './modules/acme-server/acme-credentials.service.js';
import {
  createAcmeServerService,
  type AcmeServerService,
} from './modules/acme-server/acme-server.service.js';
import { createRefundService, type RefundService } from './modules/refunds/refund.service.js';
import { createReviewService, type ReviewService } from './modules/ops/review.service.js';
import {
  createOrderActionsService,
  type OrderActionsService,
} from './modules/my-orders/order-actions.service.js';
import { createOrderService, type OrderService } from './modules/my-orders/order.service.js';
import { createLifecycleService, type LifecycleService } from './modules/lifecycle/lifecycle.service.js';
import {
  createRenewalPreferencesService,
  type RenewalPreferencesService,
} from './modules/lifecycle/renewal-preferences.service.js';
import { createPaymentService, type PaymentService } from './modules/payments/payment.service.js';
import { createPurchaseService, type PurchaseService } from './modules/purchase/purchase.service.js';
import type { CardWallet } from './integrations/payments/card-wallet.js';
import type { PayoutSender } from './integrations/payments/payout-sender.js';
import { createAffiliateNotices } from './modules/affiliate/affiliate-notices.js';
import {
  createCommissionsService,
  type CommissionsService,
} from './modules/affiliate/commissions.service.js';
import { createPayoutsService, type PayoutsService } from './modules/affiliate/payouts.service.js';
import { createReferralBinder, type ReferralBinder } from './modules/affiliate/referral-tracking.js';
import { createWalletParts } from './modules/wallet/wallet-parts.js';
import type { WalletParts } from './modules/wallet/wallet.module.js';
import {
  createPricingRequestsService,
  type PricingRequestsService,
} from './modules/pricing-requests/pricing-requests.service.js';
import type { PricingRequestLimits } from './modules/pricing-requests/pricing-request-limits.js';
import type { DeliveryRateLimits } from './modules/delivery/delivery-limits.js';
import type { ServedCertificateProbe } from './integrations/tls/served-certificate-probe.js';
import {
  createServedCertificatesService,
  type ServedCertificatesService,
} from './modules/served-certificates/served-certificates.service.js';
import { scheduleServedChecks } from './modules/served-certificates/served-schedule.js';
import type { ServiceDeps } from './services.js';
import { createUpstreamRegistry } from './modules/upstreams/upstream-registry.js';
import { createUpstreamsService, type UpstreamsService } from './modules/upstreams/upstreams.service.js';

/** What the app's configuration gives the services and modules (a part of `AppDeps`). */
export interface PortalServiceOptions {
  secretKey: string;
  secureCookies: boolean;
  /** The rate limits of the guessable auth calls (defaults already applied). */
  rateLimits: AuthRouteOptions['limits'];
  ca: CertificateAuthority;
  caByBrand?: Record<string, CertificateAuthority>;
  builtinCa?: CertificateAuthority;
  upstreams?: { contactEmail?: string; acmeBackoffMin?: number } | undefined;
  dcvChecker: DcvChecker;
  /** DCV_DELEGATION_ZONE (lower-case, no final dot); undefined: delegation is off. */
  dcvDelegationZone?: string | undefined;
  dnsConnectors?: DomainsOptions['dnsConnectors'];
  cardWallet?: CardWallet;
  /** Affiliate payouts through PayPal (PAYPAL_* settings); absent: payouts are approved with a manual reference. */
  payoutSender?: PayoutSender;
  sharedCaches?: SharedCaches;
  /** The per-key limit of API key calls (defaults already applied). */
  apiKeyRateLimit: KeyRateLimit;
  /** Where API key calls are counted across processes; absent: per process (the test harness's memory store). */
  sharedCounts?: SharedCounts;
  afterBalanceDebit?: (paymentId: number) => void | Promise<void>;
  /** Where pricing requests are sent (SALES_EMAIL). */
  salesEmail: string;
  /** How many pricing requests one account and one address may send (defaults already applied). */
  pricingRequestLimits: PricingRequestLimits;
  /** How often a delivery token may be used, refused calls per address (defaults already applied). */
  deliveryRateLimits: DeliveryRateLimits;
  /** Reads what an order's hosts serve (the DCV look-ups and address guard); see served-certificate-probe.ts. */
  servedCertificateProbe: ServedCertificateProbe;
}

/** The services container: the app's configuration the modules need, and the shared services. */
/** The domains module's services (delegation, GET domains, DNS connectors, the reissue notices) are among them. */
export interface PortalServices extends DomainsServices {
  serviceDeps: ServiceDeps;
  secretKey: string;
  secureCookies: boolean;
  rateLimits: AuthRouteOptions['limits'];
  /** The default CA (its root is offered for download); `cas` picks the one of an order. */
  ca: CertificateAuthority;
  cas: CaDirectory;
  /** Named upstream CAs and the routes of new orders (portal upstream:*, the console). */
  upstreams: UpstreamsService;
  sessions: SessionService;
  sharedCaches: SharedCaches;
  rates: RatesService;
  coupons: CouponService;
  ledger: LedgerService;
  catalogue: CatalogueService;
  audit: AuditService;
  letters: LettersService;
  advertisements: AdvertisementsService;
  /** White-label skins per request host (issue 17): admin-setting, the web app's index.html, the public pages. */
  skins: SkinsService;
  /** SALES_EMAIL: the sales address while an operator has set none (`catalogue.salesEmail()` is the one in effect). */
  salesEmail: string;
  /** What the operator's settings add to the pages' Content-Security-Policy (chat widget, advertisement images). */
  pageSources: PageSources;
  apiKeys: ApiKeyService;
  purchase: PurchaseService;
  wallet: WalletParts;
  payments: PaymentService;
  accounts: AccountService;
  issuance: IssuanceService;
  validation: ValidationService;
  approvals: EmailApprovalService;
  reissues: ReissueService;
  /** The ACME server (docs/domain/acme-server.md): an order's EAB credentials and the RFC 8555 endpoints. */
  acmeCredentials: AcmeCredentialsService;
  acmeServer: AcmeServerService;
  refunds: RefundService;
  /** Review decisions of OV / EV / code-signing orders (operator console, `portal order:reject`). */
  reviews: ReviewService;
  orderActions: OrderActionsService;
  orders: OrderService;
  lifecycle: LifecycleService;
  renewalPreferences: RenewalPreferencesService;
  renewals: CertificateRenewals;
  pricingRequests: PricingRequestsService;
  pricingRequestLimits: PricingRequestLimits;
  deliveryRateLimits: DeliveryRateLimits;
  /** Counts every process shares (rate_limit_hits); absent: per process (the test harness's memory store). */
  sharedCounts: SharedCounts | undefined;
  /** The affiliate programme: commissions (written with payments and refunds), payouts, referral binding. */
  commissions: CommissionsService;
  payouts: PayoutsService;
  referrals: ReferralBinder;
  /** What each issued order's hosts serve (issue 21, B6): the job, the order's calls. */
  servedCertificates: ServedCertificatesService;
}

/**
 * Builds the services container: every service more than one module (or `app.ts`, the operator's `app.portal`, a job)
 * uses, built once per app. The callbacks that run up the module map are wired here, so no module imports a
 * module above it. Each module's `*.module.ts` takes what it needs from this and makes its module-local services.
 */
export function createPortalServices(
  serviceDeps: ServiceDeps,
  options: PortalServiceOptions,
): PortalServices {
  const sessions = createSessionService(serviceDeps);
  // Caches every process keeps, dropped everywhere within a second of a change (cache_versions).
  const sharedCaches = options.sharedCaches ?? createSharedCaches(serviceDeps.db);
  const rates = createRatesService({ ...serviceDeps, sharedCaches });
  const coupons = createCouponService(serviceDeps);
  const ledger = createLedgerService(serviceDeps);
  const catalogue = createCatalogueService(serviceDeps, rates, coupons, sharedCaches, {
    salesEmail: options.salesEmail,
  });
  const audit = createAuditService(serviceDeps);
  const letters = createLettersService(serviceDeps);
  const advertisements = createAdvertisementsService(serviceDeps, sharedCaches);
  const skins = createSkinsService(serviceDeps, { sharedCaches, siteName: () => catalogue.website() });
  const pageSources = createPageSources({
    sharedCaches,
    watch: ['settings', 'advertisements', 'skins'],
    log: serviceDeps.log,
    load: async () => {
      const [chat, images, skinImages] = await Promise.all([
        catalogue.chatScript(),
        advertisements.imageOrigins(),
        skins.imageOrigins(),
      ]);
      const widget = chatWidgetSources(chat);
      return { ...widget, img: [...(widget.img ?? []), ...images, ...skinImages] };
    },
  });
  const affiliateNotices = createAffiliateNotices(serviceDeps, { letters, audit });
  const commissions = createCommissionsService(serviceDeps, { notices: affiliateNotices, audit });
  const payouts = createPayoutsService(serviceDeps, {
    notices: affiliateNotices,
    sender: options.payoutSender,
  });
  const apiKeys = createApiKeyService(serviceDeps, {
    audit,
    rateLimit: options.apiKeyRateLimit,
    sharedCounts: options.sharedCounts,
  });
  const purchase = createPurchaseService(serviceDeps, {
    catalogue,
    coupons,
    secretKey: options.secretKey,
    audit,
  });
  const wallet = createWalletParts(serviceDeps, {
    wallet: options.cardWallet,
    ledger,
    coupons,
    sharedCaches,
    letters,
    commissions: commissions.writer,
    salesEmail: () => catalogue.salesEmail(),
  });
  const payments = createPaymentService(serviceDeps, {
    catalogue,
    coupons,
    ledger,
    rates,
    letters,
    commissions: commissions.writer,
    cardWallet: wallet.payments,
    afterBalanceDebit: options.afterBalanceDebit,
  });
  const accounts = createAccountService(serviceDeps, sessions, {
    coupons,
    rates,
    purchaseContact: (session) => purchase.contactPerson(session),
  });
  const upstreamRegistry = createUpstreamRegistry(
    { db: serviceDeps.db, secretKey: options.secretKey, clock: serviceDeps.clock },
    { ...options.upstreams, sharedCaches, log: serviceDeps.log },
  );
  const upstreams = createUpstreamsService(
    { db: serviceDeps.db, secretKey: options.secretKey, clock: serviceDeps.clock },
    { sharedCaches, registry: upstreamRegistry },
  );
  const builtinCa = options.builtinCa ?? (options.ca.name === 'builtin' ? options.ca : undefined);
  const cas = createCaDirectory(options.ca, options.caByBrand, {
    ...(builtinCa ? { builtin: builtinCa } : {}),
    routing: upstreamRegistry,
  });
  // A stored certificate (issuance, reissue, renewal) schedules its hosts' served-certificate check an hour later.
  const issuance = createIssuanceService(serviceDeps, cas, letters, {
    afterCertificateStored: scheduleServedChecks,
  });
  const { dnsChecks, ...domains } = createDomainsServices(serviceDeps, {
    secretKey: options.secretKey,
    zone: options.dcvDelegationZone,
    lookups: options.dcvChecker,
    dnsConnectors: options.dnsConnectors,
    letters,
    reuseEndsAt: (validatedAt, now) => new Date(validatedAt.getTime() + dcvReuseDays(now) * DAY),
  });
  const validation = createValidationService(serviceDeps, {
    checker: options.dcvChecker,
    issuance,
    ...dnsChecks,
  });
  // An approval counts at once: when the order already waits for validation (status 1), check it again.
  const approvals = createEmailApprovalService(serviceDeps, {
    onApproved: async (order, reissueId) => {
      if (reissueId) {
        const reissue = await reissues.pendingReissue(reissueId);
        if (reissue) await validation.checkReissue(reissue, order);
      } else if (order.status === ORDER_STATUS.pending) await validation.checkOrder(order);
    },
  });
  const reissues = createReissueService(serviceDeps, {
    catalogue,
    cas,
    validation,
    approvals,
    secretKey: options.secretKey,
    audit,
  });
  const refunds = createRefundService(serviceDeps, {
    ledger,
    cas,
    letters,
    commissions: commissions.writer,
  });
  const reviews = createReviewService(serviceDeps, { issuance, refunds, letters });
  const orderActions = createOrderActionsService(serviceDeps, { catalogue, validation, coupons });
  const lifecycle = createLifecycleService(serviceDeps, {
    payments,
    ledger,
    actions: orderActions,
    cas,
    letters,
  });
  const renewalPreferences = createRenewalPreferencesService(serviceDeps);
  const renewals = createCertificateRenewals(serviceDeps, { reissues });
  // A submitted order mails its approvers; its detail offers the renewal mails of lifecycle.
  const orders = createOrderService(serviceDeps, {
    cas,
    onSubmitted: (orderId, lang) => approvals.sendFor(orderId, lang),
    renewalEmails: (order) => renewalPreferences.emailOptions(order),
  });
  const pricingRequests = createPricingRequestsService(serviceDeps, { catalogue });
  const acmeCredentials = createAcmeCredentialsService(serviceDeps, {
    secretKey: options.secretKey,
    cas,
    audit,
  });
  const acmeServer = createAcmeServerService(serviceDeps, {
    cas,
    checker: options.dcvChecker,
    validation,
    credentials: acmeCredentials,
    audit,
  });
  const servedCertificates = createServedCertificatesService(serviceDeps, {
    probe: options.servedCertificateProbe,
    letters,
  });
  return {
    serviceDeps,
    secretKey: options.secretKey,
    secureCookies: options.secureCookies,
    rateLimits: options.rateLimits,
    ca: options.ca,
    cas,
    upstreams,
    sessions,
    sharedCaches,
    rates,
    coupons,
    ledger,
    catalogue,
    audit,
    letters,
    advertisements,
    skins,
    salesEmail: options.salesEmail,
    pageSources,
    apiKeys,
    purchase,
    wallet,
    payments,
    accounts,
    issuance,
    validation,
    ...domains,
    approvals,
    reissues,
    acmeCredentials,
    acmeServer,
    refunds,
    reviews,
    orderActions,
    orders,
    lifecycle,
    renewalPreferences,
    renewals,
    pricingRequests,
    pricingRequestLimits: options.pricingRequestLimits,
    deliveryRateLimits: options.deliveryRateLimits,
    sharedCounts: options.sharedCounts,
    commissions,
    payouts,
    referrals: createReferralBinder(serviceDeps),
    servedCertificates,
  };
}
