import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface BulkOrderRequest {
  name: string;
  validity: number;
  authMethod: 'dns' | 'http';
  domains: string;
  enterpriseID?: number;
  contactID: number;
}

/** POST orders/create (form name, validity, authMethod, domains, enterpriseID, contactID) -> {ids}. */
export function createBulkOrders(body: BulkOrderRequest) {
  return api.post<{ ids: number[] }>('orders/create', body, { bodyType: 'form', silent: true });
}

export function useCreateBulkOrders() {
  return useMutation({ mutationFn: createBulkOrders });
}
