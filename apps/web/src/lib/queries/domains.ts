import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../api';

/** GET domains (the Domains page, and the notice beside an order's validation values): one cache entry. */
export const domainsKey = ['domains', 'list'] as const;

/** The list for a notice beside other work (wizard, order page): a refusal is not toasted, the notice hides. */
export function useDomainsQuietly(enabled: boolean) {
  return useQuery({
    queryKey: domainsKey,
    queryFn: () => call(ROUTES.domains, {}, { silent: true }),
    enabled,
    retry: false,
  });
}
