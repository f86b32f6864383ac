import { REGISTER_FROM_DEFAULT, type RegisterBody } from '@portal/contract';
import { call, ROUTES } from '../../../lib/api';

/** POST register {email, password, confirm, from: 'common'}. */
export function register(body: Omit<RegisterBody, 'from'>) {
  return call(ROUTES.register, { body: { ...body, from: REGISTER_FROM_DEFAULT } }, { silent: true });
}
