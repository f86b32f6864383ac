import { call, ROUTES } from '../../../lib/api';

/** POST ops/confirm {password} -> {validUntil}: money actions pass for 10 minutes. */
export function confirmPassword(password: string) {
  return call(ROUTES.opsConfirm, { body: { password } });
}
