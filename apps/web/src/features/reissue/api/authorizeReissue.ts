import type { authzAnswer } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type ReissueAuthz = z.infer<typeof authzAnswer>;

/**
 * GET order/reissue/authz/{reissueId} (CSRF header): checks every name now. Success: issued (status 3).
 * Not yet: code 1024 with `errors` `{field: <domain>, message}` per failing name; the server keeps checking
 * every minute. The panel shows both (silent).
 */
export function authorizeReissue(reissueId: string): Promise<ReissueAuthz> {
  return api.get<ReissueAuthz>(`order/reissue/authz/${encodeURIComponent(reissueId)}`, undefined, {
    silent: true,
  });
}

export function useAuthorizeReissue() {
  return useMutation({ mutationFn: authorizeReissue });
}
