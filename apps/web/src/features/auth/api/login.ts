import type { LoginBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call, ROUTES, type CallAnswer } from '../../../lib/api';

export type LoginAnswer = CallAnswer<typeof ROUTES.login>;

/** POST login {email, password}; the form shows errors itself (field errors on the fields). */
export function login(body: LoginBody) {
  return call(ROUTES.login, { body }, { silent: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
