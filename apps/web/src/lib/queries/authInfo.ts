import type { AuthInfoItem } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { QUERY_KEYS } from '../queryKeys';

/** GET order/authInfo/{id} (status 0 or 1): what to publish per name to prove control. */
export function getAuthInfo(id: number): Promise<AuthInfoItem[]> {
  return api.get<AuthInfoItem[]>(`order/authInfo/${id}`, undefined, { silent: true });
}

export function useAuthInfo(id: number, enabled: boolean) {
  return useQuery({ queryKey: QUERY_KEYS.authInfo(id), queryFn: () => getAuthInfo(id), enabled });
}
