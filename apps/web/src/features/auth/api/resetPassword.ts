import type { ResetBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST reset/{token} {password, confirm}. */
export function resetPassword(args: { token: string } & ResetBody): Promise<unknown> {
  const { token, ...body } = args;
  return api.post<unknown>(`reset/${encodeURIComponent(token)}`, body, { silent: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
