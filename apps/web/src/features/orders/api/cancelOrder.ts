import { useMutation } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

/** GET order/cancel/{id} (status 0, 1 or 12). */
export function cancelOrder(id: number) {
  return call(ROUTES.orderCancel, { params: { id } });
}

export function useCancelOrder() {
  return useMutation({ mutationFn: cancelOrder });
}
