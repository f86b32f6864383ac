import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import type { PageArgs } from '../../../lib/usePaging';

/** GET ops/users?query&page&pageSize -> {list, total}: accounts by a part of the e-mail, uid or name. */
export function listOpsUsers(args: { query?: string } & PageArgs) {
  return call(ROUTES.opsUsers, { query: { ...args } });
}

export const opsUsersKey = ['ops', 'users'] as const;

export function useOpsUsers(args: { query?: string } & PageArgs) {
  return useQuery({
    queryKey: [...opsUsersKey, 'list', args],
    queryFn: () => listOpsUsers(args),
    placeholderData: keepPreviousData,
  });
}
