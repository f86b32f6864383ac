import type { ServiceDeps } from '../../services.js';
import type { PortalModule } from '../portal-module.js';
import { createDcvManageService } from './dcv-manage.service.js';
import { dcvManageRoutes } from './dcv-manage.routes.js';
import { emailApprovalRoutes } from './email-approval.routes.js';
import type { EmailApprovalService } from './email-approval.service.js';
import type { CaDirectory } from '../../integrations/ca/ca-directory.js';
import { createUpstreamActions } from '../certificates/upstream-actions.js';
import { upstreamActionsJob } from './upstream-actions.job.js';
import { validationRecheckJob } from './validation-recheck.job.js';
import { validationRoutes } from './validation.routes.js';
import type { ValidationService } from './validation.service.js';

/**
 * Domain validation: e-mail approval, the caller's DCV management, checks; the recheck job and the upstream actions'
 * retries (every minute).
 */
export const validationModule: PortalModule<{
  serviceDeps: ServiceDeps;
  approvals: EmailApprovalService;
  validation: ValidationService;
  cas: CaDirectory;
}> = {
  name: 'validation',
  register: (api, s) => {
    emailApprovalRoutes(api, { approvals: s.approvals });
    dcvManageRoutes(api, { dcv: createDcvManageService(s.serviceDeps, { approvals: s.approvals }) });
    validationRoutes(api, { validation: s.validation });
  },
  // The upstream's pending orders and the cancels / revocations it still owes (docs/domain/upstreams.md).
  jobs: (s) => [
    validationRecheckJob(s.validation),
    upstreamActionsJob(() => createUpstreamActions(s.serviceDeps, s.cas)),
  ],
};
