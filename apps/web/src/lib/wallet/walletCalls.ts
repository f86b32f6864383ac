import { call, ROUTES } from '../api';

/** POST payment/submit/{id}?channel=paypal: the wallet order (msg.payID) and its approval page. */
export function submitToWallet(paymentId: string) {
  return call(
    ROUTES.paymentSubmit,
    { params: { paymentId }, query: { channel: 'paypal' } },
    { silent: true },
  );
}

/** GET payment/query/{id}?payID: captures the approved wallet order and applies it (once). */
export function queryWalletPayment(paymentId: string, payId?: string) {
  return call(ROUTES.paymentQuery, { params: { paymentId }, query: { payID: payId } }, { silent: true });
}
