import type { authzAnswer } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

/** GET order/authz/{id}: checks every name now; code 1024 with per-domain `errors` when not yet (silent). */
export function authorizeOrder(id: number) {
  return api.get<z.infer<typeof authzAnswer>>(`order/authz/${id}`, undefined, { silent: true });
}

export function useAuthorizeOrder() {
  return useMutation({ mutationFn: authorizeOrder });
}
