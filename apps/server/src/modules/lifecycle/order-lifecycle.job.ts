import type { LifecycleService } from './lifecycle.service.js';
import type { JobDefinition } from '../../jobs/boss.js';

/**
 * Trial reminders, charges and cancellations, expiry reminders, auto-renewal and expiry, every 5 minutes.
 * A job queued with `{ accountId }` looks at that account only (support, tests on a shared database).
 */
export const orderLifecycleJob = (lifecycle: LifecycleService): JobDefinition => ({
  name: 'order-lifecycle',
  cron: '*/5 * * * *',
  run: (data) => lifecycle.sweep(typeof data.accountId === 'number' ? { accountId: data.accountId } : {}),
});
