import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET forget?email: sends the recovery mail. */
export function forget(email: string): Promise<unknown> {
  return api.get<unknown>('forget', { email }, { silent: true });
}

export function useForget() {
  return useMutation({ mutationFn: forget });
}
