import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { orderDetailKey } from './getOrderDetail';

/** PUT order/free_trial/{id} -> {id, trialEndsAt}: starts the 14-day trial instead of paying now. */
export function startFreeTrial(id: number) {
  return call(ROUTES.freeTrial, { params: { id } }, { silent: true });
}

export function useStartFreeTrial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startFreeTrial,
    onSettled: (_data, _error, id) => client.invalidateQueries({ queryKey: orderDetailKey(id) }),
  });
}
