import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call, ROUTES, type CallAnswer } from '../../../lib/api';
import type { ReissueRequest } from '../logic/reissueRules';
import { QUERY_KEYS } from '../../../lib/queryKeys';

export type ReissueCreated = CallAnswer<typeof ROUTES.reissueCreate>;

/**
 * POST order/reissue/{orderId}: JSON for oldCSR and online, multipart for a pasted or uploaded CSR. Field
 * errors (csr, domains) and the other refusals are shown by the form (silent).
 */
export function createReissue(orderID: number, body: ReissueRequest): Promise<ReissueCreated> {
  if (body.csrFrom === 'newCSR') {
    // A pasted or uploaded CSR goes as multipart (the file as a file part): not the table's JSON body type.
    return api.post<ReissueCreated>(`order/reissue/${orderID}`, body, {
      silent: true,
      bodyType: 'multipart',
    });
  }
  return call(ROUTES.reissueCreate, { params: { id: orderID }, body }, { silent: true });
}

export function useCreateReissue(orderID: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReissueRequest) => createReissue(orderID, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: QUERY_KEYS.orderInfo(orderID) }),
  });
}
