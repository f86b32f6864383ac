import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHARED_QUERY_KEYS } from '../../../lib/queryKeys';
import { createPayment, type PaymentCreateRequest } from './createPayment';
import { orderDetailKey } from './getOrderDetail';
import { submitPayment } from './submitPayment';

/** Account balance: orders/payment/create, then payment/submit?channel=fund. */
export async function payByBalance(body: PaymentCreateRequest) {
  const paymentId = await createPayment(body);
  return submitPayment(String(paymentId), 'fund');
}

export function usePayByBalance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: payByBalance,
    onSettled: (_data, _error, body) => {
      void client.invalidateQueries({ queryKey: orderDetailKey(body.ordersID) });
      // The header's balance reads the profile.
      void client.invalidateQueries({ queryKey: SHARED_QUERY_KEYS.profile });
    },
  });
}
