import type { KeyScope } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

export const accessKeyKey = ['apiKeys', 'accessKey'] as const;

/** GET access_key: the masked key, its scope, created and last-used times. */
export function useAccessKey() {
  return useQuery({ queryKey: accessKeyKey, queryFn: () => call(ROUTES.accessKey, {}) });
}

/** GET access_key/reset[?scope]: a new key, answered this once; the previous one stops working. */
export function useResetKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (scope: KeyScope | undefined) =>
      call(ROUTES.accessKeyReset, { query: scope ? { scope } : {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: accessKeyKey }),
  });
}

/** PUT access_key/scope {scope}: the key's rights, effective at once. */
export function useSetScope() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (scope: KeyScope) => call(ROUTES.accessKeyScope, { body: { scope } }),
    onSuccess: (answer) => client.setQueryData(accessKeyKey, answer),
  });
}
