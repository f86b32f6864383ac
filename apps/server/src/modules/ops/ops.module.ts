import type { ServiceDeps } from '../../services.js';
import type { PayoutsService } from '../affiliate/payouts.service.js';
import type { AuthRouteOptions } from '../auth/auth.routes.js';
import { createOperatorBookings } from '../books/operator-bookings.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { LettersService } from '../letters/letters.service.js';
import type { AdvertisementsService } from '../advertisements/advertisements.service.js';
import type { SharedCaches } from '../shared-state/shared-caches.js';
import type { SkinsService } from '../skins/skins.service.js';
import type { PortalModule } from '../portal-module.js';
import type { RefundService } from '../refunds/refund.service.js';
import type { SessionService } from '../sessions/session.service.js';
import type { OfflinePaymentService } from '../wallet/offline-payment.service.js';
import { opsContentRoutes } from './ops-content.routes.js';
import { createOpsContentService } from './ops-content.service.js';
import { createOpsRequestsService } from './ops-requests.service.js';
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
  letters: LettersService;
  advertisements: AdvertisementsService;
  skins: SkinsService;
  sharedCaches: SharedCaches;
  salesEmail: string;
}> = {
  name: 'ops',
  register: (api, s) => {
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
    opsContentRoutes(api, createOpsContentService(s.serviceDeps, s), createOpsRequestsService(s.serviceDeps));
  },
};
