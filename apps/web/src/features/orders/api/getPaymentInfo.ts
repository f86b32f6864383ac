import { useQuery } from '@tanstack/react-query';
import { call, ROUTES, type CallAnswer } from '../../../lib/api';
import { idsParam } from '../logic/orderRules';

export type PaymentInfo = CallAnswer<typeof ROUTES.ordersPaymentInfo>;

/** GET orders/payment/info?currency=USD&ordersID=1,2 -> {list, totalAmount}. */
export function getPaymentInfo(ids: number[]) {
  return call(
    ROUTES.ordersPaymentInfo,
    { query: { currency: 'USD', ordersID: idsParam(ids) } },
    { silent: true },
  );
}

export function usePaymentInfo(ids: number[], enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'paymentInfo', ids],
    queryFn: () => getPaymentInfo(ids),
    enabled: enabled && ids.length > 0,
    retry: false,
  });
}
