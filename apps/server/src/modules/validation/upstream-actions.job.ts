import type { JobDefinition } from '../../jobs/boss.js';
import type { UpstreamActions } from '../certificates/upstream-actions.js';

/** Cancels and revocations the upstream CA has not confirmed yet are tried again every minute, when due. */
export const upstreamActionsJob = (actions: () => UpstreamActions): JobDefinition => ({
  name: 'upstream-actions',
  cron: '* * * * *',
  run: () => actions().retryDue(),
});
