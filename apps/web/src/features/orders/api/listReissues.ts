import type { reissueListAnswer } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type ReissueList = z.infer<typeof reissueListAnswer>;

/** GET order/reissue/list?orderID -> {list}. */
export function listReissues(orderID: number): Promise<ReissueList> {
  return api.get<ReissueList>('order/reissue/list', { orderID }, { silent: true });
}

export function useReissues(orderID: number, enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'reissues', orderID],
    queryFn: () => listReissues(orderID),
    enabled,
  });
}
