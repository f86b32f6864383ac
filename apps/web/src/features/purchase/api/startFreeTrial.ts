import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { orderDetailKey } from './getOrderDetail';

/** PUT order/free_trial/{id} -> {id, trialEndsAt}: starts the 14-day trial instead of paying now. */
export function startFreeTrial(id: number): Promise<{ id: number; trialEndsAt: string }> {
  return api.put<{ id: number; trialEndsAt: string }>(`order/free_trial/${id}`, undefined, { silent: true });
}

export function useStartFreeTrial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startFreeTrial,
    onSettled: (_data, _error, id) => client.invalidateQueries({ queryKey: orderDetailKey(id) }),
  });
}
