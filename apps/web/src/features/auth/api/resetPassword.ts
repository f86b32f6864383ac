import type { ResetBody } from '@portal/contract';
import { useAction } from '../../../lib/useAction';
import { call, ROUTES } from '../../../lib/api';

/** POST reset/{token} {password, confirm}. */
export function resetPassword(args: { token: string } & ResetBody) {
  const { token, ...body } = args;
  return call(ROUTES.reset, { params: { token }, body }, { silent: true });
}

export function useResetPassword() {
  return useAction(resetPassword);
}
