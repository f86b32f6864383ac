import { useMutation } from '@tanstack/react-query';
import { call, ROUTES, type CallAnswer } from '../../../lib/api';
import { idsParam } from '../logic/orderRules';

export type BulkCerts = CallAnswer<typeof ROUTES.ordersCert>;

/** GET orders/cert?ordersID=… -> per order its certificate (sha1) or why there is none yet. */
export function getBulkCerts(ids: number[]) {
  return call(ROUTES.ordersCert, { query: { ordersID: idsParam(ids) } });
}

export function useBulkCerts() {
  return useMutation({ mutationFn: getBulkCerts });
}
