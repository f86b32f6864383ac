import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** PUT order/subscribe (form orderID, subscribeAutoPayment true|false). */
export function subscribeOrder(args: { orderID: number; subscribeAutoPayment: boolean }) {
  return api.put<unknown>(
    'order/subscribe',
    { orderID: args.orderID, subscribeAutoPayment: String(args.subscribeAutoPayment) },
    { bodyType: 'form' },
  );
}

export function useSubscribeOrder() {
  return useMutation({ mutationFn: subscribeOrder });
}
