import type { ServiceDeps } from '../../services.js';
import type { PortalModule } from '../portal-module.js';
import { createDcvManageService } from './dcv-manage.service.js';
import { dcvManageRoutes } from './dcv-manage.routes.js';
import { emailApprovalRoutes } from './email-approval.routes.js';
import type { EmailApprovalService } from './email-approval.service.js';
import { validationRecheckJob } from './validation-recheck.job.js';
import { validationRoutes } from './validation.routes.js';
import type { ValidationService } from './validation.service.js';

/** Domain validation: e-mail approval, the caller's DCV management, checks; the recheck job (every minute). */
export const validationModule: PortalModule<{
  serviceDeps: ServiceDeps;
  approvals: EmailApprovalService;
  validation: ValidationService;
}> = {
  name: 'validation',
  register: (api, s) => {
    emailApprovalRoutes(api, { approvals: s.approvals });
    dcvManageRoutes(api, { dcv: createDcvManageService(s.serviceDeps, { approvals: s.approvals }) });
    validationRoutes(api, { validation: s.validation });
  },
  jobs: (s) => [validationRecheckJob(s.validation)],
};
