import type { ServiceDeps } from '../../services.js';
import type { AuditService } from '../audit/audit.service.js';
import type { PortalModule } from '../portal-module.js';
import { keyManagerRoutes } from './key-manager.routes.js';
import { createKeyManagerService } from './key-manager.service.js';

/** The caller's stored private keys. */
export const keyManagerModule: PortalModule<{
  serviceDeps: ServiceDeps;
  secretKey: string;
  audit: AuditService;
}> = {
  name: 'key-manager',
  register: (api, s) =>
    keyManagerRoutes(api, {
      keyManager: createKeyManagerService(s.serviceDeps, { secretKey: s.secretKey, audit: s.audit }),
    }),
};
