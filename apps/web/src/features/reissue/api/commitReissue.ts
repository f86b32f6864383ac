import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { reissueDetailKey } from './getReissueDetail';

/** GET order/reissue/commit/{reissueId} (CSRF header): a paid Add-San reissue waiting submit (12 -> 0, or 3). */
export function commitReissue(reissueId: string) {
  return call(ROUTES.reissueCommit, { params: { id: reissueId } });
}

export function useCommitReissue(reissueId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => commitReissue(reissueId),
    onSettled: () => client.invalidateQueries({ queryKey: reissueDetailKey(reissueId) }),
  });
}
