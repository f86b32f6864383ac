import { forgetQuery, loginBody, registerBody, resetBody } from '@portal/contract';
import { mustEqual, type LightFieldSpec } from '../../lib/lightForm';

/**
 * The rules of the authentication forms: the contract's zod schemas (the server checks the same). Loaded on
 * demand by the forms (`import('../authSpecs')`), so the login page opens without zod.
 */
export const loginSpecs: Record<'email' | 'password', LightFieldSpec<'email' | 'password'>> = {
  email: { schema: loginBody.shape.email },
  password: { schema: loginBody.shape.password },
};

type RegisterField = 'email' | 'password' | 'confirm';
export const registerSpecs: Record<RegisterField, LightFieldSpec<RegisterField>> = {
  email: { schema: registerBody.shape.email },
  password: { schema: registerBody.shape.password },
  confirm: {
    schema: registerBody.shape.confirm,
    checks: [mustEqual<RegisterField>('password', 'validation.passwordsDoNotMatch')],
  },
};

export const forgetSpecs: Record<'email', LightFieldSpec<'email'>> = {
  email: { schema: forgetQuery.shape.email },
};

type ResetField = 'password' | 'confirm';
export const resetSpecs: Record<ResetField, LightFieldSpec<ResetField>> = {
  password: { schema: resetBody.shape.password },
  confirm: {
    schema: resetBody.shape.confirm,
    checks: [mustEqual<ResetField>('password', 'validation.passwordsDoNotMatch')],
  },
};
