import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

export interface PageArgs {
  page: number;
  pageSize: number;
}

/** GET enterprises?page&pageSize -> {list, total} */
export function listEnterprises(args: PageArgs) {
  return call(ROUTES.enterprises, { query: { page: args.page, pageSize: args.pageSize } });
}

export const enterprisesKey = ['enterprises'] as const;

export function useEnterprises(args: PageArgs) {
  return useQuery({
    queryKey: [...enterprisesKey, args],
    queryFn: () => listEnterprises(args),
    placeholderData: keepPreviousData,
  });
}
