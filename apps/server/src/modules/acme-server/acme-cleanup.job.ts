import type { JobDefinition } from '../../jobs/boss.js';
import type { AcmeServerService } from './acme-server.service.js';

/** Expired nonces, ACME orders a month past their expiry and deactivated accounts without orders, hourly. */
export const acmeCleanupJob = (server: AcmeServerService): JobDefinition => ({
  name: 'acme-cleanup',
  cron: '17 * * * *',
  run: () => server.cleanUp(),
});
