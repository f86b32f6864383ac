import type { paymentSubmitAnswer } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

/** POST orders/payment/create {ordersID} -> payment id; then POST payment/submit/{id}?channel=fund (balance). */
export async function payOrders(ids: number[]): Promise<z.infer<typeof paymentSubmitAnswer>> {
  const paymentId = await api.post<string>('orders/payment/create', { ordersID: ids });
  return api.request<z.infer<typeof paymentSubmitAnswer>>(`payment/submit/${encodeURIComponent(paymentId)}`, {
    method: 'POST',
    query: { channel: 'fund' },
  });
}

export function usePayOrders() {
  return useMutation({ mutationFn: payOrders });
}
