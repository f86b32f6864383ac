import { useQuery } from '@tanstack/react-query';
import { call, ROUTES, type CallAnswer } from '../../../lib/api';

export type DcvStatus = CallAnswer<typeof ROUTES.dcvStatus>;

/** GET order/multi-domain-dcvstatus/{id} -> {dcv_list: [{domain_name, dcv_method, dcv_status}]}. */
export function getDcvStatus(id: number) {
  return call(ROUTES.dcvStatus, { params: { id } }, { silent: true });
}

export function useDcvStatus(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'dcvStatus', id],
    queryFn: () => getDcvStatus(id),
    enabled,
  });
}
