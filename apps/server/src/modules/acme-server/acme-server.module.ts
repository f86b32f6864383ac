import type { PortalModule } from '../portal-module.js';
import { acmeCleanupJob } from './acme-cleanup.job.js';
import type { AcmeCredentialsService } from './acme-credentials.service.js';
import { acmeServerRoutes } from './acme-server.routes.js';
import type { AcmeServerService } from './acme-server.service.js';

/**
 * The portal's ACME server (docs/domain/acme-server.md): the customer calls for an order's EAB credentials here,
 * the protocol endpoints at the root under /acme (`registerAcmeDirectory`, from app.ts), the clean-up job.
 */
export const acmeServerModule: PortalModule<{
  acmeCredentials: AcmeCredentialsService;
  acmeServer: AcmeServerService;
}> = {
  name: 'acme-server',
  register: (api, s) => acmeServerRoutes(api, s.acmeCredentials),
  jobs: (s) => [acmeCleanupJob(s.acmeServer)],
};
