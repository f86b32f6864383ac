import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** PUT orders/renew/{id} -> {id}: the renewal order waiting for payment. */
export function renewOrder(id: number) {
  return api.put<{ id: number }>(`orders/renew/${id}`);
}

export function useRenewOrder() {
  return useMutation({ mutationFn: renewOrder });
}
