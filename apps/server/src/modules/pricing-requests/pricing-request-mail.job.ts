import type { JobDefinition } from '../../jobs/boss.js';
import type { PricingRequestsService } from './pricing-requests.service.js';

/** Mails of pricing requests that failed (mail server down): tried again every 5 minutes, about an hour long. */
export const pricingRequestMailJob = (requests: PricingRequestsService): JobDefinition => ({
  name: 'pricing-request-mail',
  cron: '*/5 * * * *',
  run: () => requests.deliverPending(),
});
