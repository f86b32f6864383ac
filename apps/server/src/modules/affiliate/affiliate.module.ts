import type { PortalModule } from '../portal-module.js';
import { commissionClearanceJob, payoutStatusJob } from './affiliate-jobs.js';
import { affiliateRoutes } from './affiliate.routes.js';
import type { CommissionsService } from './commissions.service.js';
import type { PayoutsService } from './payouts.service.js';

/** The affiliate programme: the affiliate's calls, commission clearance and the PayPal payouts' follow-up. */
export const affiliateModule: PortalModule<{ commissions: CommissionsService; payouts: PayoutsService }> = {
  name: 'affiliate',
  register: (api, s) => affiliateRoutes(api, s.commissions),
  jobs: (s) => [commissionClearanceJob(s.commissions), payoutStatusJob(s.payouts)],
};
