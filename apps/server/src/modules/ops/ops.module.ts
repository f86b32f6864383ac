import type { CaDirectory } from '../../integrations/ca/ca-directory.js';
import type { ServiceDeps } from '../../services.js';
import type { ValidationService } from '../validation/validation.service.js';
import type { AdvertisementsService } from '../advertisements/advertisements.service.js';
import type { PayoutsService } from '../affiliate/payouts.service.js';
import type { AuthRouteOptions } from '../auth/auth.routes.js';
import { createOperatorBookings } from '../books/operator-bookings.service.js';
import type { RatesService } from '../catalogue/rates.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { LettersService } from '../letters/letters.service.js';
import type { OrderService } from '../my-orders/order.service.js';
import type { PortalModule } from '../portal-module.js';
import type { RefundService } from '../refunds/refund.service.js';
import type { SessionService } from '../sessions/session.service.js';
import type { SharedCaches } from '../shared-state/shared-caches.js';
import type { SkinsService } from '../skins/skins.service.js';
import type { WalletParts } from '../wallet/wallet.module.js';
import { opsCatalogueRoutes } from './ops-catalogue.routes.js';
import { createOpsCatalogueService } from './ops-catalogue.service.js';
import { opsContentRoutes } from './ops-content.routes.js';
import { createOpsContentService } from './ops-content.service.js';
import { createOpsMarginService } from './ops-margin.service.js';
import { createOpsOverviewService } from './ops-overview.service.js';
import { opsOverviewRoutes } from './ops-overview.routes.js';
import { createOpsQueuesService } from './ops-queues.service.js';
import { createOpsRequestsService } from './ops-requests.service.js';
import { createOpsTotpService } from './ops-totp.service.js';
import { opsTotpRoutes } from './ops-totp.routes.js';
import { createOpsUsersService } from './ops-users.service.js';
import { opsRoutes } from './ops.routes.js';
import { opsUpstreamRoutes } from './ops-upstream.routes.js';
import { createUpstreamStuckService } from './upstream-stuck.service.js';
import { createOpsService } from './ops.service.js';
import type { ReviewService } from './review.service.js';

/**
 * The operator console (issue 18): overview, review queue and orders, users, the money queues, the catalogue,
 * content and settings, the pricing-request inbox, TOTP and the operator audit trail. Each area's routes are a file
 * of their own; every change goes through the owning module's service (the command line's too).
 */
export const opsModule: PortalModule<{
  serviceDeps: ServiceDeps;
  ledger: LedgerService;
  reviews: ReviewService;
  refunds: RefundService;
  /** An order stuck on its upstream CA: the CA directory and the validation service's check (retry). */
  cas: CaDirectory;
  validation: ValidationService;
  payouts: PayoutsService;
  wallet: Pick<WalletParts, 'offline' | 'instructions' | 'payments'>;
  sessions: SessionService;
  /** The customer's order detail (my-orders), which the console shows of any account's order. */
  orders: Pick<OrderService, 'operatorInfo'>;
  rateLimits: AuthRouteOptions['limits'];
  secretKey: string;
  rates: RatesService;
  sharedCaches: SharedCaches;
  letters: LettersService;
  advertisements: AdvertisementsService;
  skins: SkinsService;
  salesEmail: string;
}> = {
  name: 'ops',
  register: (api, s) => {
    const totp = createOpsTotpService(s.serviceDeps, s.secretKey);
    const confirmLimit = { max: s.rateLimits.login, windowMs: s.rateLimits.windowMs };
    opsTotpRoutes(api, totp, confirmLimit);
    opsOverviewRoutes(
      api,
      createOpsOverviewService(s.serviceDeps, {
        cardWallet: s.wallet.payments !== undefined,
        instructions: s.wallet.instructions,
      }),
      createOpsMarginService(s.serviceDeps),
    );
    opsCatalogueRoutes(api, createOpsCatalogueService(s.serviceDeps, s));
    opsUpstreamRoutes(api, { deps: s.serviceDeps, stuck: createUpstreamStuckService(s.serviceDeps, s) });
    opsRoutes(api, {
      ops: createOpsService(s.serviceDeps, { orderDetail: s.orders.operatorInfo, totp }),
      users: createOpsUsersService(s.serviceDeps, {
        bookings: createOperatorBookings(s.serviceDeps, s.ledger),
        sessions: s.sessions,
      }),
      queues: createOpsQueuesService(s.serviceDeps, {
        refunds: s.refunds,
        payouts: s.payouts,
        offlinePayments: s.wallet.offline,
      }),
      reviews: s.reviews,
      confirmLimit,
    });
    opsContentRoutes(api, createOpsContentService(s.serviceDeps, s), createOpsRequestsService(s.serviceDeps));
  },
};
