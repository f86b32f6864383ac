import type { LoginBody } from '@portal/contract';
import { useAction } from '../../../lib/useAction';
import { call, ROUTES, type CallAnswer } from '../../../lib/api';

export type LoginAnswer = CallAnswer<typeof ROUTES.login>;

/** POST login {email, password}; the form shows errors itself (field errors on the fields). */
export function login(body: LoginBody) {
  return call(ROUTES.login, { body }, { silent: true });
}

export function useLogin() {
  return useAction(login);
}
