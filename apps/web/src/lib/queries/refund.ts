import { useMutation } from '@tanstack/react-query';
import { call, ROUTES } from '../api';

export interface RefundValues {
  email: string;
  phone: string;
  desc: string;
}

/** POST payment/refund/{id} (form orderID, email, phone, desc) -> {id, status: 10}. */
export function refundOrder(args: { orderID: number } & RefundValues) {
  return call(
    ROUTES.refund,
    { params: { id: args.orderID }, body: args },
    { bodyType: 'form', silent: true },
  );
}

export function useRefundOrder() {
  return useMutation({ mutationFn: refundOrder });
}
