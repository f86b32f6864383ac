import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../api';
import { QUERY_KEYS } from '../queryKeys';

/** GET order/authInfo/{id} (status 0 or 1): what to publish per name to prove control. */
export function getAuthInfo(id: number) {
  return call(ROUTES.orderAuthInfo, { params: { id } }, { silent: true });
}

export function useAuthInfo(id: number, enabled: boolean) {
  return useQuery({ queryKey: QUERY_KEYS.authInfo(id), queryFn: () => getAuthInfo(id), enabled });
}
