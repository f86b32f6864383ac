import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { opsOrdersKey } from './listOpsOrders';

/** GET ops/orders/{id}: any account's order as its owner sees it, with the owner and the review decision. */
export function useOpsOrder(id: number | undefined) {
  return useQuery({
    queryKey: [...opsOrdersKey, 'detail', id],
    queryFn: () => call(ROUTES.opsOrder, { params: { id: id ?? 0 } }),
    enabled: id !== undefined,
  });
}
