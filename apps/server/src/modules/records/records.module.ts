import type { ServiceDeps } from '../../services.js';
import type { PortalModule } from '../portal-module.js';
import { recordsRoutes } from './records.routes.js';
import { createContactService, createEnterpriseService } from './records.service.js';

/** The caller's contacts and businesses. */
export const recordsModule: PortalModule<{ serviceDeps: ServiceDeps }> = {
  name: 'records',
  register: (api, s) =>
    recordsRoutes(api, {
      enterprises: createEnterpriseService(s.serviceDeps),
      contacts: createContactService(s.serviceDeps),
    }),
};
