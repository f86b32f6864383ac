import { ErrorCode } from '@portal/contract';
import { isApiError } from '../../../lib/api';

/**
 * Runs a money action (a credit) that the server refuses with 403 code 1029 when the operator's password was
 * not confirmed in the last 10 minutes: on that refusal it asks for the password (`askPassword` resolves true
 * once POST ops/confirm succeeded, false when the operator gave up) and runs the action once more, never
 * twice. Any other error, giving up, or a second refusal rejects with that error (the caller shows it; a
 * 1029 after giving up needs no message: the operator chose to stop).
 */
export async function withReconfirm<T>(
  action: () => Promise<T>,
  askPassword: () => Promise<boolean>,
): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (!isReconfirmRequired(error)) throw error;
    if (!(await askPassword())) throw error;
    return action();
  }
}

export function isReconfirmRequired(error: unknown): boolean {
  return isApiError(error) && error.code === ErrorCode.reconfirmRequired;
}
