import { useQuery } from '@tanstack/react-query';
import { rememberIdentity } from '../access';
import { call, ROUTES, type CallOptions } from '../api';
import { QUERY_KEYS } from '../queryKeys';

/** GET account/profile; the role, uid and capabilities are kept locally once it loads (spec section 6). */
export async function getProfile(options?: CallOptions) {
  const profile = await call(ROUTES.accountProfile, undefined, options);
  rememberIdentity(profile);
  return profile;
}

/** `enabled: false` when the browser holds no session: the member shell then goes to the login page at once. */
export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: QUERY_KEYS.profile, queryFn: () => getProfile(), staleTime: 30_000, enabled });
}
