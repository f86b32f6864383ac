import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

/** GET islogin: msg truthy when the session is logged in. Silent: a failure just means "not known". */
export async function isLogin(): Promise<boolean> {
  const msg = await call(ROUTES.isLogin, {}, { silent: true });
  return Boolean(msg);
}

export const isLoginKey = ['auth', 'islogin'] as const;

export function useIsLogin(enabled = true) {
  return useQuery({ queryKey: isLoginKey, queryFn: isLogin, enabled, retry: false, staleTime: 0 });
}
