import type { PaymentQueryAnswer, PaymentSubmitAnswer } from '@portal/contract';
import { api } from '../api';

/** POST payment/submit/{id}?channel=paypal: the wallet order (msg.payID) and its approval page. */
export function submitToWallet(paymentId: string): Promise<PaymentSubmitAnswer> {
  return api.request<PaymentSubmitAnswer>(`payment/submit/${encodeURIComponent(paymentId)}`, {
    method: 'POST',
    query: { channel: 'paypal' },
    silent: true,
  });
}

/** GET payment/query/{id}?payID: captures the approved wallet order and applies it (once). */
export function queryWalletPayment(paymentId: string, payId?: string): Promise<PaymentQueryAnswer> {
  return api.get<PaymentQueryAnswer>(
    `payment/query/${encodeURIComponent(paymentId)}`,
    { payID: payId },
    { silent: true },
  );
}
