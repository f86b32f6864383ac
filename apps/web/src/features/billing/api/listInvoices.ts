import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import type { PageArgs } from '../../../lib/usePaging';

/** GET order/invoices?page&pageSize -> {list, total}: one invoice per paid purchase. */
export function listInvoices(args: PageArgs) {
  return call(ROUTES.invoices, { query: { ...args } });
}

export const invoicesKey = ['books', 'invoices'] as const;

export function useInvoices(args: PageArgs, enabled = true) {
  return useQuery({
    queryKey: [...invoicesKey, args],
    queryFn: () => listInvoices(args),
    placeholderData: keepPreviousData,
    enabled,
  });
}
