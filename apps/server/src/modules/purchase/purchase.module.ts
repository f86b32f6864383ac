import type { PortalModule } from '../portal-module.js';
import { purchaseRoutes } from './purchase.routes.js';
import type { PurchaseService } from './purchase.service.js';

/** The purchase wizard. */
export const purchaseModule: PortalModule<{ purchase: PurchaseService }> = {
  name: 'purchase',
  register: (api, s) => purchaseRoutes(api, { purchase: s.purchase }),
};
