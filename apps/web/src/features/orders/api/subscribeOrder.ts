import { useMutation } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

/** PUT order/subscribe (form orderID, subscribeAutoPayment true|false). */
export function subscribeOrder(args: { orderID: number; subscribeAutoPayment: boolean }) {
  return call(
    ROUTES.orderSubscribe,
    { body: { orderID: args.orderID, subscribeAutoPayment: String(args.subscribeAutoPayment) } },
    { bodyType: 'form' },
  );
}

export function useSubscribeOrder() {
  return useMutation({ mutationFn: subscribeOrder });
}
