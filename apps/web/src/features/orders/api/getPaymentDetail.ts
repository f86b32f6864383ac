import { call, ROUTES } from '../../../lib/api';

/** GET order/detail/{id}: the payment view of an order (read before Pay, to catch an order already paid). */
export function getPaymentDetail(id: number) {
  return call(ROUTES.orderDetail, { params: { id } });
}
