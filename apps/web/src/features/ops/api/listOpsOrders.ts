import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import type { PageArgs } from '../../../lib/usePaging';
import type { OpsOrderArgs } from '../logic/opsOrdersQuery';

/** GET ops/orders?status&id&email&domain&page&pageSize -> {list, total}: orders of every account. */
export function listOpsOrders(args: OpsOrderArgs & PageArgs) {
  return call(ROUTES.opsOrders, { query: { ...args } });
}

export const opsOrdersKey = ['ops', 'orders'] as const;

export function useOpsOrders(args: OpsOrderArgs & PageArgs) {
  return useQuery({
    queryKey: [...opsOrdersKey, args],
    queryFn: () => listOpsOrders(args),
    placeholderData: keepPreviousData,
  });
}
