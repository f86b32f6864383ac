import type { ReissueService } from '../../modules/reissue/reissue.service.js';
import type { JobDefinition } from '../boss.js';

/** Multi-year orders get their next certificate 30 days before the current one ends (checked every 5 min). */
export const certificateRenewalsJob = (reissues: ReissueService): JobDefinition => ({
  name: 'certificate-renewals',
  cron: '*/5 * * * *',
  run: () => reissues.renewDue(),
});
