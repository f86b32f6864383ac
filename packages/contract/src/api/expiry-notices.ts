import { z } from 'zod';
import { orderIdField } from '../fields.js';

/**
 * Expiry notices (issue 21, B6; docs/domain/expiry-notices.md): how many days before a certificate stops being
 * usable under its order the customer is told, by mail and letter. An account-wide list, and per order either
 * its own list or `null` (follow the account's). An empty list means no notices.
 */
export const DEFAULT_EXPIRY_NOTICE_DAYS: readonly number[] = [30, 7];
export const EXPIRY_NOTICE_MIN_DAYS = 1;
export const EXPIRY_NOTICE_MAX_DAYS = 90;
export const EXPIRY_NOTICE_MAX_ENTRIES = 5;

/** A list as stored and answered: distinct, the largest first. */
export const sortNoticeDays = (days: readonly number[]): number[] => [...days].sort((a, b) => b - a);

/** What is wrong with a list of notice days (message keys of the `lifecycle.validation` texts); none: []. */
export function noticeDaysProblems(days: readonly number[]): string[] {
  const problems: string[] = [];
  if (days.some((d) => !Number.isInteger(d) || d < EXPIRY_NOTICE_MIN_DAYS || d > EXPIRY_NOTICE_MAX_DAYS))
    problems.push(`lifecycle.validation.noticeDayRange:${EXPIRY_NOTICE_MAX_DAYS}`);
  if (new Set(days).size !== days.length) problems.push('lifecycle.validation.noticeDaysDuplicate');
  if (days.length > EXPIRY_NOTICE_MAX_ENTRIES)
    problems.push(`lifecycle.validation.noticeDaysTooMany:${EXPIRY_NOTICE_MAX_ENTRIES}`);
  return problems;
}

/** A form field may send the list as "30,7" ("" is the empty list: no notices). */
const splitList = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
    : value;

/** 0-5 whole numbers of days, each 1-90, distinct (noticeDaysProblems); answered largest first. */
export const noticeDaysField = z.preprocess(
  splitList,
  z
    .array(z.coerce.number({ error: `lifecycle.validation.noticeDayRange:${EXPIRY_NOTICE_MAX_DAYS}` }), {
      error: 'lifecycle.validation.noticeDaysRequired',
    })
    .superRefine((days, ctx) => {
      for (const message of noticeDaysProblems(days)) ctx.addIssue({ code: 'custom', message });
    })
    .transform(sortNoticeDays),
);

/** PUT account/expiry_notices {days}: the account's list (every order that has none of its own follows it). */
export const accountExpiryNoticesBody = z.object({ days: noticeDaysField });
export type AccountExpiryNoticesBody = z.infer<typeof accountExpiryNoticesBody>;
/** GET and PUT account/expiry_notices: the list in force; `isDefault` while the account never chose one. */
export const accountExpiryNoticesAnswer = z.object({
  days: z.array(z.number().int()),
  isDefault: z.boolean(),
});
export type AccountExpiryNotices = z.infer<typeof accountExpiryNoticesAnswer>;

/** GET order/expiry_notices?orderID= */
export const orderExpiryNoticesQuery = z.object({ orderID: orderIdField() });
/** PUT order/expiry_notices {orderID, days}: the order's own list, or `null` to follow the account's. */
export const orderExpiryNoticesBody = z.object({
  orderID: orderIdField(),
  days: z.preprocess((v) => (v === 'null' ? null : v), noticeDaysField.nullable()),
});
export type OrderExpiryNoticesBody = z.infer<typeof orderExpiryNoticesBody>;
/**
 * The order's own list (`days`, null: it follows the account), the account's list (`accountDays`) and the one in
 * force for the order (`effectiveDays`).
 */
export const orderExpiryNoticesAnswer = z.object({
  orderID: z.number().int(),
  days: z.array(z.number().int()).nullable(),
  accountDays: z.array(z.number().int()),
  effectiveDays: z.array(z.number().int()),
});
export type OrderExpiryNotices = z.infer<typeof orderExpiryNoticesAnswer>;
