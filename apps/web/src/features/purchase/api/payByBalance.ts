import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../lib/queryKeys';
import { createPayment, type PaymentCreateRequest } from './createPayment';
import { orderDetailKey } from './getOrderDetail';
import { submitPayment } from './submitPayment';

/** A balance payment of buy-details: what to pay, and the order whose page shows it (refreshed after). */
export type BalancePayment = PaymentCreateRequest & { orderID: number };

/** Account balance: orders/payment/create, then payment/submit?channel=fund. */
export async function payByBalance(body: PaymentCreateRequest) {
  const paymentId = await createPayment(body);
  return submitPayment(String(paymentId), 'fund');
}

export function usePayByBalance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BalancePayment) =>
      payByBalance({
        ordersID: input.ordersID,
        reissueOrdersID: input.reissueOrdersID,
        code: input.code,
        masterCode: input.masterCode,
      }),
    onSettled: (_data, _error, body) => {
      void client.invalidateQueries({ queryKey: orderDetailKey(body.orderID) });
      // The header's balance reads the profile.
      void client.invalidateQueries({ queryKey: QUERY_KEYS.profile });
    },
  });
}
