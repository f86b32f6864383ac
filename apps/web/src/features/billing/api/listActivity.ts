import type { ActivityAnswer } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { PageArgs } from '../../../lib/usePaging';
import type { ActivityArgs } from '../logic/billingRules';

/** GET payments?page&pageSize&type&orderID&beginTime&endTime -> {list, total, funds}. */
export function listActivity(args: ActivityArgs & PageArgs): Promise<ActivityAnswer> {
  return api.get<ActivityAnswer>('payments', { ...args });
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
