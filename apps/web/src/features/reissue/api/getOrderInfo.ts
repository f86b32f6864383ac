import type { OrderInfo } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type OrderDetail = OrderInfo['orderDetail'];

/** GET order/info/{id}: the order to reissue (product, names, status); shown by the page on failure. */
export function getOrderInfo(id: number): Promise<OrderInfo> {
  return api.get<OrderInfo>(`order/info/${id}`, undefined, { silent: true });
}

export const orderInfoKey = (id: number) => ['reissue', 'order-info', id] as const;

/** `initial`: the order handed over in navigation state, shown at once and refreshed. */
export function useOrderInfo(id: number | undefined, initial: OrderInfo | undefined) {
  return useQuery({
    queryKey: orderInfoKey(id ?? 0),
    queryFn: () => getOrderInfo(id!),
    enabled: id !== undefined,
    initialData: initial,
    initialDataUpdatedAt: 0,
  });
}
