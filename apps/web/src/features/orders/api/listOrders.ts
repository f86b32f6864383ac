import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import type { OrdersArgs } from '../logic/orderRules';

/** GET orders?page&pageSize&timeType&tag&orderID&domain&beginTime&endTime -> {list, total}. */
export function listOrders(args: OrdersArgs) {
  return call(ROUTES.orders, { query: { ...args } });
}

export const ordersKey = ['orders', 'list'] as const;

export function useOrders(args: OrdersArgs) {
  return useQuery({
    queryKey: [...ordersKey, args],
    queryFn: () => listOrders(args),
    placeholderData: keepPreviousData,
  });
}
