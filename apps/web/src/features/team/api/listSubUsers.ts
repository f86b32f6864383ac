import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import type { PageArgs } from '../../../lib/usePaging';

/** GET sub-accounts?page&pageSize -> {list, total} */
export function listSubUsers(args: PageArgs) {
  return call(ROUTES.subAccounts, { query: { ...args } });
}

export const subUsersKey = ['team', 'subUsers'] as const;

export function useSubUsers(args: PageArgs, enabled = true) {
  return useQuery({
    queryKey: [...subUsersKey, args],
    queryFn: () => listSubUsers(args),
    placeholderData: keepPreviousData,
    enabled,
  });
}
