import type { ServiceDeps } from '../../services.js';
import type { PayoutsService } from '../affiliate/payouts.service.js';
import type { AuthRouteOptions } from '../auth/auth.routes.js';
import { createOperatorBookings } from '../books/operator-bookings.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { PortalModule } from '../portal-module.js';
import type { RefundService } from '../refunds/refund.service.js';
import type { RatesService } from '../catalogue/rates.service.js';
import type { SharedCaches } from '../shared-state/shared-caches.js';
import { opsCatalogueRoutes } from './ops-catalogue.routes.js';
import { createOpsCatalogueService } from './ops-catalogue.service.js';
import type { SessionService } from '../sessions/session.service.js';
import type { OfflinePaymentService } from '../wallet/offline-payment.service.js';
import { createOpsQueuesService } from './ops-queues.service.js';
import { createOpsUsersService } from './ops-users.service.js';
import { opsRoutes } from './ops.routes.js';
import { createOpsService } from './ops.service.js';
import type { ReviewService } from './review.service.js';

/** The operator console (issue 18): review queue, users, the money queues, the operator audit trail. */
export const opsModule: PortalModule<{
  serviceDeps: ServiceDeps;
  ledger: LedgerService;
  reviews: ReviewService;
  refunds: RefundService;
  payouts: PayoutsService;
  wallet: { offline: OfflinePaymentService };
  sessions: SessionService;
  rateLimits: AuthRouteOptions['limits'];
  rates: RatesService;
  sharedCaches: SharedCaches;
}> = {
  name: 'ops',
  register: (api, s) => {
    opsCatalogueRoutes(api, createOpsCatalogueService(s.serviceDeps, s));
    opsRoutes(api, {
      ops: createOpsService(s.serviceDeps),
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
      confirmLimit: { max: s.rateLimits.login, windowMs: s.rateLimits.windowMs },
    });
  },
};
