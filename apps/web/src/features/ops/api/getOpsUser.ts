import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { opsUsersKey } from './listOpsUsers';

/** GET ops/users/{uid} -> profile, team, orders, balance and ledger. */
export function getOpsUser(uid: string) {
  return call(ROUTES.opsUser, { params: { uid } });
}

export function useOpsUser(uid: string) {
  return useQuery({ queryKey: [...opsUsersKey, 'one', uid], queryFn: () => getOpsUser(uid) });
}
