import type { PaymentChannel } from '@portal/contract';
import { api } from '../../../lib/api';

export interface PaymentSubmitAnswer {
  paymentID: string;
  status: 'unpaid' | 'paid';
  channel: PaymentChannel;
  totalAmount: number;
  funds: string;
  payID?: string;
  ordersID: number[];
}

/** POST payment/submit/{paymentId}?channel=fund|paypal */
export function submitPayment(paymentId: string, channel: PaymentChannel): Promise<PaymentSubmitAnswer> {
  return api.request<PaymentSubmitAnswer>(`payment/submit/${encodeURIComponent(paymentId)}`, {
    method: 'POST',
    query: { channel },
    silent: true,
  });
}
