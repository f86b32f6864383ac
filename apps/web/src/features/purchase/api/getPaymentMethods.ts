import { useQuery } from '@tanstack/react-query';
import { call, ROUTES, type CallAnswer } from '../../../lib/api';

/** Per method: available, or why not (translated); the card wallet also with what its JS SDK needs. */
export type PaymentMethods = CallAnswer<typeof ROUTES.paymentMethods>;

/** GET payment/methods: which payment buttons buy-details offers, and why not. */
export function getPaymentMethods() {
  return call(ROUTES.paymentMethods, {}, { silent: true });
}

export function usePaymentMethods() {
  return useQuery({
    queryKey: ['purchase', 'payment-methods'],
    queryFn: getPaymentMethods,
    staleTime: 30_000,
  });
}
