import type { Profile } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { rememberIdentity } from '../../../lib/access';
import { api } from '../../../lib/api';
import { SHARED_QUERY_KEYS } from '../../../lib/queryKeys';

/** GET account/profile; the role and uid are kept locally once it loads (spec section 6). */
export async function getProfile(): Promise<Profile> {
  const profile = await api.get<Profile>('account/profile');
  rememberIdentity(profile.role, profile.uid);
  return profile;
}

export const profileKey = SHARED_QUERY_KEYS.profile;

/** `enabled: false` when the browser holds no session: the member shell then goes to the login page at once. */
export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: profileKey, queryFn: getProfile, staleTime: 30_000, enabled });
}
