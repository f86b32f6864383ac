import { useMutation } from '@tanstack/react-query';
import { call, ROUTES, type CallAnswer } from '../../../lib/api';

export type ReissueAuthz = CallAnswer<typeof ROUTES.reissueAuthz>;

/**
 * GET order/reissue/authz/{reissueId} (CSRF header): checks every name now. Success: issued (status 3).
 * Not yet: code 1024 with `errors` `{field: <domain>, message}` per failing name; the server keeps checking
 * every minute. The panel shows both (silent).
 */
export function authorizeReissue(reissueId: string) {
  return call(ROUTES.reissueAuthz, { params: { id: reissueId } }, { silent: true });
}

export function useAuthorizeReissue() {
  return useMutation({ mutationFn: authorizeReissue });
}
