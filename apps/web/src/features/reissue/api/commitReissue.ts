import type { reissueRow } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { reissueDetailKey } from './getReissueDetail';

/** GET order/reissue/commit/{reissueId} (CSRF header): a paid Add-San reissue waiting submit (12 -> 0, or 3). */
export function commitReissue(reissueId: string): Promise<z.infer<typeof reissueRow>> {
  return api.get<z.infer<typeof reissueRow>>(`order/reissue/commit/${encodeURIComponent(reissueId)}`);
}

export function useCommitReissue(reissueId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => commitReissue(reissueId),
    onSettled: () => client.invalidateQueries({ queryKey: reissueDetailKey(reissueId) }),
  });
}
