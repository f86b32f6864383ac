import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import type { PageArgs } from '../../../lib/usePaging';
import type { ActivityArgs } from '../logic/billingRules';

/** GET payments?page&pageSize&type&orderID&beginTime&endTime -> {list, total, funds}. */
export function listActivity(args: ActivityArgs & PageArgs) {
  return call(ROUTES.activity, { query: { ...args } });
}

export const activityKey = ['books', 'activity'] as const;

export function useActivity(args: ActivityArgs & PageArgs, enabled = true) {
  return useQuery({
    queryKey: [...activityKey, args],
    queryFn: () => listActivity(args),
    placeholderData: keepPreviousData,
    enabled,
  });
}
