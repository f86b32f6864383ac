import type { PaymentChannel } from '@portal/contract';
import { call, ROUTES, type CallAnswer } from '../../../lib/api';

export type PaymentSubmitAnswer = CallAnswer<typeof ROUTES.paymentSubmit>;

/** POST payment/submit/{paymentId}?channel=fund|paypal */
export function submitPayment(paymentId: string, channel: PaymentChannel) {
  return call(ROUTES.paymentSubmit, { params: { paymentId }, query: { channel } }, { silent: true });
}
