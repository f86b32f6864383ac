import type { CertRow, ListAnswer } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { CertsArgs } from '../logic/filters';

/** GET certs?page&pageSize&orderID&domain&beginTime&endTime -> {list, total} (dates YYYY-MM-DD). */
export function listCerts(args: CertsArgs): Promise<ListAnswer<CertRow>> {
  return api.get<ListAnswer<CertRow>>('certs', { ...args });
}

export const certsKey = ['certs'] as const;

export function useCerts(args: CertsArgs) {
  return useQuery({
    queryKey: [...certsKey, args],
    queryFn: () => listCerts(args),
    placeholderData: keepPreviousData,
  });
}
