import type { OrderInfo } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../api';
import { QUERY_KEYS } from '../queryKeys';

export type OrderDetail = OrderInfo['orderDetail'];

/** GET order/info/{id} -> {orderDetail, contactDetail}; the page shows a failure itself. */
export function getOrderInfo(id: number) {
  return call(ROUTES.orderInfo, { params: { id } }, { silent: true });
}

/**
 * The order detail, its drawers and the reissue form read one cache entry. `initial`: an order handed over in
 * navigation state, shown at once and refreshed.
 */
export function useOrderInfo(id: number | undefined, initial?: OrderInfo) {
  return useQuery({
    queryKey: QUERY_KEYS.orderInfo(id ?? 0),
    queryFn: () => getOrderInfo(id!),
    enabled: id !== undefined,
    ...(initial ? { initialData: initial, initialDataUpdatedAt: 0 } : {}),
  });
}
