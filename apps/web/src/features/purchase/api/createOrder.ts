import type { DcvMethod } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { codeHeaders, codeQuery, usePurchaseCode } from '../logic/purchaseCode';

export interface OrderCreateRequest {
  authMethod: DcvMethod;
  validity: number;
  code?: string;
  currency?: string;
  approverEmail?: string;
  verifyEmail?: string;
}

/**
 * POST event/order/create -> {id, authMethod}: the order of the purchase in progress. A visitor's (with its code)
 * also makes the account and signs it in.
 */
export function createOrder(body: OrderCreateRequest, code?: string) {
  return call(ROUTES.orderCreate, { body, ...codeQuery(code) }, codeHeaders(code));
}

export function useCreateOrder() {
  const code = usePurchaseCode();
  return useMutation({ mutationFn: (body: OrderCreateRequest) => createOrder(body, code) });
}
