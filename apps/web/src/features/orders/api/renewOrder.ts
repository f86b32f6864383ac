import { useMutation } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

/** PUT orders/renew/{id} -> {id}: the renewal order waiting for payment. */
export function renewOrder(id: number) {
  return call(ROUTES.orderRenew, { params: { id } });
}

export function useRenewOrder() {
  return useMutation({ mutationFn: renewOrder });
}
