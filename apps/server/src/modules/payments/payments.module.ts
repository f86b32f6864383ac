import type { AuditService } from '../audit/audit.service.js';
import type { PortalModule } from '../portal-module.js';
import type { PaymentService } from './payment.service.js';
import { paymentsRoutes } from './payments.routes.js';

/** Paying orders (balance, card wallet). */
export const paymentsModule: PortalModule<{ payments: PaymentService; audit: AuditService }> = {
  name: 'payments',
  register: (api, s) => paymentsRoutes(api, { payments: s.payments, audit: s.audit }),
};
