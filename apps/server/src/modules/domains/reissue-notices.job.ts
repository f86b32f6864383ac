import type { JobDefinition } from '../../jobs/boss.js';
import type { ReissueNotices } from './reissue-notices.js';

/**
 * The notice before a reissue that will need the customer (reissue-notices.ts), hourly. One queue for the
 * cluster (pg-boss hands each run to one worker) and one claimed row per notice: sent once.
 */
export const reissueNoticesJob = (notices: ReissueNotices): JobDefinition => ({
  name: 'domain-reissue-notices',
  cron: '23 * * * *',
  run: () => notices.sendDue(),
});
