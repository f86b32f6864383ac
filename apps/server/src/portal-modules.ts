// The server modules: app.ts registers their routes and the job runner their jobs, in this order.
import { apiKeysModule } from './modules/api-keys/api-keys.module.js';
import { acmeServerModule } from './modules/acme-server/acme-server.module.js';
import { accountModule } from './modules/account/account.module.js';
import { advertisementsModule } from './modules/advertisements/advertisements.module.js';
import { affiliateModule } from './modules/affiliate/affiliate.module.js';
import { auditModule } from './modules/audit/audit.module.js';
import { authModule } from './modules/auth/auth.module.js';
import { booksModule } from './modules/books/books.module.js';
import { catalogueModule } from './modules/catalogue/catalogue.module.js';
import { certificatesModule } from './modules/certificates/certificates.module.js';
import { couponsModule } from './modules/coupons/coupons.module.js';
import { dashboardModule } from './modules/dashboard/dashboard.module.js';
import { deliveryModule } from './modules/delivery/delivery.module.js';
import { domainsModule } from './modules/domains/domains.module.js';
import { keyManagerModule } from './modules/key-manager/key-manager.module.js';
import { lettersModule } from './modules/letters/letters.module.js';
import { pricingRequestsModule } from './modules/pricing-requests/pricing-requests.module.js';
import { lifecycleModule } from './modules/lifecycle/lifecycle.module.js';
import { myOrdersModule } from './modules/my-orders/my-orders.module.js';
import { opsModule } from './modules/ops/ops.module.js';
import { upstreamsModule } from './modules/upstreams/upstreams.module.js';
import { paymentsModule } from './modules/payments/payments.module.js';
import type { PortalModule } from './modules/portal-module.js';
import { purchaseModule } from './modules/purchase/purchase.module.js';
import { recordsModule } from './modules/records/records.module.js';
import { reissueModule } from './modules/reissue/reissue.module.js';
import { storefrontModule } from './modules/storefront/storefront.module.js';
import { teamModule } from './modules/team/team.module.js';
import { validationModule } from './modules/validation/validation.module.js';
import { walletModule } from './modules/wallet/wallet.module.js';
import { servedCertificatesModule } from './modules/served-certificates/served-certificates.module.js';
import type { PortalServices } from './portal-services.js';
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
  domainsModule,
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
  upstreamsModule,
];
