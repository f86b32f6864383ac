import { call, ROUTES } from '../../../lib/api';

/**
 * POST ops/confirm {password, code} -> {validUntil}: money actions pass for 10 minutes. `code` (the
 * authenticator's) when the operator enrolled TOTP.
 */
export function confirmPassword(password: string, code?: string) {
  return call(ROUTES.opsConfirm, { body: code ? { password, code } : { password } });
}
