import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

/** GET enterprises?page=1&pageSize=999: the business selector of the bulk order. */
export function listEnterprises() {
  return call(ROUTES.enterprises, { query: { page: 1, pageSize: 999 } });
}

export function useEnterpriseOptions(enabled: boolean) {
  return useQuery({ queryKey: ['enterprises', 'options'], queryFn: listEnterprises, enabled });
}
