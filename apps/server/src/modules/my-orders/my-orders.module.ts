import type { ServiceDeps } from '../../services.js';
import type { AuditService } from '../audit/audit.service.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { createOrderListService } from '../orders/order-list.service.js';
import type { PaymentService } from '../payments/payment.service.js';
import type { PortalModule } from '../portal-module.js';
import type { RefundService } from '../refunds/refund.service.js';
import { createBulkOrderService } from './bulk-order.service.js';
import type { OrderActionsService } from './order-actions.service.js';
import { orderBatchRoutes } from './order-batch.routes.js';
import { orderListRoutes } from './order-list.routes.js';
import type { OrderService } from './order.service.js';
import { ordersRoutes } from './orders.routes.js';

/** The customer's orders: detail and submit, the list, notes, refunds, batch actions and the bulk order. */
export const myOrdersModule: PortalModule<{
  serviceDeps: ServiceDeps;
  secretKey: string;
  orders: OrderService;
  orderActions: OrderActionsService;
  catalogue: CatalogueService;
  payments: PaymentService;
  refunds: RefundService;
  audit: AuditService;
}> = {
  name: 'my-orders',
  register: (api, s) => {
    ordersRoutes(api, { orders: s.orders, audit: s.audit });
    orderListRoutes(api, {
      list: createOrderListService(s.serviceDeps),
      orders: s.orders,
      refunds: s.refunds,
      audit: s.audit,
    });
    orderBatchRoutes(api, {
      payments: s.payments,
      actions: s.orderActions,
      bulk: createBulkOrderService(s.serviceDeps, { catalogue: s.catalogue, secretKey: s.secretKey }),
      audit: s.audit,
    });
  },
};
