import type { ServiceDeps } from '../../services.js';
import type { AuditService } from '../audit/audit.service.js';
import { createCertificatesService } from '../certificates/certificates.service.js';
import type { PortalModule } from '../portal-module.js';
import type { SharedCounts } from '../shared-state/shared-counts.js';
import type { DeliveryRateLimits } from './delivery-limits.js';
import { deliveryRoutes } from './delivery.routes.js';
import { createDeliveryService } from './delivery.service.js';

/** Delivery tokens (issue 21, B4): an order's tokens and the download a server makes with one. */
export const deliveryModule: PortalModule<{
  serviceDeps: ServiceDeps;
  secretKey: string;
  audit: AuditService;
  deliveryRateLimits: DeliveryRateLimits;
  sharedCounts?: SharedCounts | undefined;
}> = {
  name: 'delivery',
  register: (api, s) =>
    deliveryRoutes(
      api,
      createDeliveryService(s.serviceDeps, {
        // The same service order/cert and cert/download read through: the current certificate and its key.
        certificates: createCertificatesService(s.serviceDeps, s.secretKey, s.audit),
        audit: s.audit,
        limits: s.deliveryRateLimits,
        ...(s.sharedCounts ? { sharedCounts: s.sharedCounts } : {}),
      }),
    ),
};
