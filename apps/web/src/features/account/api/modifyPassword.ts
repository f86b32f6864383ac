import type { PasswordModifyBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** PUT password/modify {old_password, new_password, confirm}; the form shows the server's error itself. */
export function modifyPassword(body: PasswordModifyBody): Promise<unknown> {
  return api.put<unknown>('password/modify', body, { silent: true });
}

export function useModifyPassword() {
  return useMutation({ mutationFn: modifyPassword });
}
