import type { OrderPaymentDetail } from '@portal/contract';
import { api } from '../../../lib/api';

/** GET order/detail/{id}: the payment view of an order (read before Pay, to catch an order already paid). */
export function getPaymentDetail(id: number): Promise<OrderPaymentDetail> {
  return api.get<OrderPaymentDetail>(`order/detail/${id}`);
}
