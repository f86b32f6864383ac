import type { AuditService } from '../audit/audit.service.js';
import type { PortalModule } from '../portal-module.js';
import { purchaseRoutes } from './purchase.routes.js';
import type { PurchaseService } from './purchase.service.js';

/** The purchase wizard. */
export const purchaseModule: PortalModule<{ purchase: PurchaseService; audit: AuditService }> = {
  name: 'purchase',
  register: (api, s) => purchaseRoutes(api, { purchase: s.purchase, audit: s.audit }),
};
