import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET order/authz/{id}: asks for the validation checks now. */
export function authorizeOrder(id: number): Promise<{ id: number; status: number }> {
  return api.get<{ id: number; status: number }>(`order/authz/${id}`, undefined, { silent: true });
}

export function useAuthorizeOrder() {
  return useMutation({ mutationFn: authorizeOrder });
}
