import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import type { PageArgs } from '../../../lib/usePaging';

/** GET account_statements?page&pageSize -> {list, total}, newest month first. */
export function listStatements(args: PageArgs) {
  return call(ROUTES.statements, { query: { ...args } });
}

export const statementsKey = ['books', 'statements'] as const;

export function useStatements(args: PageArgs, enabled = true) {
  return useQuery({
    queryKey: [...statementsKey, args],
    queryFn: () => listStatements(args),
    placeholderData: keepPreviousData,
    enabled,
  });
}
