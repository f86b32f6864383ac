import { useQuery } from '@tanstack/react-query';
import { getOrderCert } from '../../../lib/queries/orderCalls';

export type { OrderCert } from '../../../lib/queries/orderCalls';

export function useOrderCert(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'cert', id],
    queryFn: () => getOrderCert(id),
    enabled,
    retry: false,
  });
}
