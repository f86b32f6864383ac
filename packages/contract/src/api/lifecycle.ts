import { z } from 'zod';
import { emailField, orderIdField } from '../fields.js';

/**
 * What happens when an order's subscription nears its end: `manual` (reminders; the customer renews),
 * `auto` (a renewal order is created and charged from the balance 7 days before the end; mails go to the
 * renewal email), `never` (not renewed; reminders still go out).
 */
export const RENEW_MODES = ['manual', 'auto', 'never'] as const;
export type RenewMode = (typeof RENEW_MODES)[number];

/**
 * PUT order/renewal (form or JSON: orderID, renewMode, email). The email is required for `auto`
 * ("Please enter email"); the server also checks it is one of the account's addresses.
 */
export const orderRenewalBody = z
  .object({
    orderID: orderIdField(),
    renewMode: z.enum(RENEW_MODES, { error: 'lifecycle.validation.renewModeInvalid' }),
    // An empty form field means "no email".
    email: z.preprocess((v) => (v === '' || v === null ? undefined : v), emailField.optional()),
  })
  .superRefine((body, ctx) => {
    if (body.renewMode === 'auto' && !body.email)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'lifecycle.validation.emailRequired' });
  });
export type OrderRenewalBody = z.infer<typeof orderRenewalBody>;

export const orderRenewalAnswer = z.object({
  renewMode: z.enum(RENEW_MODES),
  renewEmail: z.string(),
});
export type OrderRenewalAnswer = z.infer<typeof orderRenewalAnswer>;
