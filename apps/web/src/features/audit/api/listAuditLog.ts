import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import type { PageArgs } from '../../../lib/usePaging';
import type { AuditArgs } from '../logic/auditQuery';

/** GET log?page&pageSize&email&beginTime&endTime -> {list, total}. */
export function listAuditLog(args: AuditArgs & PageArgs) {
  return call(ROUTES.auditLog, { query: { ...args } });
}

export const auditLogKey = ['audit', 'log'] as const;

export function useAuditLog(args: AuditArgs & PageArgs) {
  return useQuery({
    queryKey: [...auditLogKey, args],
    queryFn: () => listAuditLog(args),
    placeholderData: keepPreviousData,
  });
}
