import { ORDER_STATUS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call, ROUTES, type CallAnswer } from '../../../lib/api';

export type ReissueDetail = CallAnswer<typeof ROUTES.reissueDetail>;
export type ReissueRow = ReissueDetail['reissue'];

/** GET order/reissue/detail/{reissueId} -> {reissue, orderID, certDetail (status 3) | null}. */
export function getReissueDetail(reissueId: string) {
  return call(ROUTES.reissueDetail, { params: { id: reissueId } }, { silent: true });
}

export const reissueDetailKey = (reissueId: string) => ['reissue', 'detail', reissueId] as const;

/** While the server re-checks a pending reissue (every minute), the page follows it. */
export const RECHECK_POLL_MS = 60_000;

export function useReissueDetail(reissueId: string | undefined) {
  return useQuery({
    queryKey: reissueDetailKey(reissueId ?? ''),
    queryFn: () => getReissueDetail(reissueId!),
    enabled: reissueId !== undefined,
    refetchInterval: (query) =>
      query.state.data?.reissue.status === ORDER_STATUS.pending ? RECHECK_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
}
