import type { dcvStatusAnswer } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type DcvStatus = z.infer<typeof dcvStatusAnswer>;

/** GET order/multi-domain-dcvstatus/{id} -> {dcv_list: [{domain_name, dcv_method, dcv_status}]}. */
export function getDcvStatus(id: number): Promise<DcvStatus> {
  return api.get<DcvStatus>(`order/multi-domain-dcvstatus/${id}`, undefined, { silent: true });
}

export function useDcvStatus(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'dcvStatus', id],
    queryFn: () => getDcvStatus(id),
    enabled,
  });
}
