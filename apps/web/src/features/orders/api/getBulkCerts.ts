import type { bulkCertAnswer } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { idsParam } from '../logic/orderRules';

export type BulkCerts = z.infer<typeof bulkCertAnswer>;

/** GET orders/cert?ordersID=… -> per order its certificate (sha1) or why there is none yet. */
export function getBulkCerts(ids: number[]): Promise<BulkCerts> {
  return api.get<BulkCerts>('orders/cert', { ordersID: idsParam(ids) });
}

export function useBulkCerts() {
  return useMutation({ mutationFn: getBulkCerts });
}
