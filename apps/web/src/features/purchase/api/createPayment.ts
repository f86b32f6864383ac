import { call, ROUTES } from '../../../lib/api';

export interface PaymentCreateRequest {
  /** The order, when it is unpaid itself. */
  ordersID?: number | undefined;
  /** Unpaid Add-San reissues of the order (`{orderId}_{n}`), alone or with it. */
  reissueOrdersID?: string[] | undefined;
  code?: string | undefined;
  masterCode?: string | undefined;
}

/** POST orders/payment/create {ordersID?, reissueOrdersID?, code?, masterCode?} -> the payment id. */
export function createPayment(body: PaymentCreateRequest) {
  return call(
    ROUTES.paymentCreate,
    {
      body: {
        ordersID: body.ordersID,
        reissueOrdersID: body.reissueOrdersID?.length ? body.reissueOrdersID : undefined,
        code: body.code || undefined,
        masterCode: body.masterCode || undefined,
      },
    },
    { silent: true },
  );
}
