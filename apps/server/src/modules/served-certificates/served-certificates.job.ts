import type { JobDefinition } from '../../jobs/boss.js';
import type { ServedCertificatesService } from './served-certificates.service.js';

/**
 * Served-certificate checks: every 10 minutes the hosts whose check is due (a day after the last one, an hour
 * after a new certificate) are checked; each host so is checked daily.
 */
export const servedCertificatesJob = (served: ServedCertificatesService): JobDefinition => ({
  name: 'served-certificate-checks',
  cron: '*/10 * * * *',
  run: () => served.runDue(),
});
