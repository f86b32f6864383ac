import type { AuditService } from '../audit/audit.service.js';
import type { PortalModule } from '../portal-module.js';
import type { SessionService } from '../sessions/session.service.js';
import { purchaseRoutes } from './purchase.routes.js';
import type { PurchaseService } from './purchase.service.js';

/** The purchase wizard: members' and the storefront visitors' (docs/domain/purchase.md). */
export const purchaseModule: PortalModule<{
  purchase: PurchaseService;
  audit: AuditService;
  sessions: SessionService;
  secureCookies: boolean;
}> = {
  name: 'purchase',
  register: (api, s) =>
    purchaseRoutes(api, {
      purchase: s.purchase,
      audit: s.audit,
      sessions: s.sessions,
      secureCookies: s.secureCookies,
    }),
};
