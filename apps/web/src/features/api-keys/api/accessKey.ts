import type { KeyScope } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

export const accessKeyKey = ['apiKeys', 'accessKey'] as const;
export const accessKeyInfoKey = ['apiKeys', 'accessKeyInfo'] as const;

/** GET access_key: the key itself, masked ('' before the first one), as the spec answers it. */
export function useAccessKey(enabled = true) {
  return useQuery({ queryKey: accessKeyKey, queryFn: () => call(ROUTES.accessKey, {}), enabled });
}

/** GET access_key/info: the key's scope, created and last-used times. */
export function useAccessKeyInfo(enabled = true) {
  return useQuery({ queryKey: accessKeyInfoKey, queryFn: () => call(ROUTES.accessKeyInfo, {}), enabled });
}

/** GET access_key/reset[?scope]: the new key itself, answered this once; the previous one stops working. */
export function useResetKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (scope: KeyScope | undefined) =>
      call(ROUTES.accessKeyReset, { query: scope ? { scope } : {} }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: accessKeyKey }),
        client.invalidateQueries({ queryKey: accessKeyInfoKey }),
      ]),
  });
}

/** PUT access_key/scope {scope}: the key's rights, effective at once; answers the key's info. */
export function useSetScope() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (scope: KeyScope) => call(ROUTES.accessKeyScope, { body: { scope } }),
    onSuccess: (answer) => client.setQueryData(accessKeyInfoKey, answer),
  });
}
