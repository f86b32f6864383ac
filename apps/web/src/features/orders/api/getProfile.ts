import type { Profile } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { rememberIdentity } from '../../../lib/access';
import { api } from '../../../lib/api';
import { SHARED_QUERY_KEYS } from '../../../lib/queryKeys';

/** GET account/profile (shared cache with the header): My Orders reads the flag displayKeyManagerIcon. */
export async function getProfile(): Promise<Profile> {
  const profile = await api.get<Profile>('account/profile');
  rememberIdentity(profile.role, profile.uid);
  return profile;
}

export function useProfile() {
  return useQuery({ queryKey: SHARED_QUERY_KEYS.profile, queryFn: getProfile, staleTime: 30_000 });
}
