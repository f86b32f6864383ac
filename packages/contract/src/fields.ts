import { z } from 'zod';
import {
  ADDRESS_MAX,
  ORGANIZATION_NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PAGE_DEFAULTS,
  MAX_PAGE_SIZE,
  HOUR_MS,
} from './constants.js';
import { isCountryCode } from './countries.js';

/**
 * Field rules shared by the server (request validation) and the web app (form rules).
 * Every message is an i18n key of the `validation` namespace, translated where it is shown.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TELEPHONE_PATTERN = /^[+]?[0-9 ()\-.]{4,32}$/;

export const requiredText = (messageKey: string, max = 128) =>
  z
    .string({ error: messageKey })
    .trim()
    .min(1, { error: messageKey })
    .max(max, { error: `validation.maxLength:${max}` });

/** A required e-mail address, lower-cased; `requiredKey` is the message when it is missing. */
export const requiredEmail = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .max(254, { error: 'validation.maxLength:254' })
    .regex(EMAIL_PATTERN, { error: 'validation.emailInvalid' })
    .transform((value) => value.toLowerCase());

export const emailField = requiredEmail('validation.emailRequired');

export const passwordField = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, { error: 'validation.passwordRequired' })
  .max(PASSWORD_MAX, { error: `validation.maxLength:${PASSWORD_MAX}` });

/** A new password: length rules on top of "required". */
export const newPasswordField = (requiredKey = 'validation.passwordRequired') =>
  z
    .string({ error: requiredKey })
    .min(1, { error: requiredKey })
    .min(PASSWORD_MIN, { error: `validation.passwordTooShort:${PASSWORD_MIN}` })
    .max(PASSWORD_MAX, { error: `validation.maxLength:${PASSWORD_MAX}` });

export const confirmField = z
  .string({ error: 'validation.confirmRequired' })
  .min(1, { error: 'validation.confirmRequired' });

export const telephoneField = z
  .string({ error: 'validation.telephoneRequired' })
  .trim()
  .min(1, { error: 'validation.telephoneRequired' })
  .regex(TELEPHONE_PATTERN, { error: 'validation.telephoneInvalid' });

export const countryField = z
  .string({ error: 'validation.countryRequired' })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, { error: 'validation.countryInvalid' });

export const organizationNameField = requiredText(
  'validation.organizationNameRequired',
  ORGANIZATION_NAME_MAX,
);
export const addressField = requiredText('validation.addressRequired', ADDRESS_MAX);

/** Positive integer id given as a number or a numeric string (form bodies and paths send strings). */
export const idField = (messageKey = 'validation.idInvalid') =>
  z.coerce.number({ error: messageKey }).int({ error: messageKey }).positive({ error: messageKey });

/** An order's number (route parameter or form field): its own message, not zod's "Invalid input". */
export const orderIdField = () => idField('validation.orderIdInvalid');

/** A list filter left empty ('' or null from a form) is no filter. */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * Optional list filters. Blank is dropped first (a preprocess, not a union with '': a union that fails answers
 * zod's bare "Invalid input" instead of the field's own message).
 */
/** A real calendar day: 2026-02-30 and 2026-13-01 have the right shape but are no day. */
const isCalendarDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
};

export const optionalDay = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.dateInvalid' })
    .refine(isCalendarDay, { error: 'validation.dateInvalid' })
    .optional(),
);
/** The earliest time zone on Earth is UTC+14: a day has begun somewhere once `now + 14 h` reaches it. */
const EARLIEST_ZONE_MS = 14 * HOUR_MS;

/**
 * A day (YYYY-MM-DD) is in the future when it has not begun anywhere yet. The date filters of the search calls
 * that refuse future days use this one rule on the server; the web's pickers disable the days after the
 * browser's own today, which is never later than this, so no day a picker offers is refused.
 */
export function isFutureDayLabel(day: string, now: Date): boolean {
  return day > new Date(now.getTime() + EARLIEST_ZONE_MS).toISOString().slice(0, 10);
}

export const optionalOrderId = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'validation.orderIdInvalid' })
    .int({ error: 'validation.orderIdInvalid' })
    .positive({ error: 'validation.orderIdInvalid' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'validation.orderIdInvalid' })
    .optional(),
);

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(PAGE_DEFAULTS.page),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_DEFAULTS.pageSize),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int() });
export interface ListAnswer<T> {
  list: T[];
  total: number;
}
