import { useMutation } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

/** POST orders/payment/create {ordersID} -> payment id; then POST payment/submit/{id}?channel=fund (balance). */
export async function payOrders(ids: number[]) {
  const paymentId = await call(ROUTES.paymentCreate, { body: { ordersID: ids } });
  return call(ROUTES.paymentSubmit, { params: { paymentId }, query: { channel: 'fund' } });
}

export function usePayOrders() {
  return useMutation({ mutationFn: payOrders });
}
