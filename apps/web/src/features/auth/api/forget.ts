import { useAction } from '../../../lib/useAction';
import { call, ROUTES } from '../../../lib/api';

/** GET forget?email: sends the recovery mail. */
export function forget(email: string) {
  return call(ROUTES.forget, { query: { email } }, { silent: true });
}

export function useForget() {
  return useAction(forget);
}
