import type { AccountService } from '../account/account.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { OrderService } from '../my-orders/order.service.js';
import type { PortalModule } from '../portal-module.js';
import { reissueRoutes } from './reissue.routes.js';
import type { ReissueService } from './reissue.service.js';

/** Reissuing a certificate of an order. */
export const reissueModule: PortalModule<{
  reissues: ReissueService;
  audit: AuditService;
  orders: OrderService;
  accounts: AccountService;
}> = {
  name: 'reissue',
  register: (api, s) =>
    reissueRoutes(api, { reissues: s.reissues, audit: s.audit, orders: s.orders, accounts: s.accounts }),
};
