import type { CertificateRenewals } from './certificate-renewals.js';
import type { JobDefinition } from '../../jobs/boss.js';

/** Multi-year orders get their next certificate 30 days before the current one ends (checked every 5 min). */
export const certificateRenewalsJob = (renewals: CertificateRenewals): JobDefinition => ({
  name: 'certificate-renewals',
  cron: '*/5 * * * *',
  run: () => renewals.renewDue(),
});
