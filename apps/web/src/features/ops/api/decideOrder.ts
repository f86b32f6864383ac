import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { opsOrdersKey } from './listOpsOrders';

/** POST ops/orders/{id}/approve {note} or ops/orders/{id}/reject {reason} -> {id, status, refunded}. */
export type OrderDecision = { kind: 'approve'; note: string } | { kind: 'reject'; reason: string };

export function decideOrder(id: number, decision: OrderDecision) {
  return decision.kind === 'approve'
    ? call(ROUTES.opsOrderApprove, { params: { id }, body: { note: decision.note } })
    : call(ROUTES.opsOrderReject, { params: { id }, body: { reason: decision.reason } });
}

/** Errors (409 "already decided", 404…) show as the API client's toast; the list refreshes either way. */
export function useDecideOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: OrderDecision) => decideOrder(id, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: opsOrdersKey }),
  });
}
