import { useMutation } from '@tanstack/react-query';
import { call, ROUTES, type CallAnswer } from '../../../lib/api';

export type ReissueCert = CallAnswer<typeof ROUTES.reissueCert>;

/** GET order/reissue/cert/{reissueId} (CSRF header, issued only) -> {cert, key ('' when not held), sha1}. */
export function getReissueCert(reissueId: string) {
  return call(ROUTES.reissueCert, { params: { id: reissueId } });
}

export function useReissueCert() {
  return useMutation({ mutationFn: getReissueCert });
}
