import type { Enterprise, ListAnswer } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET enterprises?page=1&pageSize=999: the business selector of the bulk order. */
export function listEnterprises(): Promise<ListAnswer<Enterprise>> {
  return api.get<ListAnswer<Enterprise>>('enterprises', { page: 1, pageSize: 999 });
}

export function useEnterpriseOptions(enabled: boolean) {
  return useQuery({ queryKey: ['enterprises', 'options'], queryFn: listEnterprises, enabled });
}
