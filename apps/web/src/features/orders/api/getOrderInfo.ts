import type { OrderInfo } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type OrderDetail = OrderInfo['orderDetail'];

/** GET order/info/{id} -> {orderDetail, contactDetail}; the page shows a failure itself. */
export function getOrderInfo(id: number): Promise<OrderInfo> {
  return api.get<OrderInfo>(`order/info/${id}`, undefined, { silent: true });
}

export const orderInfoKey = (id: number) => ['orders', 'info', id] as const;

export function useOrderInfo(id: number | undefined) {
  return useQuery({
    queryKey: orderInfoKey(id ?? 0),
    queryFn: () => getOrderInfo(id!),
    enabled: id !== undefined,
  });
}
