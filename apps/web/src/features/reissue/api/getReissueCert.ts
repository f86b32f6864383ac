import type { orderCertAnswer } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type ReissueCert = z.infer<typeof orderCertAnswer>;

/** GET order/reissue/cert/{reissueId} (CSRF header, issued only) -> {cert, key ('' when not held), sha1}. */
export function getReissueCert(reissueId: string): Promise<ReissueCert> {
  return api.get<ReissueCert>(`order/reissue/cert/${encodeURIComponent(reissueId)}`);
}

export function useReissueCert() {
  return useMutation({ mutationFn: getReissueCert });
}
