import type { DcvMethod } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

export interface OrderCreateRequest {
  authMethod: DcvMethod;
  validity: number;
  code?: string;
  currency?: string;
  approverEmail?: string;
  verifyEmail?: string;
}

/** POST event/order/create -> {id, authMethod}: the order of the purchase in progress. */
export function createOrder(body: OrderCreateRequest) {
  return call(ROUTES.orderCreate, { body });
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
