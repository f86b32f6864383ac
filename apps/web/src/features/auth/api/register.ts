import { REGISTER_FROM_DEFAULT, type RegisterBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST register {email, password, confirm, from: 'common'}. */
export function register(body: Omit<RegisterBody, 'from'>): Promise<unknown> {
  return api.post<unknown>('register', { ...body, from: REGISTER_FROM_DEFAULT }, { silent: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
