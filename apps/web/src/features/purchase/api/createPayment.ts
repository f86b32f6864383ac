import { api } from '../../../lib/api';

export interface PaymentCreateRequest {
  ordersID: number;
  code?: string | undefined;
  masterCode?: string | undefined;
}

/** POST orders/payment/create {ordersID, code?, masterCode?} -> the payment id. */
export function createPayment(body: PaymentCreateRequest): Promise<string> {
  return api.post<string>(
    'orders/payment/create',
    { ordersID: body.ordersID, code: body.code || undefined, masterCode: body.masterCode || undefined },
    { silent: true },
  );
}
