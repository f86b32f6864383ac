import type { paymentInfoAnswer } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { idsParam } from '../logic/orderRules';

export type PaymentInfo = z.infer<typeof paymentInfoAnswer>;

/** GET orders/payment/info?currency=USD&ordersID=1,2 -> {list, totalAmount}. */
export function getPaymentInfo(ids: number[]): Promise<PaymentInfo> {
  return api.get<PaymentInfo>(
    'orders/payment/info',
    { currency: 'USD', ordersID: idsParam(ids) },
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
