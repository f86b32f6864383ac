import { useMutation } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

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
  return call(ROUTES.ordersCreate, { body: { ...body } }, { bodyType: 'form', silent: true });
}

export function useCreateBulkOrders() {
  return useMutation({ mutationFn: createBulkOrders });
}

/**
 * POST orders/create (multipart `orderFile`): a CSV with a header line, then one order per line. Line errors
 * come back as code 1001 with `errors: [{field: 'line N', message}]` and are listed by the modal (silent).
 */
export function uploadBulkOrders(file: Blob) {
  return call(ROUTES.ordersCreate, { body: { orderFile: file } }, { bodyType: 'multipart', silent: true });
}

export function useUploadBulkOrders() {
  return useMutation({ mutationFn: uploadBulkOrders });
}
