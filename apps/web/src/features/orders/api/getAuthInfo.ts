import type { AuthInfoItem } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET order/authInfo/{id} (status 0 or 1): what to publish per name. */
export function getAuthInfo(id: number): Promise<AuthInfoItem[]> {
  return api.get<AuthInfoItem[]>(`order/authInfo/${id}`, undefined, { silent: true });
}

export const authInfoKey = (id: number) => ['orders', 'authInfo', id] as const;

export function useAuthInfo(id: number, enabled: boolean) {
  return useQuery({ queryKey: authInfoKey(id), queryFn: () => getAuthInfo(id), enabled });
}
