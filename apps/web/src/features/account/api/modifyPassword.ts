import type { PasswordModifyBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

/** PUT password/modify {old_password, new_password, confirm}; the form shows the server's error itself. */
export function modifyPassword(body: PasswordModifyBody) {
  return call(ROUTES.passwordModify, { body }, { silent: true });
}

export function useModifyPassword() {
  return useMutation({ mutationFn: modifyPassword });
}
