import { z } from 'zod';
import { DCV_METHODS } from '../domain.js';
import { orderIdField } from '../fields.js';

const domainParam = z
  .string({ error: 'validation.domainsRequired' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.domainsRequired' })
  .max(253);

/** GET order/verify-email?domain&shortName → msg.email_list */
export const verifyEmailQuery = z.object({
  domain: domainParam,
  shortName: z.string().trim().max(64).optional(),
});
export const verifyEmailAnswer = z.object({ email_list: z.array(z.string()) });

/** PUT order/authMethod (form: orderID, authzMethod, domain, approverEmail) */
export const authMethodBody = z.object({
  orderID: orderIdField(),
  authzMethod: z.enum(DCV_METHODS, { error: 'validation.dcvMethodRequired' }),
  domain: domainParam,
  approverEmail: z.string().trim().max(254).optional(),
});
export const authMethodAnswer = z.object({ domain: z.string(), authMethod: z.enum(DCV_METHODS) });

/** GET order/resend-dcv-email/{id}?email (email omitted: the order's approval address) */
export const resendDcvEmailQuery = z.object({ email: z.string().trim().max(254).optional() });
export const resendDcvEmailAnswer = z.object({ sent: z.number().int() });

/** PUT order/remove-domain/{id}?domain */
export const removeDomainQuery = z.object({ domain: domainParam });
export const removeDomainAnswer = z.object({ domain: z.string(), removed: z.boolean() });
