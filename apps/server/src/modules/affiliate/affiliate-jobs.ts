import type { JobDefinition } from '../../jobs/boss.js';
import type { CommissionsService } from './commissions.service.js';
import type { PayoutsService } from './payouts.service.js';

const accountOf = (data: Record<string, unknown>) =>
  typeof data.accountId === 'number' ? data.accountId : undefined;

/**
 * Commission clearance (awaiting → cleared once its 30 days have passed, on the injectable clock), every
 * 15 minutes. A job queued with `{ accountId }` looks at that affiliate only (tests on a shared database).
 */
export const commissionClearanceJob = (commissions: CommissionsService): JobDefinition => ({
  name: 'affiliate-clearance',
  cron: '*/15 * * * *',
  run: async (data) => ({ cleared: await commissions.clearDue(accountOf(data)) }),
});

/** PayPal payouts still processing: asked about (or sent again, same sender_batch_id) every 5 minutes. */
export const payoutStatusJob = (payouts: PayoutsService): JobDefinition => ({
  name: 'affiliate-payouts',
  cron: '*/5 * * * *',
  run: (data) => payouts.followProcessing(accountOf(data)),
});
