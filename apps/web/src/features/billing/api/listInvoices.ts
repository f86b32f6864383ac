import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_DEFAULTS } from '@portal/contract';
import { call, ROUTES, type CallOptions } from '../../../lib/api';
import type { PageArgs } from '../../../lib/usePaging';

/** GET order/invoices?page&pageSize -> {list, total}: one invoice per paid purchase. */
export function listInvoices(args: PageArgs, options?: CallOptions) {
  return call(ROUTES.invoices, { query: { ...args } }, options);
}

export const invoicesKey = ['books', 'invoices'] as const;

/** The invoice list call of `args` as a query (the page and app/prefetch.ts ask the same one; fresh for 10 s). */
export function invoicesQuery(
  args: PageArgs = { page: PAGE_DEFAULTS.page, pageSize: PAGE_DEFAULTS.pageSize },
  options?: CallOptions,
) {
  return { queryKey: [...invoicesKey, args], queryFn: () => listInvoices(args, options), staleTime: 10_000 };
}

export function useInvoices(args: PageArgs, enabled = true) {
  return useQuery({ ...invoicesQuery(args), placeholderData: keepPreviousData, enabled });
}
