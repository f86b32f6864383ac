// What the app is built from: the database, the clock, the outside services and the settings (main.ts fills it from
// the environment, the test harness from its own).
import type { UpstreamActions } from './modules/certificates/upstream-actions.js';
import type { UpstreamStuckService } from './modules/ops/upstream-stuck.service.js';
import type { UpstreamsService } from './modules/upstreams/upstreams.service.js';
import type { FastifyServerOptions } from 'fastify';
import type { Database } from './db/client.js';
import type { Mailer } from './integrations/mail/index.js';
import type { Clock } from './lib/clock.js';
import type { AcmeServerService } from './modules/acme-server/acme-server.service.js';
import type { KeyRateLimit } from './modules/api-keys/key-rate-limiter.js';
import type { SharedCaches } from './modules/shared-state/shared-caches.js';
import type { CertificateAuthority } from './integrations/ca/certificate-authority.js';
import type { IssuanceService } from './modules/certificates/issuance.service.js';
import type { DcvChecker } from './modules/validation/dcv-checker.js';
import type { ValidationService } from './modules/validation/validation.service.js';
import type { ReissueService } from './modules/reissue/reissue.service.js';
import type { RefundService } from './modules/refunds/refund.service.js';
import type { CertificateRenewals } from './modules/lifecycle/certificate-renewals.js';
import type { ReissueNotices } from './modules/domains/reissue-notices.js';
import type { LifecycleService } from './modules/lifecycle/lifecycle.service.js';
import type { ServedCertificatesService } from './modules/served-certificates/served-certificates.service.js';
import { type JobRunner, type JobsOptions } from './jobs/boss.js';
import type { AuthRouteOptions } from './modules/auth/auth.routes.js';
import type { CommissionsService } from './modules/affiliate/commissions.service.js';
import type { PayoutsService } from './modules/affiliate/payouts.service.js';
import type { DeliveryRateLimits } from './modules/delivery/delivery-limits.js';
import type { PricingRequestLimits } from './modules/pricing-requests/pricing-request-limits.js';
import type { ReviewService } from './modules/ops/review.service.js';
import type { DatabaseHealth } from './db/health.js';
import type { CardWallet } from './integrations/payments/card-wallet.js';
import type { PayoutSender } from './integrations/payments/payout-sender.js';
import type { OfflinePaymentService } from './modules/wallet/offline-payment.service.js';
import type { ServedCertificateProbe } from './integrations/tls/served-certificate-probe.js';
import type { ZoneResponderHandle } from './modules/domains/zone-responder.js';
import type { DnsConnectorSettings } from './modules/domains/dns-connectors.service.js';
import type { ConnectorWait } from './modules/domains/connector-dns-check.js';

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
  /** The portal's own CA when `ca` is another (routes may send brands to `builtin`); default: `ca` if built-in. */
  builtinCa?: CertificateAuthority;
  /** How the CA clients of stored upstreams are made (modules/upstreams): the ACME account contact, test backoff. */
  upstreams?: { contactEmail?: string; acmeBackoffMin?: number };
  dcvChecker: DcvChecker;
  /**
   * DCV delegation (DCV_DELEGATION_ZONE, DNS_LISTEN): the zone the portal answers DNS for and where (port 0: a
   * free one, tests); absent: delegation is off and nothing listens.
   */
  dcvDelegation?: { zone: string; host: string; port: number } | undefined;
  /**
   * DNS provider connectors (docs/domain/dns-connectors.md "In the portal"): the providers' API bases (default their
   * public endpoints; tests give the emulators'), one call's time-out, and how long a check waits for a value.
   */
  dnsConnectors?: Omit<DnsConnectorSettings, 'secretKey'> & { wait?: ConnectorWait };
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
      /** Named upstream CAs and their routes (`portal upstream:*`). */
      upstreams: UpstreamsService;
      /** Cancels and revocations owed to an upstream CA and their retries (the `upstream-actions` job's work). */
      upstreamActions: UpstreamActions;
      /** An order stuck on its upstream CA: the operator's retry and refund (console and command line). */
      upstreamStuck: UpstreamStuckService;
      /** The ACME server (its clean-up job's service). */
      acmeServer: AcmeServerService;
      /** Served-certificate checks (the job's `runDue`). */
      servedCertificates: ServedCertificatesService;
      /** The notice before a reissue that will need the customer (the domain-reissue-notices job). */
      reissueNotices: ReissueNotices;
      /** Where the DCV delegation zone's DNS server answers once ready (address null when off). */
      dnsZone: ZoneResponderHandle;
      /** The pg-boss job runner when `jobs` is on. */
      jobs: JobRunner | null;
    };
  }
}
