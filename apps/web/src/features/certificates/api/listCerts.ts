import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import type { CertsArgs } from '../logic/filters';

/** GET certs?page&pageSize&orderID&domain&beginTime&endTime -> {list, total} (dates YYYY-MM-DD). */
export function listCerts(args: CertsArgs) {
  return call(ROUTES.certs, { query: { ...args } });
}

export const certsKey = ['certs'] as const;

export function useCerts(args: CertsArgs) {
  return useQuery({
    queryKey: [...certsKey, args],
    queryFn: () => listCerts(args),
    placeholderData: keepPreviousData,
  });
}
