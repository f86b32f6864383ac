import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import type { PageArgs } from '../../../lib/usePaging';

/** GET ops/audit?q&page&pageSize -> {list, total}: the operator audit trail, newest first. */
export function listOpsAudit(args: { q?: string } & PageArgs) {
  return call(ROUTES.opsAudit, { query: { ...args } });
}

export function useOpsAudit(args: { q?: string } & PageArgs) {
  return useQuery({
    queryKey: ['ops', 'audit', args],
    queryFn: () => listOpsAudit(args),
    placeholderData: keepPreviousData,
  });
}
