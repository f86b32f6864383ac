import type { ServiceDeps } from '../../services.js';
import type { AuthRouteOptions } from '../auth/auth.routes.js';
import { createOfflineCreditService } from '../books/offline-credit.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { PortalModule } from '../portal-module.js';
import { opsRoutes } from './ops.routes.js';
import { createOpsService } from './ops.service.js';
import type { ReviewService } from './review.service.js';

/** The operator console (issue 18): review queue, credits, the operator audit trail. */
export const opsModule: PortalModule<{
  serviceDeps: ServiceDeps;
  ledger: LedgerService;
  reviews: ReviewService;
  rateLimits: AuthRouteOptions['limits'];
}> = {
  name: 'ops',
  register: (api, s) =>
    opsRoutes(api, {
      ops: createOpsService(s.serviceDeps, {
        offlineCredit: createOfflineCreditService(s.serviceDeps, s.ledger),
      }),
      reviews: s.reviews,
      confirmLimit: { max: s.rateLimits.login, windowMs: s.rateLimits.windowMs },
    }),
};
