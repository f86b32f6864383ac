import type { ListAnswer, OrderListRow } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { OrdersArgs } from '../logic/orderRules';

/** GET orders?page&pageSize&timeType&tag&orderID&domain&beginTime&endTime -> {list, total}. */
export function listOrders(args: OrdersArgs): Promise<ListAnswer<OrderListRow>> {
  return api.get<ListAnswer<OrderListRow>>('orders', { ...args });
}

export const ordersKey = ['orders', 'list'] as const;

export function useOrders(args: OrdersArgs) {
  return useQuery({
    queryKey: [...ordersKey, args],
    queryFn: () => listOrders(args),
    placeholderData: keepPreviousData,
  });
}
