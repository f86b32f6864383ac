import { useQuery } from '@tanstack/react-query';
import { call, ROUTES, type CallAnswer } from '../../../lib/api';

export type ReissueList = CallAnswer<typeof ROUTES.reissueList>;

/** GET order/reissue/list?orderID -> {list}. */
export function listReissues(orderID: number) {
  return call(ROUTES.reissueList, { query: { orderID } }, { silent: true });
}

export function useReissues(orderID: number, enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'reissues', orderID],
    queryFn: () => listReissues(orderID),
    enabled,
  });
}
