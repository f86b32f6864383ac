import { z } from 'zod';
import { REGISTER_FROM_DEFAULT } from '../constants.js';
import { confirmField, emailField, newPasswordField, passwordField } from '../fields.js';

/** POST login (form: email, password). Answer msg carries the email. */
export const loginBody = z.object({ email: emailField, password: passwordField });
export const loginAnswer = z.object({ email: z.string() });

/** POST register (form: email, password, confirm, from). */
export const registerBody = z
  .object({
    email: emailField,
    password: newPasswordField(),
    confirm: confirmField,
    from: z.string().trim().max(64).optional().default(REGISTER_FROM_DEFAULT),
  })
  .refine((v) => v.password === v.confirm, { error: 'validation.passwordsDoNotMatch', path: ['confirm'] });

/** GET forget?email */
export const forgetQuery = z.object({ email: emailField });

/** POST reset/{token} (form: password, confirm) */
export const resetParams = z.object({ token: z.string().min(1).max(256) });
export const resetBody = z
  .object({ password: newPasswordField(), confirm: confirmField })
  .refine((v) => v.password === v.confirm, { error: 'validation.passwordsDoNotMatch', path: ['confirm'] });

/** PUT password/modify (old_password, new_password, confirm) */
export const passwordModifyBody = z
  .object({
    old_password: passwordField,
    new_password: newPasswordField(),
    confirm: confirmField,
  })
  .refine((v) => v.old_password !== v.new_password, {
    error: 'validation.passwordSameAsOld',
    path: ['new_password'],
  })
  .refine((v) => v.new_password === v.confirm, {
    error: 'validation.passwordsInconsistent',
    path: ['confirm'],
  });

export type LoginBody = z.infer<typeof loginBody>;
export type RegisterBody = z.input<typeof registerBody>;
export type ResetBody = z.infer<typeof resetBody>;
export type PasswordModifyBody = z.infer<typeof passwordModifyBody>;
