import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

/** GET order/reissue/authInfo/{reissueId} (status 0 or 1): per name what to publish and its state. */
export function getReissueAuthInfo(reissueId: string) {
  return call(ROUTES.reissueAuthInfo, { params: { id: reissueId } }, { silent: true });
}

export const reissueAuthInfoKey = (reissueId: string) => ['reissue', 'auth-info', reissueId] as const;

export function useReissueAuthInfo(reissueId: string, enabled: boolean) {
  return useQuery({
    queryKey: reissueAuthInfoKey(reissueId),
    queryFn: () => getReissueAuthInfo(reissueId),
    enabled,
    gcTime: 0,
  });
}
