import type { reissueCreateAnswer } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import type { ReissueRequest } from '../logic/reissueRules';
import { QUERY_KEYS } from '../../../lib/queryKeys';

export type ReissueCreated = z.infer<typeof reissueCreateAnswer>;

/**
 * POST order/reissue/{orderId}: JSON for oldCSR and online, multipart for a pasted or uploaded CSR. Field
 * errors (csr, domains) and the other refusals are shown by the form (silent).
 */
export function createReissue(orderID: number, body: ReissueRequest): Promise<ReissueCreated> {
  const path = `order/reissue/${orderID}`;
  if (body.csrFrom === 'newCSR') {
    return api.post<ReissueCreated>(path, body, { silent: true, bodyType: 'multipart' });
  }
  return api.post<ReissueCreated>(path, body, { silent: true });
}

export function useCreateReissue(orderID: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReissueRequest) => createReissue(orderID, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: QUERY_KEYS.orderInfo(orderID) }),
  });
}
