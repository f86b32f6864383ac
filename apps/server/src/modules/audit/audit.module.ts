import type { PortalModule } from '../portal-module.js';
import { auditRoutes, recordKeyCalls } from './audit.routes.js';
import type { AuditService } from './audit.service.js';

/** The team's audit log (GET log) and the record of every state-changing API key call. */
export const auditModule: PortalModule<{ audit: AuditService }> = {
  name: 'audit',
  // Before every module's routes: the record hangs on each state-changing route.
  prepare: (api, s) => recordKeyCalls(api, { audit: s.audit }),
  register: (api, s) => auditRoutes(api, { audit: s.audit }),
};
