import type { PortalModule } from '../portal-module.js';
import { pricingRequestMailJob } from './pricing-request-mail.job.js';
import type { PricingRequestLimits } from './pricing-request-limits.js';
import { pricingRequestsRoutes } from './pricing-requests.routes.js';
import type { PricingRequestsService } from './pricing-requests.service.js';

/** Pricing requests: the four forms' calls, and the job that sends again the mails that failed. */
export const pricingRequestsModule: PortalModule<{
  pricingRequests: PricingRequestsService;
  pricingRequestLimits: PricingRequestLimits;
}> = {
  name: 'pricing-requests',
  register: (api, s) => pricingRequestsRoutes(api, s.pricingRequests, s.pricingRequestLimits),
  jobs: (s) => [pricingRequestMailJob(s.pricingRequests)],
};
