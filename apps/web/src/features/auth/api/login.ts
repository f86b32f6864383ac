import type { LoginBody, loginAnswer } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type LoginAnswer = z.infer<typeof loginAnswer>;

/** POST login {email, password}; the form shows errors itself (field errors on the fields). */
export function login(body: LoginBody): Promise<LoginAnswer> {
  return api.post<LoginAnswer>('login', body, { silent: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
