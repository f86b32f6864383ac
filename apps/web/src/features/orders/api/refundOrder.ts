import type { refundAnswer } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export interface RefundValues {
  email: string;
  phone: string;
  desc: string;
}

/** POST payment/refund/{id} (form orderID, email, phone, desc) -> {id, status: 10}. */
export function refundOrder(args: { orderID: number } & RefundValues) {
  return api.post<z.infer<typeof refundAnswer>>(`payment/refund/${args.orderID}`, args, {
    bodyType: 'form',
    silent: true,
  });
}

export function useRefundOrder() {
  return useMutation({ mutationFn: refundOrder });
}
