import type { orderCertAnswer } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type OrderCert = z.infer<typeof orderCertAnswer>;

/** GET order/cert/{id} (status 2 or 3) -> {cert, key, sha1}; a refusal is shown as a warning. */
export function getOrderCert(id: number): Promise<OrderCert> {
  return api.get<OrderCert>(`order/cert/${id}`, undefined, { silent: true });
}

export function useOrderCert(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'cert', id],
    queryFn: () => getOrderCert(id),
    enabled,
    retry: false,
  });
}
