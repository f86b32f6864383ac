import type { ListAnswer, StatementRow } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { PageArgs } from '../../../lib/usePaging';

/** GET account_statements?page&pageSize -> {list, total}, newest month first. */
export function listStatements(args: PageArgs): Promise<ListAnswer<StatementRow>> {
  return api.get<ListAnswer<StatementRow>>('account_statements', { ...args });
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
