import { api } from '../../../lib/api';

/** GET order/commit?id: submits an order waiting submit (status 12) once it is paid or in its trial. */
export function commitOrder(id: number): Promise<{ id: number; status: number }> {
  return api.get<{ id: number; status: number }>('order/commit', { id }, { silent: true });
}
