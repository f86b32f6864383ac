import type { InvoiceRow, ListAnswer } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { PageArgs } from '../../../lib/usePaging';

/** GET order/invoices?page&pageSize -> {list, total}: one invoice per paid purchase. */
export function listInvoices(args: PageArgs): Promise<ListAnswer<InvoiceRow>> {
  return api.get<ListAnswer<InvoiceRow>>('order/invoices', { ...args });
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
